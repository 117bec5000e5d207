import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { currentPath, renderApp } from '../../../testing/render-app'

/**
 * The provider's search path for a query written out by hand (its parameter names, newest
 * first, 10 a page), never built with the page's own code: a wrong name must miss the fake.
 */
const searchPath = (query: string) => `/api/v1/job/search/?${query}`

const page = (results: object[], count = results.length) => ({
  body: { count, next: null, previous: null, results },
})

const accountant = {
  id: 1,
  slug: 'accountant-himal',
  title: 'Accountant',
  organization: { id: 7, name: 'Himal Traders', slug: 'himal', logo: null },
  location: 'Kathmandu Metropolitan City, Kathmandu',
  offered_salary: { currency: 'NRs', minimum: 30000, maximum: null, unit: 'Monthly' },
  job_level: 'mid_level',
  available_for: ['full_time'],
  published_at: '2026-01-05T04:00:00.000Z',
  deadline: '2033-01-15T18:14:59.000Z',
}
const hidden = {
  ...accountant,
  id: 2,
  slug: 'clerk-hidden',
  title: 'Clerk',
  organization: { id: null, name: 'A reputed bank', slug: null, logo: null },
  show_name: false,
  org_alt_name: 'A reputed bank',
  offered_salary: { currency: 'NRs', minimum: 800, maximum: 1000, unit: 'Daily' },
  job_level: 'entry_level',
  available_for: ['part_time'],
}

describe('the job search', () => {
  it('lists the results as cards that open the job', async () => {
    await renderApp('/en/job/search?search=accountant', {
      routes: {
        [searchPath('search=accountant&ordering=newest&page=1&page_size=10')]: page([
          accountant,
          hidden,
        ]),
      },
    })
    const results = await screen.findAllByRole('article')
    expect(results).toHaveLength(2)
    const first = results[0]!.textContent
    for (const text of [
      'Himal Traders',
      'Kathmandu',
      'NRs 30,000 per month',
      'Mid Level',
      'Full Time',
    ]) {
      expect(first).toContain(text)
    }
    expect(first).toContain('Jan 15, 2033')
    expect(first).toMatch(/\d+ days left/)
    expect(results[1]!.textContent).toContain('A reputed bank')
    expect(results[1]!.textContent).toContain('NRs 800 – 1,000 per day')
    const link = within(results[0]!).getByRole('link', { name: 'Accountant' })
    expect(link.getAttribute('href')).toBe('/en/job/accountant-himal/detail')
    expect(screen.getByText('2 jobs found')).toBeDefined()
    expect(screen.getByRole('searchbox', { name: 'What job are you looking for?' })).toHaveProperty(
      'value',
      'accountant',
    )
  })

  it('keeps the filters in the address and asks the API with them', async () => {
    const cookInBagmati =
      'search=cook&province=3&job_level=entry_level&ordering=newest&page=1&page_size=10'
    const { router, calls } = await renderApp('/en/job/search?search=cook', {
      routes: {
        [searchPath(cookInBagmati)]: page([hidden]),
        '/api/v1/common/district/?province=3&page_size=100': {
          body: { count: 1, next: null, previous: null, results: [{ id: 27, name: 'Kathmandu' }] },
        },
      },
    })
    const filters = await screen.findByRole('form', { name: 'Filters' })
    await userEvent.selectOptions(within(filters).getByLabelText('Province'), 'Bagmati Province')
    await userEvent.selectOptions(within(filters).getByLabelText('Job level'), 'Entry Level')
    await waitFor(() =>
      expect(currentPath(router)).toBe('/en/job/search?search=cook&province=3&level=entry_level'),
    )
    expect(await screen.findByText('1 job found')).toBeDefined()
    expect(calls.some((c) => c.path === searchPath(cookInBagmati))).toBe(true)
    expect(await within(filters).findByRole('option', { name: 'Kathmandu' })).toBeDefined()
  })

  it('keeps both filters when the second is chosen before the first has loaded', async () => {
    const { router } = await renderApp('/en/job/search?search=cook')
    const filters = await screen.findByRole('form', { name: 'Filters' })
    // Two changes in one go, before the page has rendered the first: a slow phone's quick hands.
    fireEvent.change(within(filters).getByLabelText('Province'), { target: { value: '3' } })
    fireEvent.change(within(filters).getByLabelText('Job level'), {
      target: { value: 'entry_level' },
    })
    await waitFor(() =>
      expect(currentPath(router)).toBe('/en/job/search?search=cook&province=3&level=entry_level'),
    )
  })

  it("asks the provider for an address's location, category and experience with its names", async () => {
    await renderApp('/en/job/search?province=3&district=27&category=9&experience=24', {
      routes: {
        [searchPath(
          'province=3&district=27&category=9&experience=24&ordering=newest&page=1&page_size=10',
        )]: page([accountant]),
      },
    })
    const [card] = await screen.findAllByRole('article')
    expect(card!.textContent).toContain('Accountant')
    expect(screen.getByText('1 job found')).toBeDefined()
  })

  it("sorts by the closest deadline with the provider's ordering", async () => {
    await renderApp('/en/job/search?salary=25001_35000&sort=deadline&page=2', {
      routes: {
        [searchPath('salary=25001_35000&ordering=deadline&page=2&page_size=10')]: page(
          [accountant],
          11,
        ),
      },
    })
    const [card] = await screen.findAllByRole('article')
    expect(card!.textContent).toContain('Accountant')
    expect(screen.getByText('11 jobs found')).toBeDefined()
  })

  it('keeps the search when the language is switched', async () => {
    const query = 'search=cook&province=3&level=entry_level&sort=deadline'
    const { router } = await renderApp(`/job/search?${query}`)
    await screen.findByRole('form', { name: 'फिल्टरहरू' })
    await userEvent.click(screen.getByTestId('language-toggle'))
    await waitFor(() => expect(currentPath(router)).toBe(`/en/job/search?${query}`))
    const filters = await screen.findByRole('form', { name: 'Filters' })
    expect(within(filters).getByLabelText('Province')).toHaveProperty('value', '3')
    expect(within(filters).getByLabelText('Job level')).toHaveProperty('value', 'entry_level')
    expect(screen.getByLabelText('Sort by')).toHaveProperty('value', 'deadline')
  })

  it('says so when nothing matches', async () => {
    await renderApp('/en/job/search?search=astronaut')
    expect(await screen.findByText('No jobs match your search.')).toBeDefined()
    expect(screen.getByText('0 jobs found')).toBeDefined()
  })

  for (const lang of ['en', 'ne'] as const) {
    it(`suggests, when nothing matches, the district the words name and a search without a filter, as links (${lang})`, async () => {
      const prefix = lang === 'en' ? '/en' : ''
      const name = lang === 'en' ? 'Kathmandu' : 'काठमाडौँ'
      await renderApp(`${prefix}/job/search?search=kathmandu&district=38&salary=above_55000`, {
        routes: {
          [searchPath(
            'search=kathmandu&district=38&salary=above_55000&ordering=newest&page=1&page_size=10',
          )]: {
            body: {
              ...page([], 0).body,
              suggestions: [
                { kind: 'district', id: 27, name, count: 15 },
                { kind: 'without', filter: 'district', count: 42 },
                { kind: 'without', filter: 'salary', count: 3 },
                { kind: 'without', filter: 'featured', count: 9 },
              ],
            },
          },
        },
      })
      const links = await screen.findByRole('list', {
        name: lang === 'en' ? 'These searches find jobs:' : 'यी खोजले जागिर भेट्छन्:',
      })
      const shown = within(links)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')])
      expect(shown).toEqual(
        lang === 'en'
          ? [
              ['Jobs in Kathmandu district (15)', '/en/job/search?district=27&salary=above_55000'],
              [
                'Without the “District” filter (42)',
                '/en/job/search?search=kathmandu&salary=above_55000',
              ],
              [
                'Without the “Salary (NRs)” filter (3)',
                '/en/job/search?search=kathmandu&district=38',
              ],
            ]
          : [
              // The name is in Nepali, the words in Latin: they stay, and still find the place.
              [
                'काठमाडौँ जिल्लामा जागिर (१५)',
                '/job/search?search=kathmandu&district=27&salary=above_55000',
              ],
              ['“जिल्ला” फिल्टर बिना (४२)', '/job/search?search=kathmandu&salary=above_55000'],
              ['“तलब (रु.)” फिल्टर बिना (३)', '/job/search?search=kathmandu&district=38'],
            ],
      )
    })
  }

  it('suggests the search without its words, showing them as typed', async () => {
    await renderApp('/en/job/search?search=%3Cb%3Echef%3C%2Fb%3E&type=part_time', {
      routes: {
        [searchPath(
          'search=%3Cb%3Echef%3C%2Fb%3E&job_type=part_time&ordering=newest&page=1&page_size=10',
        )]: {
          body: {
            ...page([], 0).body,
            suggestions: [{ kind: 'without', filter: 'search', count: 7 }],
          },
        },
      },
    })
    const link = await screen.findByRole('link', { name: 'Without the words “<b>chef</b>” (7)' })
    expect(link.getAttribute('href')).toBe('/en/job/search?type=part_time')
    expect(link.querySelector('b')).toBeNull()
  })

  it('pages through many results with real links', async () => {
    await renderApp('/en/job/search?type=part_time', {
      routes: {
        [searchPath('job_type=part_time&ordering=newest&page=1&page_size=10')]: page([hidden], 25),
      },
    })
    const pager = await screen.findByRole('navigation', { name: 'Pages of results' })
    expect(pager.textContent).toContain('Page 1 of 3')
    const next = within(pager).getByRole('link', { name: 'Next' })
    expect(next.getAttribute('href')).toBe('/en/job/search?type=part_time&page=2')
  })

  it('a page past the end says so and links to the last and first pages of the same search', async () => {
    const { router } = await renderApp('/en/job/search?search=cook&province=3&page=99', {
      routes: {
        [searchPath('search=cook&province=3&ordering=newest&page=99&page_size=10')]: {
          status: 404,
          body: { detail: 'Invalid page.' },
        },
        [searchPath('search=cook&province=3&ordering=newest&page=1&page_size=10')]: page(
          [hidden],
          23,
        ),
      },
    })
    expect(
      await screen.findByRole('heading', { name: 'There are no jobs on page 99.' }),
    ).toBeDefined()
    expect(screen.getByText('23 jobs found')).toBeDefined()
    expect(screen.getByRole('link', { name: 'Go to the last page (3)' }).getAttribute('href')).toBe(
      '/en/job/search?search=cook&province=3&page=3',
    )
    expect(screen.getByRole('link', { name: 'Go to the first page' }).getAttribute('href')).toBe(
      '/en/job/search?search=cook&province=3',
    )
    expect(screen.queryByRole('navigation', { name: 'Pages of results' })).toBeNull()
    expect(currentPath(router)).toBe('/en/job/search?search=cook&province=3&page=99')
  })

  it('a page past the end of a search without results says that nothing matches', async () => {
    await renderApp('/en/job/search?search=zzz&page=4', {
      routes: {
        [searchPath('search=zzz&ordering=newest&page=4&page_size=10')]: {
          status: 404,
          body: { detail: 'Invalid page.' },
        },
        [searchPath('search=zzz&ordering=newest&page=1&page_size=10')]: page([], 0),
      },
    })
    expect(await screen.findByText('No jobs match your search.')).toBeDefined()
  })

  it('writes counts and salaries in Devanagari digits in Nepali', async () => {
    await renderApp('/job/search', {
      routes: { [searchPath('ordering=newest&page=1&page_size=10')]: page([accountant], 12) },
    })
    const [card] = await screen.findAllByRole('article')
    expect(card!.textContent).toContain('३०,०००')
    expect(card!.textContent).not.toMatch(/[0-9]/)
  })
})
