import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { buildEmployer } from '../../testing/factories'
import { currentPath, renderApp } from '../../testing/render-app'

describe('the language toggle', () => {
  it('shows EN in Nepali and NP in English, keeping the path and query both ways', async () => {
    const user = userEvent.setup()
    const { router } = await renderApp('/about?ref=home#team')
    const toggle = await screen.findByTestId('language-toggle')
    expect(toggle.textContent).toBe('EN')
    expect(toggle.getAttribute('href')).toBe('/en/about?ref=home#team')

    await user.click(toggle)
    await waitFor(() => expect(screen.getByTestId('language-toggle').textContent).toBe('NP'))
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeDefined()
    expect(currentPath(router)).toBe('/en/about?ref=home')
    expect(document.cookie).toContain('locale=en')
    expect(document.documentElement.lang).toBe('en')
    expect(document.title).toBe('About Us | Jagir')

    await user.click(screen.getByTestId('language-toggle'))
    await waitFor(() => expect(screen.getByTestId('language-toggle').textContent).toBe('EN'))
    expect(screen.getByRole('heading', { level: 1, name: 'हाम्रो बारेमा' })).toBeDefined()
    expect(currentPath(router)).toBe('/about?ref=home')
    expect(document.cookie).toContain('locale=ne')
    expect(document.documentElement.lang).toBe('ne')
    expect(document.title).toBe('हाम्रो बारेमा | जागिर')
  })

  it('maps the English home to the Nepali home', async () => {
    await renderApp('/en?search=x')
    const toggle = await screen.findByTestId('language-toggle')
    expect(toggle.getAttribute('href')).toBe('/?search=x')
  })

  it('on /en//evil.example/x links to a page of this site, not to another host', async () => {
    await renderApp('/en//evil.example/x')
    const toggle = await screen.findByTestId('language-toggle')
    expect(toggle.getAttribute('href')).toBe('/evil.example/x')
    // What the browser would follow: still our origin.
    expect(new URL(toggle.getAttribute('href')!, window.location.href).origin).toBe(
      window.location.origin,
    )
  })

  it("shows the signed-in user's data in the new language after a switch (issue 11, item 14)", async () => {
    const user = userEvent.setup()
    // The BFF answers users/me in the language of the locale cookie, as the provider does.
    const organization = () =>
      document.cookie.includes('locale=en') ? 'Himalayan Tea House' : 'हिमालयन चिया घर'
    const { calls } = await renderApp('/about', {
      routes: {
        '/bff/user': () => ({
          body: {
            user: buildEmployer({
              related_organizations: [{ id: 7, name: organization(), logo: null }],
            }),
          },
        }),
      },
    })
    const menu = await screen.findByTestId('account-menu')
    await waitFor(() => expect(menu.textContent).toContain('हिमालयन चिया घर'))

    await user.click(screen.getByTestId('language-toggle'))
    await waitFor(() =>
      expect(screen.getByTestId('account-menu').textContent).toContain('Himalayan Tea House'),
    )
    await user.click(screen.getByTestId('language-toggle'))
    await waitFor(() =>
      expect(screen.getByTestId('account-menu').textContent).toContain('हिमालयन चिया घर'),
    )
    expect(calls.filter((call) => call.path === '/bff/user')).toHaveLength(3)
  })
})
