import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { buildEmployer, buildJobseeker } from '../../../testing/factories'
import { renderApp } from '../../../testing/render-app'
import { buildProfile, buildPublicProfile } from '../testing/build-profile'

const PROFILE = 'GET /api/v1/jobseeker/profile/sita-sharma/'

describe("a job seeker's public profile", () => {
  it('shows a visitor the public part and says what employers see', async () => {
    await renderApp('/en/jobseeker/profile/sita-sharma', {
      user: null,
      routes: { [PROFILE]: { body: buildPublicProfile() } },
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Sita Sharma' })).toBeDefined()
    expect(screen.getByText(/This is the public part of the profile/)).toBeDefined()
    expect(screen.queryByRole('heading', { name: 'Education' })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Contact' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Sign in as an employer' })).toBeDefined()
  })

  it('shows an employer the whole profile, education and experience included', async () => {
    await renderApp('/en/jobseeker/profile/sita-sharma', {
      user: buildEmployer(),
      routes: { [PROFILE]: { body: buildProfile({ contact: null }) } },
    })
    const education = (await screen.findByRole('heading', { name: 'Education' })).closest(
      'section',
    )!
    expect(education.textContent).toContain('Tribhuvan University')
    const work = screen.getByRole('heading', { name: 'Work experience' }).closest('section')!
    expect(work.textContent).toContain('Web intern')
    expect(work.textContent).toContain('Jun 1, 2021 – Dec 15, 2021')
    expect(screen.queryByText(/This is the public part/)).toBeNull()
  })

  it('is the 404 page for an unknown or hidden profile', async () => {
    await renderApp('/en/jobseeker/profile/nobody', {
      routes: {
        'GET /api/v1/jobseeker/profile/nobody/': { status: 404, body: { detail: 'Not found.' } },
      },
    })
    expect(await screen.findByRole('heading', { level: 1, name: '404 Error' })).toBeDefined()
  })
})

const seeker = buildJobseeker({ jobseeker_profile: { id: 2, username: 'sita-sharma' } })
const week = (
  week_start: string,
  applications: number,
  profile_views: number,
  shortlists: number,
) => ({
  week_start,
  applications,
  profile_views,
  shortlists,
})

describe('the stats page', () => {
  it('shows the figures and the weekly activity, its table in Nepali digits', async () => {
    await renderApp('/jobseeker/stats', {
      user: seeker,
      routes: {
        'GET /api/v1/jobseeker/stats/': {
          body: {
            applications: {
              total: 12,
              new: 5,
              shortlisted: 3,
              interview: 2,
              rejected: 1,
              hired: 1,
            },
            liked_jobs: 4,
            profile_views: { total: 20, last_30_days: 7 },
            shortlists: 3,
            profile_completeness: 91,
            activity: [week('2026-11-10', 2, 3, 0), week('2026-11-17', 4, 1, 2)],
          },
        },
      },
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'तपाईंको गतिविधि' })).toBeDefined()
    const table = await screen.findByRole('table', { name: 'हप्तैपिच्छे तपाईंको गतिविधि' })
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => Array.from(row.children, (cell) => cell.textContent))
    expect(rows).toEqual([
      ['हप्ता सुरु', 'आवेदनहरू', 'प्रोफाइल हेराइ', 'छनोट'],
      // 10 and 17 November 2026 are 24 Kartik and 1 Mangsir 2083 BS.
      ['कार्तिक २४', '२', '३', '०'],
      ['मंसिर १', '४', '१', '२'],
    ])
    expect(screen.getByText('१२').nextSibling?.textContent).toBe('आवेदनहरू')
  })
})

describe('the data page', () => {
  it('shows every part of the data and links its download', async () => {
    await renderApp('/en/jobseeker/data', {
      user: seeker,
      routes: {
        'GET /api/v1/jobseeker/me/data/': {
          body: {
            exported_at: '2026-11-24T05:00:00Z',
            account: { email: 'sita@example.com' },
            profile: { username: 'sita-sharma' },
            applications: [],
            something_new: { kept: true },
          },
        },
      },
    })
    expect(await screen.findByRole('heading', { level: 2, name: 'Your account' })).toBeDefined()
    expect(screen.getByText(/sita@example.com/)).toBeDefined()
    // A part the page does not know yet is still shown: nothing is left out.
    expect(screen.getByRole('heading', { level: 2, name: 'something_new' })).toBeDefined()
    const applications = screen.getByRole('heading', {
      level: 2,
      name: 'Your applications and answers',
    })
    expect(applications.closest('section')!.textContent).toContain('Nothing kept.')
    const download = screen.getByRole('link', { name: 'Download as JSON' })
    expect(download.getAttribute('href')).toBe('/api/v1/jobseeker/me/data/?download=1')
    expect(download.hasAttribute('download')).toBe(true)
  })

  it('reads as a page in Nepali: fields named, codes in words, dates and numbers in Devanagari', async () => {
    await renderApp('/jobseeker/data', {
      user: seeker,
      routes: {
        'GET /api/v1/jobseeker/me/data/': {
          body: {
            exported_at: '2026-11-24T05:00:00Z',
            account: { phone_number: '9841000001', date_joined: '2026-05-01T05:00:00Z' },
            profile: {
              gender: 'Female',
              experience_months: 36,
              languages: [{ language: 'nepali', level: 'native' }],
              is_public: true,
            },
          },
        },
      },
    })
    const account = (await screen.findByRole('heading', { level: 2, name: 'तपाईंको खाता' })).closest(
      'section',
    )!
    const text = account.textContent!
    expect(text).toContain('फोन नम्बर')
    expect(text).toContain('९८४१०००००१')
    expect(text).not.toMatch(/date_joined|2026-05-01|T05:00/)
    expect(within(account).getByText(/२०८३/)).toBeDefined()
    const profile = screen
      .getByRole('heading', { level: 2, name: 'तपाईंको प्रोफाइल' })
      .closest('section')!
    expect(profile.textContent).toContain('महिला')
    expect(profile.textContent).toContain('३६')
    expect(profile.textContent).toContain('नेपाली')
    expect(profile.textContent).not.toMatch(/[A-Za-z]/)
    expect(screen.getByRole('link', { name: 'जेसन फाइलका रूपमा डाउनलोड गर्नुहोस्' })).toBeDefined()
  })

  it('is for job seekers who are not referrers: a referrer goes to the referrer profile', async () => {
    const { router } = await renderApp('/en/jobseeker/data', {
      user: buildJobseeker({ referrer_profile: { id: 1 } }),
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/referrer/profile/me'))
  })
})
