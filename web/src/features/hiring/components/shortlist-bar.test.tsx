import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { SHORTLIST_STORAGE_KEY } from '../../../lib/shortlist-storage'
import { buildEmployer, buildJobseeker } from '../../../testing/factories'
import type { FakeApi } from '../../../testing/fake-api'
import { currentPath, renderApp } from '../../../testing/render-app'
import { signInRoutes, signInThroughDialog } from '../../../testing/sign-in-dialog'

const sita = { username: 'sita-sharma', full_name: 'Sita Sharma' }
const hari = { username: 'hari-rai', full_name: 'Hari Rai' }
const LISTING = '/api/v1/payment/hiring-package/jobseekers'

/** Shortlists these in the browser, as an earlier visit would have. */
const keep = (...entries: { username: string }[]) =>
  localStorage.setItem(SHORTLIST_STORAGE_KEY, JSON.stringify(entries))
const stored = () =>
  JSON.parse(localStorage.getItem(SHORTLIST_STORAGE_KEY) ?? '[]') as { username: string }[]

/** The server's shortlist answer, holding these. */
const listing = (...seekers: { username: string }[]) => ({
  body: { hiring_package: seekers.map((jobseeker, id) => ({ id, jobseeker })) },
})

const bar = () => screen.findByRole('complementary', { name: 'Shortlist' })

async function openAbout(api: FakeApi) {
  const view = await renderApp('/en/about', api)
  await screen.findByRole('heading', { level: 1 })
  return view
}

describe('the shortlist bar, by who is looking', () => {
  it('does not show while nobody is shortlisted', async () => {
    await openAbout({ user: null })
    expect(screen.queryByTestId('shortlist-bar')).toBeNull()
  })

  it('shows the count and the three actions, and announces changes politely', async () => {
    keep(sita, hari)
    await openAbout({ user: null })
    const region = await bar()
    const count = within(region).getByRole('status')
    expect(count.textContent).toBe('2 job seekers shortlisted')
    expect(within(region).getByRole('link', { name: 'View Shortlisted list' })).toBeDefined()
    expect(within(region).getByRole('button', { name: 'Clear all List' })).toBeDefined()
    expect(within(region).getByRole('button', { name: 'Buy Now' })).toBeDefined()
  })

  it('counts in Devanagari digits in Nepali', async () => {
    keep(sita, hari)
    await renderApp('/about', { user: null })
    const region = await screen.findByRole('complementary', { name: 'छोटो सूची' })
    expect(within(region).getByRole('status').textContent).toBe('२ जना जागिर खोज्नेहरू छोटो सूचीमा')
    expect(within(region).getByRole('button', { name: 'अहिले किन्नुहोस्' })).toBeDefined()
  })

  it("anonymous: 'Buy Now' and 'View Shortlisted list' open the sign-in dialog", async () => {
    const user = userEvent.setup()
    keep(sita)
    const { calls, router } = await openAbout({ user: null })
    const region = await bar()
    await user.click(within(region).getByRole('button', { name: 'Buy Now' }))
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeDefined()
    expect(calls.some((call) => call.path.startsWith('/api/v1/payment/'))).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Close' }))
    await user.click(within(region).getByRole('link', { name: 'View Shortlisted list' }))
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeDefined()
    expect(currentPath(router)).toBe('/en/about')
  })

  it("anonymous: 'Clear all List' empties the browser's list only", async () => {
    const user = userEvent.setup()
    keep(sita, hari)
    const { calls } = await openAbout({ user: null })
    await user.click(within(await bar()).getByRole('button', { name: 'Clear all List' }))
    await waitFor(() => expect(screen.queryByTestId('shortlist-bar')).toBeNull())
    expect(localStorage.getItem(SHORTLIST_STORAGE_KEY)).toBeNull()
    expect(calls.some((call) => call.path.includes('hiring-package'))).toBe(false)
  })

  it('anonymous, then signed in as an employer: the shortlist joins the server one', async () => {
    const user = userEvent.setup()
    keep(hari)
    const employer = buildEmployer()
    const { calls } = await openAbout({
      user: null,
      routes: {
        ...signInRoutes(employer),
        [`GET ${LISTING}`]: listing(sita),
        [`POST ${LISTING}`]: { status: 201, body: { hiring_package: [] } },
      },
    })
    await user.click(within(await bar()).getByRole('button', { name: 'Buy Now' }))
    await signInThroughDialog(await screen.findByRole('dialog', { name: 'Sign In' }))
    await waitFor(() =>
      expect(within(screen.getByTestId('shortlist-bar')).getByRole('status').textContent).toBe(
        '2 job seekers shortlisted',
      ),
    )
    expect(stored().map((entry) => entry.username)).toEqual(['sita-sharma', 'hari-rai'])
    const sent = calls.filter((call) => call.method === 'POST' && call.path === LISTING)
    expect(sent.map((call) => call.body)).toEqual([{ username: 'hari-rai' }])
  })

  it('employer: a shortlisted seeker who no longer exists is dropped, with a notice', async () => {
    keep(sita, hari)
    await openAbout({
      user: buildEmployer(),
      routes: {
        [`GET ${LISTING}`]: listing(sita),
        [`POST ${LISTING}`]: {
          status: 400,
          body: { username: ['No job seeker is called "hari-rai".'] },
        },
      },
    })
    const snackbar = await screen.findByTestId('snackbar')
    expect(snackbar.textContent).toContain('Hari Rai')
    expect(snackbar.className).toContain('is-danger')
    await waitFor(() => expect(stored().map((entry) => entry.username)).toEqual(['sita-sharma']))
    expect(within(await bar()).getByRole('status').textContent).toBe('1 job seeker shortlisted')
  })

  it("employer who filled the initial form: 'View Shortlisted list' opens the shortlisted tab", async () => {
    const user = userEvent.setup()
    keep(sita)
    const { router } = await openAbout({
      user: buildEmployer(),
      routes: { [`GET ${LISTING}`]: listing(sita) },
    })
    await user.click(within(await bar()).getByRole('link', { name: 'View Shortlisted list' }))
    await waitFor(() =>
      expect(currentPath(router)).toBe('/en/employer/profile/me?tab=shortlisted-jobseeker'),
    )
  })

  it("employer without the initial form: 'View Shortlisted list' opens the details dialog", async () => {
    const user = userEvent.setup()
    keep(sita)
    const { router } = await openAbout({
      user: buildEmployer({ has_filled_initial_form: false, related_organizations: [] }),
      routes: { [`GET ${LISTING}`]: listing(sita) },
    })
    await user.click(within(await bar()).getByRole('link', { name: 'View Shortlisted list' }))
    const dialog = await screen.findByRole('dialog', { name: 'Employer Details' })
    expect(dialog.textContent).toContain('Initial profile form not filled')
    expect(currentPath(router)).toBe('/en/about')
  })

  it("employer: 'Buy Now' makes a package of the shortlist, puts it in the cart and opens the cart", async () => {
    const user = userEvent.setup()
    keep(sita, hari)
    const { calls, router } = await openAbout({
      user: buildEmployer(),
      routes: {
        [`GET ${LISTING}`]: listing(sita, hari),
        'POST /api/v1/payment/hiring-package/payment-package/': {
          status: 201,
          body: { package: { id: 31, jobseekers_count: 2 } },
        },
        'POST /api/v1/payment/wishlist-item/': { status: 201, body: { id: 4, package: 31 } },
      },
    })
    await user.click(within(await bar()).getByRole('button', { name: 'Buy Now' }))
    await waitFor(() => expect(currentPath(router)).toBe('/en/payment/cart-summary'))
    const made = calls.find((call) => call.path.endsWith('/payment-package/'))!
    expect([made.method, made.headers['x-csrf'], made.body]).toEqual([
      'POST',
      '1',
      { jobseekers: ['sita-sharma', 'hari-rai'] },
    ])
    const line = calls.find((call) => call.path === '/api/v1/payment/wishlist-item/')!
    expect(line.body).toEqual({ package: 31 })
  })

  it("employer: a failed 'Buy Now' says so and stays on the page", async () => {
    const user = userEvent.setup()
    keep(sita)
    const { router } = await openAbout({
      user: buildEmployer(),
      routes: {
        [`GET ${LISTING}`]: listing(sita),
        'POST /api/v1/payment/hiring-package/payment-package/': {
          status: 500,
          body: { detail: 'Server error.' },
        },
      },
    })
    await user.click(within(await bar()).getByRole('button', { name: 'Buy Now' }))
    const snackbar = await screen.findByTestId('snackbar')
    expect(snackbar.textContent).toBe(
      'The hiring package could not be added to your cart. Please try again.',
    )
    expect(snackbar.className).toContain('is-danger')
    expect(currentPath(router)).toBe('/en/about')
  })

  it("employer: 'Clear all List' clears the server's package, then the browser's list", async () => {
    const user = userEvent.setup()
    keep(sita)
    const { calls } = await openAbout({
      user: buildEmployer(),
      routes: {
        [`GET ${LISTING}`]: listing(sita),
        'POST /api/v1/payment/hiring-package/clear/': { body: { hiring_package: [] } },
      },
    })
    await user.click(within(await bar()).getByRole('button', { name: 'Clear all List' }))
    await waitFor(() => expect(screen.queryByTestId('shortlist-bar')).toBeNull())
    expect(localStorage.getItem(SHORTLIST_STORAGE_KEY)).toBeNull()
    expect(screen.getByTestId('snackbar').textContent).toBe('Your shortlist is cleared.')
    const clear = calls.find((call) => call.path === '/api/v1/payment/hiring-package/clear/')!
    expect([clear.method, clear.headers['x-csrf']]).toEqual(['POST', '1'])
  })

  it('employer: when the server cannot clear, the list stays and a notice says so', async () => {
    const user = userEvent.setup()
    keep(sita)
    await openAbout({
      user: buildEmployer(),
      routes: {
        [`GET ${LISTING}`]: listing(sita),
        'POST /api/v1/payment/hiring-package/clear/': { status: 503, body: { detail: 'Down.' } },
      },
    })
    await user.click(within(await bar()).getByRole('button', { name: 'Clear all List' }))
    const snackbar = await screen.findByTestId('snackbar')
    expect(snackbar.textContent).toBe('Your shortlist could not be cleared. Please try again.')
    expect(stored()).toEqual([sita])
    expect(screen.getByTestId('shortlist-bar')).toBeDefined()
  })

  it("job seeker: 'Buy Now' says only employers buy; 'Clear all List' clears only here", async () => {
    const user = userEvent.setup()
    keep(sita)
    const { calls } = await openAbout({ user: buildJobseeker() })
    const region = await bar()
    await user.click(within(region).getByRole('button', { name: 'Buy Now' }))
    const snackbar = await screen.findByTestId('snackbar')
    expect(snackbar.textContent).toBe(
      'Only employers buy hiring packages. Sign in with an employer account to buy.',
    )
    await user.click(within(region).getByRole('button', { name: 'Clear all List' }))
    await waitFor(() => expect(screen.queryByTestId('shortlist-bar')).toBeNull())
    expect(calls.some((call) => call.path.startsWith('/api/v1/payment/'))).toBe(false)
  })

  it("employer: 'Clear all List' on the shortlisted tab empties the tab too", async () => {
    const user = userEvent.setup()
    keep(sita)
    let held = [sita]
    await renderApp('/en/employer/profile/me?tab=shortlisted-jobseeker', {
      user: buildEmployer(),
      routes: {
        [`GET ${LISTING}`]: () => listing(...held),
        'POST /api/v1/payment/hiring-package/clear/': () => {
          held = []
          return { body: { hiring_package: [] } }
        },
      },
    })
    const tab = await screen.findByRole('main')
    await within(tab).findByRole('link', { name: 'Sita Sharma' })
    await user.click(within(await bar()).getByRole('button', { name: 'Clear all List' }))
    expect(await screen.findByTestId('empty-tab')).toBeDefined()
    expect(within(tab).queryByRole('link', { name: 'Sita Sharma' })).toBeNull()
  })
})
