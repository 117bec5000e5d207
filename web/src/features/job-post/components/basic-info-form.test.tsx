import { waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { buildEmployer } from '../../../testing/factories'
import type { FakeJobApiOptions, JobApiCall } from '../testing/fake-job-api'
import { choose, renderWizard, wizardDialog } from '../testing/render-wizard'

const value = (element: HTMLElement) => (element as HTMLInputElement).value
const disabled = (element: HTMLElement) => (element as HTMLInputElement).disabled
const lookups = (calls: JobApiCall[], path: string) =>
  calls.filter((call) => call.method === 'GET' && call.pathname === path).map((c) => c.path)

type Step = Awaited<ReturnType<typeof wizardDialog>>

/** Step 1 of a new job; `answer` answers the calls it wants to before the fake API. */
async function openStep1(path = '/en/job/post', answer?: FakeJobApiOptions['answer']) {
  const app = await renderWizard(path, { user: buildEmployer(), answer })
  const step = await wizardDialog(path.startsWith('/en') ? /Post a Job/ : /जागिर पोस्ट/)
  return { ...app, step }
}

/** The message a field names as its description (its error under it). */
const errorUnder = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent

/** Fills what step 1 requires but the address (a job title, a salary and the places above it). */
async function fillAllButAddress(
  user: Awaited<ReturnType<typeof renderWizard>>['user'],
  step: Step,
) {
  await user.type(step.getByRole('combobox', { name: 'Job title' }), 'Cook')
  await user.type(step.getByLabelText('Salary (NRs)'), '9000')
  await choose(user, step.getByRole('combobox', { name: 'District' }), 'Kath', 'Kathmandu')
  await choose(
    user,
    step.getByRole('combobox', { name: 'Municipality/VDC' }),
    'Kath',
    'Kathmandu Metropolitan City',
  )
}

describe('step 1 validation', { timeout: 60_000 }, () => {
  it('shows every required message under its field for an empty step, and sends nothing', async () => {
    const { user, step, calls } = await openStep1()
    await user.clear(step.getByRole('textbox', { name: 'Number of candidates' }))
    await user.type(step.getByRole('textbox', { name: 'Number of candidates' }), '0')
    await user.click(step.getByRole('button', { name: 'Proceed' }))
    const messages = await waitFor(() => {
      const found = [...document.querySelectorAll('.help.is-danger')].map((p) => p.textContent)
      expect(found.length).toBeGreaterThan(0)
      return found
    })
    expect(messages).toEqual([
      'Please fill this in.',
      'It must be 1 or more.',
      'Please fill this in.',
      'Please fill this in.',
      'Please fill this in.',
      'Please fill this in.',
    ])
    const title = step.getByRole('combobox', { name: 'Job title' })
    expect(title.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(title.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Please fill this in.',
    )
    expect(errorUnder(step.getByRole('textbox', { name: 'Number of candidates' }))).toBe(
      'It must be 1 or more.',
    )
    expect(calls.some((call) => call.method === 'POST')).toBe(false)
  })

  it('says the same in Nepali', async () => {
    const { user, step } = await openStep1('/job/post')
    await user.click(step.getByRole('button', { name: 'अगाडि बढ्नुहोस्' }))
    await waitFor(() =>
      expect([...document.querySelectorAll('.help.is-danger')].map((p) => p.textContent)).toEqual([
        'कृपया यो भर्नुहोस्।',
        'कृपया यो भर्नुहोस्।',
        'कृपया यो भर्नुहोस्।',
        'कृपया यो भर्नुहोस्।',
        'कृपया यो भर्नुहोस्।',
      ]),
    )
  })

  it('checks the salary: at least 0, and the maximum of a range not below the minimum', async () => {
    const { user, step } = await openStep1()
    await user.type(step.getByLabelText('Salary (NRs)'), '-5')
    await user.click(step.getByRole('radio', { name: 'Range' }))
    await user.type(step.getByLabelText('Maximum salary (NRs)'), '-1')
    await user.click(step.getByRole('button', { name: 'Proceed' }))
    await waitFor(() =>
      expect(errorUnder(step.getByLabelText('Minimum salary (NRs)'))).toBe('It must be 0 or more.'),
    )
    expect(errorUnder(step.getByLabelText('Maximum salary (NRs)'))).toBe('It must be 0 or more.')

    await user.clear(step.getByLabelText('Minimum salary (NRs)'))
    await user.type(step.getByLabelText('Minimum salary (NRs)'), '30000')
    await user.clear(step.getByLabelText('Maximum salary (NRs)'))
    await user.type(step.getByLabelText('Maximum salary (NRs)'), '20000')
    await user.click(step.getByRole('button', { name: 'Proceed' }))
    await waitFor(() =>
      expect(errorUnder(step.getByLabelText('Maximum salary (NRs)'))).toBe(
        'The maximum may not be below the minimum.',
      ),
    )
  })
})

describe('server errors on step 1', { timeout: 60_000 }, () => {
  it('shows field errors under their fields (nested ones too) and the others in the banner', async () => {
    const app = await openStep1('/en/job/post', (call) =>
      call.method === 'POST' && call.pathname === '/api/v1/job/basic-info-new/'
        ? {
            status: 400,
            body: {
              title: ['A job with this title is open already.'],
              offered_salary: { minimum: ['Below the legal minimum wage.'] },
              job_locations: [{ address: ['Invalid pk "1" - object does not exist.'] }],
              non_field_errors: ['Posting is paused today.'],
            },
          }
        : undefined,
    )
    const { user, step } = app
    await fillAllButAddress(user, step)
    await choose(user, step.getByRole('combobox', { name: 'Address' }), 'Tham', 'Thamel')
    await user.click(step.getByRole('button', { name: 'Proceed' }))

    const banner = await step.findByRole('alert')
    expect(banner.textContent).toBe('Posting is paused today.')
    const describedBy = (field: HTMLElement) =>
      document.getElementById(field.getAttribute('aria-describedby')!)?.textContent
    expect(describedBy(step.getByRole('combobox', { name: 'Job title' }))).toBe(
      'A job with this title is open already.',
    )
    expect(describedBy(step.getByLabelText('Salary (NRs)'))).toBe('Below the legal minimum wage.')
    expect(describedBy(step.getByRole('combobox', { name: 'Address' }))).toBe(
      'Invalid pk "1" - object does not exist.',
    )
  })
})

describe('issue 34: a busy server is not a field error', { timeout: 60_000 }, () => {
  it('shows a 503 as a notice above the form, keeps what was typed, and saves on the next try', async () => {
    const busy =
      'The server is busy right now and nothing was saved. Please try again in a few seconds.'
    let posts = 0
    const app = await openStep1('/en/job/post', (call) =>
      call.method === 'POST' && call.pathname === '/api/v1/job/basic-info-new/' && posts++ === 0
        ? { status: 503, body: { detail: busy } }
        : undefined,
    )
    const { user, step } = app
    await fillAllButAddress(user, step)
    await choose(user, step.getByRole('combobox', { name: 'Address' }), 'Tham', 'Thamel')
    await user.click(step.getByRole('button', { name: 'Proceed' }))

    const banner = await step.findByRole('alert')
    expect(banner.textContent).toBe(busy)
    // Not the error page, nothing under a field, and the form as it was.
    expect(document.querySelectorAll('.help.is-danger')).toHaveLength(0)
    expect(value(step.getByRole('combobox', { name: 'Job title' }))).toBe('Cook')
    expect(value(step.getByLabelText('Salary (NRs)'))).toBe('9000')

    await user.click(step.getByRole('button', { name: 'Proceed' }))
    await waitFor(() => expect(posts).toBe(2))
    await waitFor(() => expect(step.queryByRole('alert')).toBeNull())
    expect(app.calls.filter((call) => call.method === 'POST')).toHaveLength(2)
  })
})

describe('location cascade', { timeout: 60_000 }, () => {
  it('keeps the municipality and the address disabled until the level above is chosen', async () => {
    const { user, step } = await openStep1()
    const municipality = step.getByRole('combobox', { name: 'Municipality/VDC' })
    const address = step.getByRole('combobox', { name: 'Address' })
    expect([disabled(municipality), disabled(address)]).toEqual([true, true])
    await choose(user, step.getByRole('combobox', { name: 'District' }), 'Kath', 'Kathmandu')
    expect([disabled(municipality), disabled(address)]).toEqual([false, true])
    await choose(user, municipality, 'Kath', 'Kathmandu Metropolitan City')
    expect(disabled(address)).toBe(false)
  })

  it('clears what lies below a changed level', async () => {
    const { user, step } = await openStep1()
    const district = step.getByRole('combobox', { name: 'District' })
    const municipality = step.getByRole('combobox', { name: 'Municipality/VDC' })
    const address = step.getByRole('combobox', { name: 'Address' })
    const fill = async () => {
      await choose(user, district, 'Kath', 'Kathmandu')
      await choose(user, municipality, 'Kath', 'Kathmandu Metropolitan City')
      await choose(user, address, 'Tham', 'Thamel')
    }
    await fill()
    await choose(user, municipality, 'Kirt', 'Kirtipur Municipality')
    expect(value(address)).toBe('')
    await choose(user, district, 'Lalit', 'Lalitpur')
    expect([value(municipality), value(address)]).toEqual(['', ''])
    expect(disabled(address)).toBe(true)

    await fill()
    await user.selectOptions(step.getByRole('combobox', { name: 'Province' }), 'Gandaki Province')
    expect([value(district), value(municipality), value(address)]).toEqual(['', '', ''])
  })

  it('asks the server from 3 characters, filtered by the level above, and lists 10', async () => {
    const { user, step, calls } = await openStep1()
    await user.selectOptions(step.getByRole('combobox', { name: 'Province' }), 'Bagmati Province')
    const district = step.getByRole('combobox', { name: 'District' })
    await user.type(district, 'Ka')
    expect(lookups(calls, '/api/v1/common/district/')).toEqual([])
    const listbox = document.getElementById(district.getAttribute('aria-controls')!)!
    expect(listbox.textContent).toBe('Type at least 3 characters to search')
    await user.type(district, 't')
    await within(listbox).findByRole('option', { name: 'Kathmandu' })
    expect(lookups(calls, '/api/v1/common/district/')).toEqual([
      '/api/v1/common/district/?search=Kat&province=3',
    ])

    const title = step.getByRole('combobox', { name: 'Job title' })
    await user.type(title, 'Acc')
    const titles = document.getElementById(title.getAttribute('aria-controls')!)!
    await waitFor(() => expect(within(titles).getAllByRole('option')).toHaveLength(10))
  })

  it('creates a typed address in the chosen municipality, and reuses one that exists', async () => {
    const { user, step, calls } = await openStep1()
    await choose(user, step.getByRole('combobox', { name: 'District' }), 'Kath', 'Kathmandu')
    const municipality = step.getByRole('combobox', { name: 'Municipality/VDC' })
    await choose(user, municipality, 'Kath', 'Kathmandu Metropolitan City')
    const address = step.getByRole('combobox', { name: 'Address' })

    await user.type(address, 'thamel{Enter}')
    await waitFor(() => expect(value(address)).toBe('Thamel'))
    const posts = () => calls.filter((c) => c.method === 'POST').map((c) => [c.pathname, c.body])
    expect(posts()).toEqual([])

    await user.clear(address)
    await choose(user, address, 'New Road', 'Add “New Road”')
    await waitFor(() => expect(value(address)).toBe('New Road'))
    expect(posts()).toEqual([['/api/v1/common/locations/', { address: 'New Road', city: 271 }]])
  })
})

describe('an address still being added when Proceed is pressed', { timeout: 60_000 }, () => {
  it('clears its "fill this in" once the address is in, and saves it on the next Proceed', async () => {
    let addressAdded = () => {}
    const adding = new Promise<undefined>((resolve) => (addressAdded = () => resolve(undefined)))
    const app = await openStep1('/en/job/post', (call) =>
      call.method === 'POST' && call.pathname === '/api/v1/common/locations/' ? adding : undefined,
    )
    const { user, step } = app
    await fillAllButAddress(user, step)
    const address = step.getByRole('combobox', { name: 'Address' })
    await user.type(address, 'New Road{Enter}')
    await user.click(step.getByRole('button', { name: 'Proceed' }))
    await waitFor(() => expect(errorUnder(address)).toBe('Please fill this in.'))

    addressAdded()
    await waitFor(() => expect(value(address)).toBe('New Road'))
    await waitFor(() => expect(address.getAttribute('aria-invalid')).toBeNull())
    expect(errorUnder(address)).toBeUndefined()
    await user.click(step.getByRole('button', { name: 'Proceed' }))
    await waitFor(() =>
      expect(app.calls.find((c) => c.pathname === '/api/v1/job/basic-info-new/')).toBeTruthy(),
    )
  })
})

describe('salary', { timeout: 60_000 }, () => {
  it('fixed disables and clears the maximum; range enables it', async () => {
    const { user, step } = await openStep1()
    const maximum = step.getByLabelText('Maximum salary (NRs)')
    expect(disabled(maximum)).toBe(true)
    await user.click(step.getByRole('radio', { name: 'Range' }))
    expect(disabled(maximum)).toBe(false)
    await user.type(maximum, '50000')
    await user.click(step.getByRole('radio', { name: 'Fixed' }))
    expect([disabled(maximum), value(maximum)]).toEqual([true, ''])
    expect(step.getByRole('combobox', { name: 'Salary unit' })).toBeTruthy()
  })
})

describe('job templates', { timeout: 60_000 }, () => {
  it('choosing a title fetches its template, which fills level, type, salary and description', async () => {
    const { user, step, calls } = await openStep1()
    await choose(user, step.getByRole('combobox', { name: 'Job title' }), 'Accou', 'Accountant')
    await waitFor(() =>
      expect(value(step.getByRole('combobox', { name: 'Job level' }))).toBe('mid_level'),
    )
    expect(lookups(calls, '/api/v1/job/templates/')).toContain(
      '/api/v1/job/templates/?search=Accountant',
    )
    expect(value(step.getByRole('combobox', { name: 'Job type' }))).toBe('part_time')
    expect((step.getByRole('radio', { name: 'Range' }) as HTMLInputElement).checked).toBe(true)
    expect(value(step.getByLabelText('Minimum salary (NRs)'))).toBe('30000')
    expect(value(step.getByLabelText('Maximum salary (NRs)'))).toBe('45000')
    expect(value(step.getByRole('combobox', { name: 'Saved template' }))).toBe('Accountant')
    // The title keeps what was chosen once the template has filled the rest.
    expect(value(step.getByRole('combobox', { name: 'Job title' }))).toBe('Accountant')
    // The template's description is sanitized before it is shown: its script is gone.
    const editor = await step.findByTestId('description-editor')
    await waitFor(() => expect(editor.textContent).toBe('Keeps the books.'))
    expect(editor.querySelector('strong')?.textContent).toBe('books')
  })

  it('choosing a saved template puts its name in an empty job title', async () => {
    const { user, step } = await openStep1()
    await choose(
      user,
      step.getByRole('combobox', { name: 'Saved template' }),
      'Recep',
      'Receptionist',
    )
    await waitFor(() =>
      expect(value(step.getByRole('combobox', { name: 'Job title' }))).toBe('Receptionist'),
    )
    expect(value(step.getByLabelText('Salary (NRs)'))).toBe('20000')
  })

  it('choosing a saved template keeps a job title already typed', async () => {
    const { user, step } = await openStep1()
    await user.type(step.getByRole('combobox', { name: 'Job title' }), 'Front desk officer')
    await choose(
      user,
      step.getByRole('combobox', { name: 'Saved template' }),
      'Recep',
      'Receptionist',
    )
    await waitFor(() => expect(value(step.getByLabelText('Salary (NRs)'))).toBe('20000'))
    expect(value(step.getByRole('combobox', { name: 'Job title' }))).toBe('Front desk officer')
  })

  it('clearing the template resets vacancies, job type, job level and shift', async () => {
    const { user, step } = await openStep1()
    await user.clear(step.getByRole('textbox', { name: 'Number of candidates' }))
    await user.type(step.getByRole('textbox', { name: 'Number of candidates' }), '4')
    await user.selectOptions(step.getByRole('combobox', { name: 'Preferred shift' }), 'Evening')
    await choose(user, step.getByRole('combobox', { name: 'Saved template' }), 'Acco', 'Accountant')
    await waitFor(() =>
      expect(value(step.getByRole('combobox', { name: 'Job level' }))).toBe('mid_level'),
    )
    await user.click(step.getByRole('button', { name: 'Clear template' }))
    expect(value(step.getByRole('textbox', { name: 'Number of candidates' }))).toBe('1')
    expect(value(step.getByRole('combobox', { name: 'Job type' }))).toBe('full_time')
    expect(value(step.getByRole('combobox', { name: 'Job level' }))).toBe('entry_level')
    expect(value(step.getByRole('combobox', { name: 'Preferred shift' }))).toBe('Regular')
    expect(value(step.getByRole('combobox', { name: 'Saved template' }))).toBe('')
  })
})
