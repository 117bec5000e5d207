import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { buildEmployer } from '../../../testing/factories'
import { currentPath } from '../../../testing/render-app'
import { buildFakeJob } from '../testing/fake-job-api'
import { renderWizard } from '../testing/render-wizard'

describe('the job preview', { timeout: 60_000 }, () => {
  it('shows the job as a seeker will see it, with Edit back to the wizard and Publish', async () => {
    const job = buildFakeJob()
    const { user, router, calls, jobs } = await renderWizard(`/en/job/preview?slug=${job.slug}`, {
      user: buildEmployer(),
      jobs: [job],
    })
    await screen.findByRole('heading', { level: 1, name: 'Book Keeper' }, { timeout: 15_000 })
    expect(screen.getByText('tidy').tagName).toBe('EM')
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      `/en/job/post?slug=${job.slug}&step=1`,
    )
    await user.click(screen.getByRole('button', { name: 'Publish' }))
    await waitFor(() =>
      expect(screen.getByTestId('snackbar').textContent).toContain('Your job has been published.'),
    )
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.pathname)).toEqual([
      `/api/v1/job/${job.slug}/publish/`,
    ])
    expect(jobs.get(job.slug)!.status).toBe('active')
    await waitFor(() => expect(currentPath(router)).toBe(`/en/job/${job.slug}/detail`), {
      timeout: 10_000,
    })
  })

  it("is the 404 page for another employer's job, as the API's owner-only read answers", async () => {
    // Another employer's published job: its detail is public, its wizard read is 404 (no leak).
    const job = buildFakeJob({ slug: 'someone-elses-job', status: 'active' })
    await renderWizard(`/en/job/preview?slug=${job.slug}`, {
      user: buildEmployer(),
      jobs: [job],
      answer: (call) =>
        call.pathname === `/api/v1/job/${job.slug}/basic-info-new/`
          ? { status: 404, body: { detail: 'Not found.' } }
          : undefined,
    })
    expect(await screen.findByText('Page Not Found', undefined, { timeout: 15_000 })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull()
    expect(screen.queryByText('This is how job seekers will see your job.')).toBeNull()
  })

  it('offers no Publish for a job that cannot be published (denied, pending, live)', async () => {
    const job = buildFakeJob({ status: 'denied' })
    await renderWizard(`/en/job/preview?slug=${job.slug}`, {
      user: buildEmployer(),
      jobs: [job],
    })
    await screen.findByRole('heading', { level: 1, name: 'Book Keeper' }, { timeout: 15_000 })
    expect(screen.getByRole('link', { name: 'Edit' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull()
  })

  it('says so when the address names no job', async () => {
    await renderWizard('/job/preview', { user: buildEmployer() })
    await screen.findByText('पूर्वावलोकन गर्न कुनै जागिर छैन।', undefined, { timeout: 15_000 })
  })
})
