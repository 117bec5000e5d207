import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { FEATURED_JOBS_PATH, LATEST_JOBS_PATH } from '../../features/home/api/home-jobs'
import { currentPath, renderApp } from '../../testing/render-app'

const job = (slug: string, title: string, extra: Record<string, unknown> = {}) => ({
  slug,
  title,
  organization: { id: 1, name: 'Himal Traders', slug: 'himal', logo: null },
  location: 'Pokhara, Kaski',
  offered_salary: { currency: 'NRs', minimum: 25000, maximum: null, unit: 'Monthly' },
  job_level: 'entry_level',
  available_for: ['full_time'],
  deadline: null,
  ...extra,
})

const page = (results: unknown[]) => ({
  body: { count: results.length, next: null, previous: null, results },
})

describe('the home page', () => {
  it('shows the latest jobs from the API, and featured ones only when the API marks them', async () => {
    await renderApp('/en', {
      routes: {
        [LATEST_JOBS_PATH]: page([job('driver-1', 'Delivery Driver'), job('cook-2', 'Cook')]),
        [FEATURED_JOBS_PATH]: page([job('nurse-3', 'Staff Nurse', { is_featured: true })]),
      },
    })
    const latest = await screen.findByRole('region', { name: 'Latest Jobs' })
    await within(latest).findByRole('link', { name: 'Delivery Driver' })
    expect(within(latest).getByRole('link', { name: 'Cook' }).getAttribute('href')).toBe(
      '/en/job/cook-2/detail',
    )
    const featured = screen.getByRole('region', { name: 'Featured Jobs' })
    expect(within(featured).getByRole('link', { name: 'Staff Nurse' })).toBeDefined()
    expect(document.title).toBe('Jagir')
  })

  it('leaves the featured list out when the API marks no job as featured', async () => {
    await renderApp('/en', {
      routes: {
        [LATEST_JOBS_PATH]: page([job('driver-1', 'Delivery Driver')]),
        [FEATURED_JOBS_PATH]: page([job('driver-1', 'Delivery Driver')]),
      },
    })
    await screen.findByRole('link', { name: 'Delivery Driver' })
    expect(screen.queryByRole('region', { name: 'Featured Jobs' })).toBeNull()
  })

  it('says so when there are no jobs yet', async () => {
    await renderApp('/')
    expect(await screen.findByText('अहिलेसम्म कुनै जागिर पोस्ट गरिएको छैन।')).toBeDefined()
  })

  it('sends a search to the job search with the text', async () => {
    const { router } = await renderApp('/en')
    const hero = (await screen.findAllByRole('search'))[1]!
    await userEvent.setup().type(within(hero).getByRole('searchbox'), 'staff nurse{Enter}')
    await waitFor(() => expect(currentPath(router)).toBe('/en/job/search?search=staff+nurse'))
  })

  it('asks for the job lists in the language of the page', async () => {
    const { calls } = await renderApp('/en')
    await screen.findByText('No jobs have been posted yet.')
    expect(document.cookie).toContain('locale=en')
    expect(calls.filter((call) => call.path === LATEST_JOBS_PATH)).toHaveLength(1)
  })
})
