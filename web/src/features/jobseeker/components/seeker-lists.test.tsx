import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { buildJobseeker } from '../../../testing/factories'
import { renderApp } from '../../../testing/render-app'
import { buildProfile } from '../testing/build-profile'

const seeker = buildJobseeker({ jobseeker_profile: { id: 2, username: 'sita-sharma' } })
/** Pages of the provider's lists, by the paths written out by hand (its parameter names). */
const APPLIED = '/api/v1/jobseeker/applied-jobs/?page=1&page_size=10'
const LIKED = '/api/v1/jobseeker/liked-jobs/?page=1&page_size=10'
const VIEWS = '/api/v1/jobseeker/profile-views/?page=1&page_size=10'
const page = (results: object[]) => ({
  body: { count: results.length, next: null, previous: null, results },
})
const job = (slug: string, title: string, extra = {}) => ({
  slug,
  title,
  organization: { id: 7, name: 'Himal Traders', logo: null },
  location: 'Pokhara Metropolitan City, Kaski',
  status: 'active',
  deadline: '2033-01-15T18:14:59.000Z',
  ...extra,
})

const open = (path: string, routes: Record<string, unknown>) =>
  renderApp(path, {
    user: seeker,
    routes: { 'GET /api/v1/jobseeker/me/': { body: buildProfile() }, ...routes } as never,
  })

describe('the applied-jobs tab', () => {
  it('lists each application with its job, organisation, date and status, and asks before withdrawing', async () => {
    let applications = [
      {
        id: 41,
        status: 'shortlisted',
        created_at: '2026-11-20T05:00:00Z',
        can_withdraw: true,
        job: job('cook-41', 'Cook'),
      },
      {
        id: 40,
        status: 'hired',
        created_at: '2026-11-02T05:00:00Z',
        can_withdraw: false,
        job: job('driver-40', 'Driver'),
      },
    ]
    const { calls } = await open('/en/jobseeker/profile/me?tab=applied-jobs', {
      [`GET ${APPLIED}`]: () => page(applications),
      'DELETE /api/v1/jobseeker/applied-jobs/41/': () => {
        applications = applications.filter((a) => a.id !== 41)
        return { status: 204 }
      },
    })
    const list = await screen.findByRole('list', { name: 'Your applications' })
    const [cook, driver] = within(list).getAllByRole('listitem')
    expect(cook!.textContent).toContain('Himal Traders')
    expect(cook!.textContent).toContain('Applied on Nov 20, 2026')
    expect(within(cook!).getByText('Next round').className).toContain('tag')
    expect(within(driver!).getByText('Hired')).toBeDefined()
    // A decided application cannot be withdrawn.
    expect(within(driver!).queryByRole('button', { name: /Withdraw/ })).toBeNull()
    await userEvent.click(
      within(cook!).getByRole('button', { name: 'Withdraw your application for Cook' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your application?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }))
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false)
    await userEvent.click(
      within(cook!).getByRole('button', { name: 'Withdraw your application for Cook' }),
    )
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw' }),
    )
    await waitFor(() => expect(screen.queryByText('Cook')).toBeNull())
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/v1/jobseeker/applied-jobs/41/',
    ])
    expect(screen.getByText('Your application is withdrawn.')).toBeDefined()
  })

  it('shows the statuses in Nepali', async () => {
    await open('/jobseeker/profile/me?tab=applied-jobs', {
      [`GET ${APPLIED}`]: page([
        {
          id: 3,
          status: 'interview',
          created_at: '2026-11-20T05:00:00Z',
          can_withdraw: true,
          job: job('cook-3', 'Cook'),
        },
      ]),
    })
    expect(await screen.findByText('अन्तर्वार्ता')).toBeDefined()
    expect(screen.getByRole('link', { current: 'page' }).textContent).toBe('आवेदन दिएका जागिर')
  })
})

describe('the liked-jobs tab', () => {
  it('says which saved job has expired, and unsaves from the list', async () => {
    let saved = [
      { liked_at: '2026-11-20T05:00:00Z', job: job('cook-1', 'Cook') },
      { liked_at: '2026-11-01T05:00:00Z', job: job('old-2', 'Old job', { status: 'expired' }) },
    ]
    const { calls } = await open('/en/jobseeker/profile/me?tab=liked-jobs', {
      [`GET ${LIKED}`]: () => page(saved),
      'DELETE /api/v1/job/cook-1/like/': () => {
        saved = saved.filter((s) => s.job.slug !== 'cook-1')
        return { status: 204 }
      },
    })
    const list = await screen.findByRole('list', { name: 'Your saved jobs' })
    const [cook, old] = within(list).getAllByRole('listitem')
    expect(old!.textContent).toContain('This job has expired')
    expect(cook!.textContent).not.toContain('This job has expired')
    expect(cook!.textContent).toContain('Apply by Jan 15, 2033')
    await userEvent.click(within(cook!).getByRole('button', { name: 'Unsave Cook' }))
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1))
    expect(
      calls.some((call) => call.method === 'DELETE' && call.path === '/api/v1/job/cook-1/like/'),
    ).toBe(true)
  })
})

describe('the profile-view tab', () => {
  it('names the employers who viewed the profile and when', async () => {
    await open('/en/jobseeker/profile/me?tab=profile-view', {
      [`GET ${VIEWS}`]: page([
        {
          viewed_at: '2026-11-21T05:00:00Z',
          organization: { id: 1, slug: 'himal-traders', name: 'Himal Traders', logo: null },
        },
      ]),
    })
    const list = await screen.findByRole('list', { name: 'Employers who viewed your profile' })
    const link = within(list).getByRole('link', { name: 'Himal Traders' })
    expect(link.getAttribute('href')).toBe('/en/employer/detail/himal-traders')
    expect(list.textContent).toContain('Viewed your profile on Nov 21, 2026')
  })

  it('says so when no one has', async () => {
    await open('/en/jobseeker/profile/me?tab=profile-view', { [`GET ${VIEWS}`]: page([]) })
    expect(await screen.findByText(/No employer has viewed your profile yet/)).toBeDefined()
  })
})
