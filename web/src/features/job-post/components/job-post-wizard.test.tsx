import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { buildEmployer } from '../../../testing/factories'
import { currentPath } from '../../../testing/render-app'
import { buildFakeJob, type JobApiCall } from '../testing/fake-job-api'
import { choose, renderWizard, wizardDialog } from '../testing/render-wizard'

const sent = (calls: JobApiCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.pathname === path).map((call) => call.body)

const notice = async (text: string) =>
  waitFor(() => expect(screen.getByTestId('snackbar').textContent).toContain(text))

describe(
  'spec section 4, job post wizard: step 1 to step 2 to step 3 to the preview',
  { timeout: 60_000 },
  () => {
    it('saves each step, moves on, updates the address and shows each notice', async () => {
      const { user, router, calls } = await renderWizard('/en/job/post', { user: buildEmployer() })
      const step1 = await wizardDialog(/Post a Job/)
      await choose(
        user,
        step1.getByRole('combobox', { name: 'Job title' }),
        'Recep',
        'Receptionist',
      )
      // The template of the title fills the salary (20000, fixed) and the description.
      await waitFor(() =>
        expect((step1.getByLabelText('Salary (NRs)') as HTMLInputElement).value).toBe('20000'),
      )
      await choose(user, step1.getByRole('combobox', { name: 'District' }), 'Kath', 'Kathmandu')
      await choose(
        user,
        step1.getByRole('combobox', { name: 'Municipality/VDC' }),
        'Kath',
        'Kathmandu Metropolitan City',
      )
      await choose(user, step1.getByRole('combobox', { name: 'Address' }), 'Tham', 'Thamel')
      await user.click(step1.getByRole('button', { name: 'Proceed' }))

      await notice('Successfully updated Basic Information')
      await waitFor(() => expect(currentPath(router)).toBe('/en/job/post?slug=job-100&step=2'))
      expect(sent(calls, 'POST', '/api/v1/job/basic-info-new/')).toEqual([
        {
          organization: 7,
          title: 'Receptionist',
          job_locations: [{ address: 1 }],
          vacancies: 1,
          description: '<p>Greets visitors.</p>',
          offered_salary: {
            currency: 'NRs',
            operator: 'Equals',
            minimum: 20000,
            maximum: null,
            unit: 'Monthly',
          },
          preferred_shift: 'Regular',
          job_level: 'entry_level',
          available_for: ['full_time'],
          tags: [],
        },
      ])

      const step2 = await wizardDialog(/Job Specification/)
      await user.selectOptions(
        await step2.findByRole('combobox', { name: 'Minimum educational qualification' }),
        'Bachelor',
      )
      await user.click(step2.getByRole('checkbox', { name: 'Education is a must-have' }))
      await user.clear(step2.getByRole('spinbutton', { name: 'Minimum experience' }))
      await user.type(step2.getByRole('spinbutton', { name: 'Minimum experience' }), '2')
      await user.click(step2.getByRole('button', { name: 'Add Skills' }))
      await choose(user, step2.getByRole('combobox', { name: 'Skills' }), 'Book', 'Bookkeeping')
      await user.click(step2.getByRole('button', { name: 'Next Step' }))

      await notice('Successfully updated Job Specification')
      await waitFor(() => expect(currentPath(router)).toBe('/en/job/post?slug=job-100&step=3'))
      expect(sent(calls, 'PUT', '/api/v1/job/job-100/job-specification-new/')).toEqual([
        {
          is_education_specific: true,
          education_level: 3,
          is_experience_required: false,
          min_experience_months: 24,
          experience_operator: '==',
          max_experience_months: null,
          is_skill_specific: true,
          personal_qualities: [],
          skills: [3],
          work_standards: [],
          required_knowledge: [],
        },
      ])

      const step3 = await wizardDialog(/Additional Info/)
      expect(step3.getByText('Please fill your basic information')).toBeTruthy()
      await user.click(step3.getByRole('switch', { name: 'Benefits' }))
      await choose(user, step3.getByRole('combobox', { name: 'Benefits' }), 'Lun', 'Lunch')
      await user.click(step3.getByRole('switch', { name: 'Gender preference' }))
      await user.click(step3.getByRole('button', { name: 'Preview and Publish' }))

      await notice('Successfully updated Additional Information')
      await waitFor(() => expect(currentPath(router)).toBe('/en/job/preview?slug=job-100'), {
        timeout: 10_000,
      })
      expect(sent(calls, 'PUT', '/api/v1/job/job-100/additional-info-new/')).toEqual([
        {
          benefits: [1],
          required_two_wheeler: false,
          document_categories: [],
          show_name: true,
          org_alt_name: '',
          is_document_required: false,
          is_gender_specific: true,
          gender: 'Female',
          is_age_specific: false,
          min_age: null,
          max_age: null,
        },
      ])
    })
  },
)

const value = (element: HTMLElement) => (element as HTMLInputElement).value

describe('spec section 4, job post wizard: Previous Step and closing', { timeout: 60_000 }, () => {
  it('goes back with the entered values, and the job saved in step 1 is then updated', async () => {
    const { user, router, calls } = await renderWizard('/en/job/post', { user: buildEmployer() })
    const step1 = await wizardDialog(/Post a Job/)
    await user.type(step1.getByRole('combobox', { name: 'Job title' }), 'Tea maker')
    await choose(user, step1.getByRole('combobox', { name: 'District' }), 'Kask', 'Kaski')
    await choose(
      user,
      step1.getByRole('combobox', { name: 'Municipality/VDC' }),
      'Pokh',
      'Pokhara Metropolitan City',
    )
    await choose(user, step1.getByRole('combobox', { name: 'Address' }), 'Lake', 'Lakeside')
    await user.type(step1.getByLabelText('Salary (NRs)'), '15000')
    await user.click(step1.getByRole('button', { name: 'Proceed' }))

    const step2 = await wizardDialog(/Job Specification/)
    await user.clear(step2.getByRole('spinbutton', { name: 'Minimum experience' }))
    await user.type(step2.getByRole('spinbutton', { name: 'Minimum experience' }), '3')
    await user.click(step2.getByRole('button', { name: 'Add Skills' }))
    await choose(user, step2.getByRole('combobox', { name: 'Skills' }), 'Payr', 'Payroll')
    await user.click(step2.getByRole('button', { name: 'Previous Step' }))

    await waitFor(() => expect(currentPath(router)).toBe('/en/job/post?slug=job-100&step=1'))
    const back1 = await wizardDialog(/Post a Job/)
    expect(value(back1.getByRole('combobox', { name: 'Job title' }))).toBe('Tea maker')
    expect(value(back1.getByRole('combobox', { name: 'Address' }))).toBe('Lakeside')
    expect(value(back1.getByLabelText('Salary (NRs)'))).toBe('15000')
    await user.click(back1.getByRole('button', { name: 'Update' }))

    const again2 = await wizardDialog(/Job Specification/)
    expect(value(again2.getByRole('spinbutton', { name: 'Minimum experience' }))).toBe('3')
    expect(again2.getByRole('listitem', { name: /Payroll/ })).toBeTruthy()
    expect(sent(calls, 'POST', '/api/v1/job/basic-info-new/')).toHaveLength(1)
    expect(sent(calls, 'PUT', '/api/v1/job/job-100/basic-info-new/')).toEqual([
      expect.objectContaining({ title: 'Tea maker', job_locations: [{ address: 3 }] }),
    ])
  })

  it("closing resets the address to the part before 'job'", async () => {
    const job = buildFakeJob()
    const english = await renderWizard(`/en/job/post?slug=${job.slug}&step=2`, {
      user: buildEmployer(),
      jobs: [job],
    })
    const step2 = await wizardDialog(/Job Specification/)
    await english.user.click(step2.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(currentPath(english.router)).toBe('/en'))
    english.unmount()

    const nepali = await renderWizard('/job/post', { user: buildEmployer() })
    await wizardDialog(/जागिर पोस्ट/)
    await nepali.user.keyboard('{Escape}')
    await waitFor(() => expect(currentPath(nepali.router)).toBe('/'))
  })
})

describe('spec section 4, job post wizard: a slug means edit mode', { timeout: 60_000 }, () => {
  it('prefills every step from the saved job, shows Update and sends the same payloads back', async () => {
    const job = buildFakeJob()
    const { basic, specification } = structuredClone(job)
    const { user, calls } = await renderWizard(`/en/job/post?slug=${job.slug}&step=1`, {
      user: buildEmployer(),
      jobs: [job],
    })
    const step1 = await wizardDialog(/Post a Job/)
    expect(value(step1.getByRole('combobox', { name: 'Job title' }))).toBe('Book Keeper')
    expect(value(step1.getByRole('spinbutton', { name: 'Number of candidates' }))).toBe('3')
    expect(value(step1.getByRole('combobox', { name: 'District' }))).toBe('Kathmandu')
    expect(value(step1.getByRole('combobox', { name: 'Municipality/VDC' }))).toBe(
      'Kathmandu Metropolitan City',
    )
    expect(value(step1.getByRole('combobox', { name: 'Address' }))).toBe('Baneshwor')
    expect((step1.getByRole('radio', { name: 'Range' }) as HTMLInputElement).checked).toBe(true)
    expect(value(step1.getByLabelText('Maximum salary (NRs)'))).toBe('35000')
    expect(value(step1.getByRole('combobox', { name: 'Preferred shift' }))).toBe('Morning')
    expect(value(step1.getByRole('combobox', { name: 'Job type' }))).toBe('part_time')
    expect(value(step1.getByRole('combobox', { name: 'Job level' }))).toBe('mid_level')
    expect((await step1.findByTestId('description-editor')).textContent).toBe('Keeps tidy books.')
    expect(step1.queryByRole('combobox', { name: 'Saved template' })).toBeNull()
    expect(step1.queryByRole('button', { name: 'Proceed' })).toBeNull()
    await user.click(step1.getByRole('button', { name: 'Update' }))

    const step2 = await wizardDialog(/Job Specification/)
    expect(sent(calls, 'PUT', `/api/v1/job/${job.slug}/basic-info-new/`)).toEqual([basic])
    expect(sent(calls, 'POST', '/api/v1/job/basic-info-new/')).toEqual([])
    await waitFor(() =>
      expect(
        value(step2.getByRole('combobox', { name: 'Minimum educational qualification' })),
      ).toBe('2'),
    )
    expect(value(step2.getByRole('spinbutton', { name: 'Minimum experience' }))).toBe('3')
    const skills = step2.getByRole('region', { name: 'Skills' })
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Accounting', 'Bookkeeping'])
    expect(step2.getByRole('region', { name: 'Required Knowledge' }).textContent).toContain(
      'Double entry',
    )
    await user.click(step2.getByRole('button', { name: 'Next Step' }))

    const step3 = await wizardDialog(/Additional Info/)
    expect(sent(calls, 'PUT', `/api/v1/job/${job.slug}/job-specification-new/`)).toEqual([
      specification,
    ])
    const on = (name: string) => (step3.getByRole('switch', { name }) as HTMLInputElement).checked
    expect([on('Benefits'), on('Two-wheeler required'), on('Hide organization name')]).toEqual([
      true,
      true,
      true,
    ])
    expect(step3.getByRole('list', { name: 'Benefits' }).textContent).toContain('Insurance')
    expect(value(step3.getByRole('textbox', { name: 'Alternative Name' }))).toBe('A trading house')
    expect(value(step3.getByRole('combobox', { name: 'Age limit' }))).toBe('less')
    expect(value(step3.getByRole('spinbutton', { name: 'Age' }))).toBe('40')
  })
})

describe('spec section 4, Post Job button rules inside the wizard', { timeout: 60_000 }, () => {
  it('an employer without the initial form gets the details dialog, and the wizard closes', async () => {
    const { router } = await renderWizard('/en/job/post', {
      user: buildEmployer({ has_filled_initial_form: false }),
    })
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Employer Details' },
      { timeout: 15_000 },
    )
    expect(dialog.textContent).toContain('Initial profile form not filled')
    await waitFor(() => expect(currentPath(router)).toBe('/en'))
  })

  it("spec section 8: a 412 at job creation shows 'Please fill up the Initial form first.'", async () => {
    const { user } = await renderWizard('/en/job/post', {
      user: buildEmployer(),
      answer: (call) =>
        call.pathname === '/api/v1/job/basic-info-new/'
          ? { status: 412, body: { detail: 'Initial form missing' } }
          : undefined,
    })
    const step1 = await wizardDialog(/Post a Job/)
    await user.type(step1.getByRole('combobox', { name: 'Job title' }), 'Cook')
    await choose(user, step1.getByRole('combobox', { name: 'District' }), 'Kath', 'Kathmandu')
    await choose(
      user,
      step1.getByRole('combobox', { name: 'Municipality/VDC' }),
      'Kirt',
      'Kirtipur Municipality',
    )
    await user.click(step1.getByRole('combobox', { name: 'Address' }))
    await user.type(step1.getByRole('combobox', { name: 'Address' }), 'Naya Bazar{Enter}')
    await user.type(step1.getByLabelText('Salary (NRs)'), '18000')
    await user.click(step1.getByRole('button', { name: 'Proceed' }))
    const banner = await step1.findByTestId('wizard-errors')
    expect(banner.textContent).toBe('Please fill up the Initial form first.')
  })
})
