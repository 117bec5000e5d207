import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { buildEmployer } from '../../../testing/factories'
import { currentPath } from '../../../testing/render-app'
import type { JobApiCall } from '../testing/fake-job-api'
import { choose, renderWizard, wizardDialog } from '../testing/render-wizard'

const posts = (calls: JobApiCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.pathname === '/api/v1/job/basic-info-new/')

const value = (element: HTMLElement) => (element as HTMLInputElement).value

type Wizard = Awaited<ReturnType<typeof renderWizard>>

/** Fills step 1 of a new job with a title, a place and a salary. */
async function fillStep1({ user }: Wizard, title: string) {
  const step1 = await wizardDialog(/Post a Job/)
  await user.type(step1.getByRole('combobox', { name: 'Job title' }), title)
  await choose(user, step1.getByRole('combobox', { name: 'District' }), 'Kask', 'Kaski')
  await choose(
    user,
    step1.getByRole('combobox', { name: 'Municipality/VDC' }),
    'Pokh',
    'Pokhara Metropolitan City',
  )
  await choose(user, step1.getByRole('combobox', { name: 'Address' }), 'Lake', 'Lakeside')
  await user.type(step1.getByLabelText('Salary (NRs)'), '15000')
  return step1
}

afterEach(() => sessionStorage.clear())

describe('job post wizard and the browser history', { timeout: 60_000 }, () => {
  it("Back from step 2 goes to step 1 of the same job, and its Update doesn't post a second job", async () => {
    const wizard = await renderWizard('/en/job/post', { user: buildEmployer() })
    const step1 = await fillStep1(wizard, 'Tea maker')
    await wizard.user.click(step1.getByRole('button', { name: 'Proceed' }))
    await waitFor(() => expect(currentPath(wizard.router)).toBe('/en/job/post?slug=job-100&step=2'))
    await wizardDialog(/Job Specification/)

    await wizard.router.navigate(-1)
    await waitFor(() => expect(currentPath(wizard.router)).toBe('/en/job/post?slug=job-100&step=1'))
    const back1 = await wizardDialog(/Post a Job/)
    expect(value(back1.getByRole('combobox', { name: 'Job title' }))).toBe('Tea maker')
    await wizard.user.click(back1.getByRole('button', { name: 'Update' }))
    await wizardDialog(/Job Specification/)
    expect(posts(wizard.calls)).toHaveLength(1)
  })

  it('a reload of an unsaved step 1 keeps what was typed, until it is cancelled', async () => {
    const first = await renderWizard('/en/job/post', { user: buildEmployer() })
    await fillStep1(first, 'Night guard')
    first.unmount()

    const reloaded = await renderWizard('/en/job/post', { user: buildEmployer() })
    const step1 = await wizardDialog(/Post a Job/)
    expect(value(step1.getByRole('combobox', { name: 'Job title' }))).toBe('Night guard')
    expect(value(step1.getByRole('combobox', { name: 'District' }))).toBe('Kaski')
    expect(value(step1.getByRole('combobox', { name: 'Address' }))).toBe('Lakeside')
    expect(value(step1.getByLabelText('Salary (NRs)'))).toBe('15000')
    await reloaded.user.click(step1.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(currentPath(reloaded.router)).toBe('/en'))
    reloaded.unmount()

    await renderWizard('/en/job/post', { user: buildEmployer() })
    const fresh = await wizardDialog(/Post a Job/)
    expect(value(fresh.getByRole('combobox', { name: 'Job title' }))).toBe('')
  })

  it('a saved step 1 is not offered again to the next new job', async () => {
    const first = await renderWizard('/en/job/post', { user: buildEmployer() })
    const step1 = await fillStep1(first, 'Cashier')
    await first.user.click(step1.getByRole('button', { name: 'Proceed' }))
    await waitFor(() =>
      expect(screen.getByTestId('snackbar').textContent).toContain('Successfully'),
    )
    await wizardDialog(/Job Specification/)
    first.unmount()

    await renderWizard('/en/job/post', { user: buildEmployer() })
    const fresh = await wizardDialog(/Post a Job/)
    expect(value(fresh.getByRole('combobox', { name: 'Job title' }))).toBe('')
  })
})
