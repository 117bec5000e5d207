import { defaultDeadline } from '@jagir/shared/rules/job-deadline'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { buildEmployer } from '../../../testing/factories'
import { currentPath } from '../../../testing/render-app'
import { buildFakeJob, type JobApiCall } from '../testing/fake-job-api'
import { choose, renderWizard, wizardDialog } from '../testing/render-wizard'

const sent = (calls: JobApiCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.pathname === path).map((call) => call.body)

const notice = async (text: string) =>
  waitFor(() => expect(screen.getByTestId('snackbar').textContent).toContain(text))

describe('job post wizard: step 1 to step 2 to step 3 to the preview', { timeout: 60_000 }, () => {
  it('saves each step, moves on, updates the address and shows each notice', async () => {
    const { user, router, calls } = await renderWizard('/en/job/post', { user: buildEmployer() })
    const step1 = await wizardDialog(/Post a Job/)
    await choose(user, step1.getByRole('combobox', { name: 'Job title' }), 'Recep', 'Receptionist')
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
        // 'Apply by' left at its default: 30 days from today.
        deadline: defaultDeadline(),
      },
    ])

    const step2 = await wizardDialog(/Job Specification/)
    await user.selectOptions(
      await step2.findByRole('combobox', { name: 'Minimum educational qualification' }),
      'Bachelor',
    )
    await user.click(step2.getByRole('checkbox', { name: 'Education is a must-have' }))
    await user.clear(step2.getByRole('textbox', { name: 'Minimum experience' }))
    await user.type(step2.getByRole('textbox', { name: 'Minimum experience' }), '2')
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
})

const value = (element: HTMLElement) => (element as HTMLInputElement).value

describe('job post wizard: Previous Step and closing', { timeout: 60_000 }, () => {
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
    await user.clear(step2.getByRole('textbox', { name: 'Minimum experience' }))
    await user.type(step2.getByRole('textbox', { name: 'Minimum experience' }), '3')
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
    expect(value(again2.getByRole('textbox', { name: 'Minimum experience' }))).toBe('3')
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
