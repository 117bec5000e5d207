import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { buildEmployer } from '../../../testing/factories'
import { buildFakeJob, type Answer, type JobApiCall } from '../testing/fake-job-api'
import { choose, renderWizard, wizardDialog } from '../testing/render-wizard'

const infos = (calls: JobApiCall[]) =>
  calls
    .filter((call) => call.method === 'PUT' && call.pathname.endsWith('/additional-info-new/'))
    .map((call) => call.body as Record<string, unknown>)

/** Step 3 of a job whose first two steps are saved. */
async function openStep3(
  options: { answer?: (call: JobApiCall) => Promise<Answer | undefined> } = {},
) {
  const job = buildFakeJob({ additional: undefined })
  const app = await renderWizard(`/en/job/post?slug=${job.slug}&step=3`, {
    user: buildEmployer(),
    jobs: [job],
    answer: options.answer,
  })
  const step = await wizardDialog(/Additional Info/)
  const toggle = (name: string) => app.user.click(step.getByRole('switch', { name }))
  const publish = () => app.user.click(step.getByRole('button', { name: 'Preview and Publish' }))
  return { ...app, step, toggle, publish }
}

/** The message a field names as its description (its error under it). */
const errorUnder = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent

describe('additional info switches', { timeout: 60_000 }, () => {
  it('has the six switches, all off for a new job', async () => {
    const { step } = await openStep3()
    const switches = step.getAllByRole('switch') as HTMLInputElement[]
    expect(switches.map((s) => [s.labels?.[0]?.textContent, s.checked])).toEqual([
      ['Benefits', false],
      ['Two-wheeler required', false],
      ['Supporting documents', false],
      ['Gender preference', false],
      ['Age criteria', false],
      ['Hide organization name', false],
    ])
  })

  it('clears benefits, documents, the alternative name and the age when their switch goes off', async () => {
    const { user, step, toggle, publish, calls } = await openStep3()
    await toggle('Benefits')
    await choose(user, step.getByRole('combobox', { name: 'Benefits' }), 'Insu', 'Insurance')
    await toggle('Supporting documents')
    await choose(
      user,
      step.getByRole('combobox', { name: 'Supporting Documents' }),
      'Citi',
      'Citizenship',
    )
    await toggle('Hide organization name')
    await user.type(step.getByRole('textbox', { name: 'Alternative Name' }), 'A tea house')
    await toggle('Age criteria')
    await user.selectOptions(step.getByRole('combobox', { name: 'Age limit' }), 'Below')
    await user.type(step.getByRole('textbox', { name: 'Age' }), '45')

    const opened = ['Benefits', 'Supporting documents', 'Hide organization name', 'Age criteria']
    for (const name of opened) {
      await toggle(name)
      await toggle(name)
    }
    expect(step.queryByRole('listitem', { name: /Insurance/ })).toBeNull()
    expect(
      (step.getByRole('textbox', { name: 'Alternative Name' }) as HTMLInputElement).value,
    ).toBe('')
    expect((step.getByRole('combobox', { name: 'Age limit' }) as HTMLSelectElement).value).toBe(
      'more',
    )
    expect((step.getByRole('textbox', { name: 'Age' }) as HTMLInputElement).value).toBe('')
    for (const name of opened) await toggle(name)
    await publish()
    await waitFor(() => expect(infos(calls)).toHaveLength(1))
    expect(infos(calls)[0]).toEqual({
      benefits: [],
      required_two_wheeler: false,
      document_categories: [],
      show_name: true,
      org_alt_name: '',
      is_document_required: false,
      is_gender_specific: false,
      gender: null,
      is_age_specific: false,
      min_age: null,
      max_age: null,
    })
  })

  it('sends Female by default, Above as min_age and Below as max_age', async () => {
    const { user, step, toggle, publish, calls } = await openStep3()
    await toggle('Gender preference')
    expect(
      (step.getByRole('combobox', { name: 'Preferred Gender' }) as HTMLSelectElement).value,
    ).toBe('Female')
    await toggle('Age criteria')
    await user.type(step.getByRole('textbox', { name: 'Age' }), '18')
    await toggle('Two-wheeler required')
    await publish()
    await waitFor(() => expect(infos(calls)).toHaveLength(1))
    expect(infos(calls)[0]).toMatchObject({
      is_gender_specific: true,
      gender: 'Female',
      is_age_specific: true,
      min_age: 18,
      max_age: null,
      required_two_wheeler: true,
    })
  })

  it('a switch is a keyboard control: Space turns it on', async () => {
    const { user, step } = await openStep3()
    const benefits = step.getByRole('switch', { name: 'Benefits' }) as HTMLInputElement
    benefits.focus()
    await user.keyboard(' ')
    expect(benefits.checked).toBe(true)
    expect(step.getByRole('combobox', { name: 'Benefits' })).toBeTruthy()
  })
})

describe('step 3 validation', { timeout: 60_000 }, () => {
  it('checks the age (16 to 100) and asks for the alternative name when the name is hidden', async () => {
    const { user, step, toggle, publish, calls } = await openStep3()
    await toggle('Age criteria')
    await toggle('Hide organization name')
    await publish()
    const age = step.getByRole('textbox', { name: 'Age' })
    await waitFor(() => expect(errorUnder(age)).toBe('Please fill this in.'))
    expect(errorUnder(step.getByRole('textbox', { name: 'Alternative Name' }))).toBe(
      'Please fill this in.',
    )
    await user.type(age, '15')
    await waitFor(() => expect(errorUnder(age)).toBe('It must be 16 or more.'))
    await user.clear(age)
    await user.type(age, '101')
    await waitFor(() => expect(errorUnder(age)).toBe('It must be 100 or less.'))
    expect(infos(calls)).toEqual([])
  })

  it('creates a typed benefit, and stops at 10 benefits with its message', async () => {
    const { user, step, toggle, calls } = await openStep3()
    await toggle('Benefits')
    const field = step.getByRole('combobox', { name: 'Benefits' })
    await choose(user, field, 'Gym membership', 'Add “Gym membership”')
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.pathname, c.body])).toEqual([
      ['/api/v1/common/job-benefit/', { name: 'Gym membership' }],
    ])
    for (let index = 1; index <= 9; index++) {
      await choose(user, field, `Perk number ${index}`, `Add “Perk number ${index}”`)
    }
    expect(step.queryByText('Benefits field must be less than or equal 10')).toBeNull()
    await choose(user, field, 'Lunc', 'Lunch')
    await step.findByText('Benefits field must be less than or equal 10')
  })

  it('asks for document categories with a limit of 20', async () => {
    const { user, step, toggle, calls } = await openStep3()
    await toggle('Supporting documents')
    await user.type(step.getByRole('combobox', { name: 'Supporting Documents' }), 'C')
    await step.findByRole('option', { name: 'Citizenship' })
    expect(
      calls.filter((c) => c.pathname === '/api/v1/common/document-categories/').map((c) => c.path),
    ).toEqual([
      // Not a search-mode list: it opens with its first 20, then narrows as one types.
      '/api/v1/common/document-categories/?limit=20',
      '/api/v1/common/document-categories/?limit=20&search=C',
    ])
  })
})

describe("the 'Preview and Publish' button", { timeout: 60_000 }, () => {
  it('is disabled while the save is in progress', async () => {
    let release: (answer: Answer | undefined) => void = () => undefined
    const { step, publish, router } = await openStep3({
      answer: (call) =>
        call.method === 'PUT'
          ? new Promise((resolve) => (release = resolve))
          : Promise.resolve(undefined),
    })
    const button = step.getByRole('button', { name: 'Preview and Publish' }) as HTMLButtonElement
    await publish()
    await waitFor(() => expect(button.disabled).toBe(true))
    release(undefined)
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/job/preview'), {
      timeout: 10_000,
    })
  })

  it('a refused save shows field errors under their fields, the rest in a banner that scrolls into view', async () => {
    const scrolled: Element[] = []
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this)
    }
    const { user, step, toggle, publish } = await openStep3({
      answer: async (call) =>
        call.method === 'PUT'
          ? {
              status: 400,
              body: {
                org_alt_name: ['This name is taken.'],
                min_age: ['Too young for this job.'],
                show_name: 'Cannot hide the name of this organization.',
                non_field_errors: ['The job is locked.'],
                deadline: ['Too late.'],
              },
            }
          : undefined,
    })
    await toggle('Hide organization name')
    await user.type(step.getByRole('textbox', { name: 'Alternative Name' }), 'Tea house')
    await toggle('Age criteria')
    await user.type(step.getByRole('textbox', { name: 'Age' }), '20')
    await publish()
    const banner = await step.findByRole('alert')
    expect([...banner.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'The job is locked.',
      'deadline: Too late.',
    ])
    expect(scrolled).toContain(banner)
    const describedBy = (name: string, role: 'textbox' | 'textbox' | 'switch') =>
      document.getElementById(step.getByRole(role, { name }).getAttribute('aria-describedby')!)
        ?.textContent
    expect(describedBy('Alternative Name', 'textbox')).toBe('This name is taken.')
    expect(describedBy('Age', 'textbox')).toBe('Too young for this job.')
    expect(describedBy('Hide organization name', 'switch')).toBe(
      'Cannot hide the name of this organization.',
    )
  })
})

describe('Preview and Publish while the step is saved', { timeout: 60_000 }, () => {
  it('cannot be pressed again until the save has answered', async () => {
    let answered = () => {}
    const saving = new Promise<undefined>((resolve) => (answered = () => resolve(undefined)))
    const { step, publish, calls } = await openStep3({
      answer: (call) => (call.method === 'PUT' ? saving : Promise.resolve(undefined)),
    })
    const button = step.getByRole('button', { name: 'Preview and Publish' }) as HTMLButtonElement
    await publish()
    await waitFor(() => expect(button.disabled).toBe(true))
    await publish()
    expect(infos(calls)).toHaveLength(1)
    answered()
    await waitFor(() =>
      expect(step.queryByRole('button', { name: 'Preview and Publish' })).toBeNull(),
    )
  })
})
