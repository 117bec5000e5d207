import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { AppProviders } from '../../app/providers'
import { LanguageToggle } from '../../app/layout/language-toggle'
import { activateLanguage } from '../../lib/i18n'
import { currentPath } from '../../testing/render-app'
import { TabBar, useTabParam } from './tab-bar'

const IDS = ['active-jobs', 'draft-jobs', 'overview'] as const
type Id = (typeof IDS)[number]

function Page() {
  const tab = useTabParam<Id>(IDS, 'active-jobs')
  return (
    <main>
      <LanguageToggle />
      <TabBar
        label="Your jobs"
        current={tab}
        tabs={[
          { id: 'active-jobs', label: 'Active', count: 12 },
          { id: 'draft-jobs', label: 'Drafts', count: 0 },
          { id: 'overview', label: 'Overview' },
        ]}
      />
      <h1>{tab}</h1>
    </main>
  )
}

async function renderTabs(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/employer/profile/me', element: <Page /> },
      { path: '/en/employer/profile/me', element: <Page /> },
    ],
    { initialEntries: [path] },
  )
  await activateLanguage(path.startsWith('/en') ? 'en' : 'ne')
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return router
}

const shown = () => screen.getByRole('heading', { level: 1 }).textContent
const currentTab = () =>
  screen.getByRole('navigation', { name: 'Your jobs' }).querySelector('[aria-current="page"]')
    ?.textContent

describe('the tab bar', () => {
  it('opens the tab the address names, and an unknown or missing one as the first', async () => {
    await renderTabs('/en/employer/profile/me?tab=overview')
    expect(shown()).toBe('overview')
    expect(currentTab()).toBe('Overview')
    await act(async () => undefined)
  })

  it.each(['?tab=nonsense', ''])('shows the first tab for "%s"', async (query) => {
    await renderTabs(`/en/employer/profile/me${query}`)
    expect(shown()).toBe('active-jobs')
    expect(currentTab()).toBe('Active 12')
  })

  it('moves to a tab by its link, keeps the tab in the address, and back returns', async () => {
    const user = userEvent.setup()
    const router = await renderTabs('/en/employer/profile/me?tab=active-jobs&page=3')
    const drafts = screen.getByRole('link', { name: 'Drafts 0' })
    // A tab's own page (page=3) stays with that tab.
    expect(drafts.getAttribute('href')).toBe('/en/employer/profile/me?tab=draft-jobs')
    await user.click(drafts)
    await waitFor(() => expect(shown()).toBe('draft-jobs'))
    expect(currentPath(router)).toBe('/en/employer/profile/me?tab=draft-jobs')
    expect(currentTab()).toBe('Drafts 0')
    await act(() => router.navigate(-1))
    await waitFor(() => expect(shown()).toBe('active-jobs'))
    expect(currentPath(router)).toBe('/en/employer/profile/me?tab=active-jobs&page=3')
  })

  it('writes counts in Devanagari digits in Nepali, and the language toggle keeps the tab', async () => {
    const user = userEvent.setup()
    const router = await renderTabs('/employer/profile/me?tab=overview')
    expect(screen.getByRole('link', { name: 'Active १२' })).toBeTruthy()
    await user.click(screen.getByTestId('language-toggle'))
    await waitFor(() => expect(currentPath(router)).toBe('/en/employer/profile/me?tab=overview'))
    expect(shown()).toBe('overview')
  })
})
