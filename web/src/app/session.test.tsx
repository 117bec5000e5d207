import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { UNSAVED_STEP_KEY } from '../features/job-post/hooks/use-unsaved-step'
import { SHORTLIST_STORAGE_KEY } from '../lib/shortlist-storage'
import { buildEmployer, buildJobseeker } from '../testing/factories'
import { currentPath, renderApp } from '../testing/render-app'

describe('the session in the app', () => {
  it('logs out: clears the shortlist and unsaved drafts, goes home and says so', async () => {
    const user = userEvent.setup()
    localStorage.setItem(SHORTLIST_STORAGE_KEY, '[{"username":"ram"}]')
    // A job typed but not saved must not greet the next person to sign in on this phone.
    sessionStorage.setItem(UNSAVED_STEP_KEY, '{"values":{"title":"Cook"},"labels":{}}')
    const { router, calls } = await renderApp('/about', { user: buildEmployer() })
    await user.click(await screen.findByTestId('account-menu'))
    await user.click(screen.getByRole('button', { name: 'लग आउट' }))
    await waitFor(() => expect(currentPath(router)).toBe('/'))
    expect(screen.getByTestId('snackbar').textContent).toBe('सफलतापूर्वक लग आउट भयो')
    expect(localStorage.getItem(SHORTLIST_STORAGE_KEY)).toBeNull()
    expect(sessionStorage.getItem(UNSAVED_STEP_KEY)).toBeNull()
    const logout = calls.find((call) => call.path === '/bff/logout')!
    expect([logout.method, logout.headers['x-csrf']]).toEqual(['POST', '1'])
    const nav = screen.getByRole('navigation', { name: 'मुख्य मेनु' })
    expect(await within(nav).findByRole('button', { name: 'लग इन' })).toBeDefined()
  })

  it('logs out even when the logout call fails', async () => {
    const user = userEvent.setup()
    const { router } = await renderApp('/en/about', {
      user: buildEmployer(),
      routes: { 'POST /bff/logout': { status: 502, body: { detail: 'Bad gateway.' } } },
    })
    await user.click(await screen.findByTestId('account-menu'))
    await user.click(screen.getByRole('button', { name: 'Logout' }))
    await waitFor(() => expect(currentPath(router)).toBe('/en'))
    expect(screen.getByTestId('snackbar').textContent).toBe('Successfully Logged Out')
  })

  it('treats a 401 from the API as the end of the session, with its message', async () => {
    const user = userEvent.setup()
    localStorage.setItem(SHORTLIST_STORAGE_KEY, '[{"username":"ram"}]')
    sessionStorage.setItem(UNSAVED_STEP_KEY, '{"values":{"title":"Cook"},"labels":{}}')
    // The fake BFF goes on saying who is signed in: only the app's own handling of the 401 can
    // sign this page out.
    const { router, calls } = await renderApp('/en/about', {
      user: buildJobseeker(),
      routes: {
        '/api/v1/job/search/?ordering=newest&page=1&page_size=10': {
          status: 401,
          body: { detail: 'Your session has ended.' },
        },
      },
    })
    await screen.findByTestId('account-menu')
    const nav = screen.getByRole('navigation', { name: 'Main navigation' })
    await user.click(within(nav).getByRole('link', { name: 'Browse Job' }))

    const snackbar = await screen.findByTestId('snackbar')
    expect(snackbar.textContent).toBe('Your session has ended.')
    expect(snackbar.className).toContain('is-danger')
    expect(snackbar.getAttribute('role')).toBe('alert')
    expect(await within(nav).findByRole('button', { name: 'Sign In' })).toBeDefined()
    expect(screen.queryByTestId('account-menu')).toBeNull()
    expect(localStorage.getItem(SHORTLIST_STORAGE_KEY)).toBeNull()
    expect(sessionStorage.getItem(UNSAVED_STEP_KEY)).toBeNull()
    expect(currentPath(router)).toBe('/en/job/search')
    expect(calls.filter((call) => call.path === '/bff/user')).toHaveLength(1)
  })

  it('shows the error page for a failure the caller does not handle', async () => {
    const { router } = await renderApp('/en', {
      routes: { '/api/v1/job/search/?ordering=newest&page_size=6': { status: 503 } },
    })
    await waitFor(() => expect(currentPath(router)).toBe('/en/errors/503'))
    expect(await screen.findByRole('heading', { name: '503 Error' })).toBeDefined()
  })

  it('notifies a rate limit without leaving the page', async () => {
    const { router } = await renderApp('/en', {
      routes: {
        '/api/v1/job/search/?ordering=newest&page_size=6': {
          status: 429,
          body: { detail: 'Too many requests. Try again in a minute.' },
        },
      },
    })
    const snackbar = await screen.findByTestId('snackbar')
    expect(snackbar.textContent).toBe('Too many requests. Try again in a minute.')
    // An error notification (docs/product.md#what-a-failed-call-does): red, and announced at once.
    expect(snackbar.className).toContain('is-danger')
    expect(snackbar.getAttribute('role')).toBe('alert')
    expect(currentPath(router)).toBe('/en')
  })
})
