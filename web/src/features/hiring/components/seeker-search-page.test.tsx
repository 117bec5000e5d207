import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { SHORTLIST_STORAGE_KEY } from '../../../lib/shortlist-storage'
import { buildEmployer } from '../../../testing/factories'
import { currentPath, renderApp } from '../../../testing/render-app'

/**
 * The provider's search path for a query written out by hand (its parameter names, 10 a page),
 * never built with the page's own code: a wrong name must miss the fake.
 */
const searchPath = (query: string) => `/api/v1/jobseeker/search/?${query}`
const LISTING = '/api/v1/payment/hiring-package/jobseekers'

const page = (results: object[], count = results.length) => ({
  body: { count, next: null, previous: null, results },
})

const sita = {
  id: 11,
  username: 'sita-sharma',
  full_name: 'Sita Sharma',
  profile_picture: null,
  headline: 'Accountant with Tally and VAT returns',
  district: { id: 27, name: 'Kathmandu' },
  job_level: 'mid_level',
  experience_months: 48,
  expected_salary: 35000,
  expected_salary_band: '25001_35000',
  working_status: 'actively_seeking',
  skills: [
    { id: 1, name: 'Tally' },
    { id: 2, name: 'Financial reporting under Nepal Financial Reporting Standards' },
  ],
}
const hari = { ...sita, id: 12, username: 'hari-rai', full_name: 'Hari Rai', skills: [] }

const stored = () =>
  (JSON.parse(localStorage.getItem(SHORTLIST_STORAGE_KEY) ?? '[]') as { username: string }[]).map(
    (entry) => entry.username,
  )

describe('the job seeker search', () => {
  it('shows cards: initials, name, headline, district, experience, salary, skills cut at 25', async () => {
    await renderApp('/en/jobseeker/search?search=accountant', {
      user: buildEmployer(),
      routes: { [searchPath('search=accountant&page=1&page_size=10')]: page([sita, hari]) },
    })
    const cards = await screen.findAllByRole('article')
    expect(cards).toHaveLength(2)
    const card = cards[0]!
    expect(within(card).getByRole('link', { name: 'Sita Sharma' }).getAttribute('href')).toBe(
      '/en/jobseeker/profile/sita-sharma',
    )
    for (const text of [
      'SS',
      'Accountant with Tally and VAT returns',
      'Kathmandu',
      '4 years of experience',
      'Expects NRs 35,000 a month',
    ]) {
      expect(card.textContent).toContain(text)
    }
    const skills = within(within(card).getByRole('list', { name: 'Skills' })).getAllByRole(
      'listitem',
    )
    expect(skills.map((chip) => chip.textContent)).toEqual(['Tally', 'Financial reporting under..'])
    expect(screen.getByText('2 job seekers found')).toBeDefined()
  })

  it('keeps every filter in the address and asks the API with the provider names', async () => {
    const user = userEvent.setup()
    const { router, calls } = await renderApp('/en/jobseeker/search', {
      user: buildEmployer(),
      routes: {
        '/api/v1/common/district/?limit=100': {
          body: { results: [{ id: 27, name: 'Kathmandu' }] },
        },
        [searchPath('district=27&job_level=mid_level&page=1&page_size=10')]: page([sita]),
        [searchPath(
          'district=27&job_level=mid_level&working_status=available&page=1&page_size=10',
        )]: page([]),
      },
    })
    const filters = await screen.findByRole('form', { name: 'Filters' })
    await waitFor(() =>
      expect(within(filters).getByRole('option', { name: 'Kathmandu' })).toBeDefined(),
    )
    await user.selectOptions(within(filters).getByLabelText('District'), '27')
    await user.selectOptions(within(filters).getByLabelText('Job level'), 'mid_level')
    await waitFor(() =>
      expect(currentPath(router)).toBe('/en/jobseeker/search?district=27&level=mid_level'),
    )
    expect(await screen.findByText('1 job seeker found')).toBeDefined()
    await user.selectOptions(within(filters).getByLabelText('Working status'), 'available')
    expect(await screen.findByText('No job seekers match your search.')).toBeDefined()
    expect(currentPath(router)).toBe(
      '/en/jobseeker/search?district=27&level=mid_level&status=available',
    )
    expect(calls.some((call) => call.path.includes('working_status=available'))).toBe(true)
  })

  it('ignores filters it does not know, and values out of the lists', async () => {
    await renderApp('/en/jobseeker/search?colour=blue&level=emperor&salary=lots&skills=x,3,3', {
      user: buildEmployer(),
      routes: { [searchPath('skills=3&page=1&page_size=10')]: page([hari]) },
    })
    expect(await screen.findByText('1 job seeker found')).toBeDefined()
  })

  // The links to the last and first pages are the search layout's, checked by the job search's test.
  it('a page past the end says so and tells how many there are', async () => {
    await renderApp('/en/jobseeker/search?search=cook&page=99', {
      user: buildEmployer(),
      routes: {
        [searchPath('search=cook&page=99&page_size=10')]: {
          status: 404,
          body: { detail: 'Invalid page.' },
        },
        [searchPath('search=cook&page=1&page_size=10')]: page([sita], 23),
      },
    })
    expect(
      await screen.findByRole('heading', { name: 'There are no job seekers on this page.' }),
    ).toBeDefined()
    expect(screen.getByText('23 job seekers found')).toBeDefined()
    expect(screen.queryByText('Sita Sharma')).toBeNull()
  })

  it('shortlists on the server for an employer, and takes off again', async () => {
    const user = userEvent.setup()
    const { calls } = await renderApp('/en/jobseeker/search', {
      user: buildEmployer(),
      routes: {
        [searchPath('page=1&page_size=10')]: page([sita, hari]),
        [`GET ${LISTING}`]: { body: { hiring_package: [] } },
        [`POST ${LISTING}`]: { status: 201, body: { hiring_package: [] } },
        [`DELETE ${LISTING}/sita-sharma`]: { status: 204 },
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Add to shortlist: Sita Sharma' }))
    await waitFor(() => expect(stored()).toEqual(['sita-sharma']))
    const bar = await screen.findByRole('complementary', { name: 'Shortlist' })
    expect(within(bar).getByRole('status').textContent).toBe('1 job seeker shortlisted')
    const added = calls.find((call) => call.method === 'POST' && call.path === LISTING)!
    expect([added.body, added.headers['x-csrf']]).toEqual([{ username: 'sita-sharma' }, '1'])

    await user.click(screen.getByRole('button', { name: 'Remove Sita Sharma from the shortlist' }))
    await waitFor(() => expect(stored()).toEqual([]))
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true)
  })

  it('says so when the server refuses to shortlist, and keeps the list as it was', async () => {
    const user = userEvent.setup()
    await renderApp('/en/jobseeker/search', {
      user: buildEmployer(),
      routes: {
        [searchPath('page=1&page_size=10')]: page([sita]),
        [`GET ${LISTING}`]: { body: { hiring_package: [] } },
        [`POST ${LISTING}`]: { status: 500, body: { detail: 'Server error.' } },
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Add to shortlist: Sita Sharma' }))
    const snackbar = await screen.findByTestId('snackbar')
    expect(snackbar.textContent).toBe(
      'Sita Sharma could not be added to your shortlist. Please try again.',
    )
    expect(snackbar.className).toContain('is-danger')
    expect(stored()).toEqual([])
    expect(screen.getByRole('heading', { name: 'Search job seekers', level: 1 })).toBeDefined()
  })

  it('says so in Nepali when a shortlisted seeker no longer exists', async () => {
    const user = userEvent.setup()
    await renderApp('/jobseeker/search', {
      user: buildEmployer(),
      routes: {
        [searchPath('page=1&page_size=10')]: page([sita]),
        [`GET ${LISTING}`]: { body: { hiring_package: [] } },
        [`POST ${LISTING}`]: { status: 400, body: { username: ['Unknown job seeker.'] } },
      },
    })
    await user.click(
      await screen.findByRole('button', { name: 'Sita Sharmaलाई छोटो सूचीमा थप्नुहोस्' }),
    )
    const snackbar = await screen.findByTestId('snackbar')
    expect(snackbar.textContent).toBe('Sita Sharma अब जागिरमा हुनुहुन्न, त्यसैले छोटो सूचीमा राख्न सकिँदैन।')
  })

  it("a visitor's shortlist from a public profile stays in the browser", async () => {
    const user = userEvent.setup()
    const { calls } = await renderApp('/en/jobseeker/profile/sita-sharma', {
      user: null,
      routes: {
        '/api/v1/jobseeker/profile/sita-sharma/': {
          body: { ...sita, about: '', languages: [], is_limited: true },
        },
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Add to shortlist: Sita Sharma' }))
    await waitFor(() => expect(stored()).toEqual(['sita-sharma']))
    expect(
      screen.getByRole('button', { name: 'Remove Sita Sharma from the shortlist' }),
    ).toBeDefined()
    expect(calls.some((call) => call.path.startsWith('/api/v1/payment/'))).toBe(false)
  })
})
