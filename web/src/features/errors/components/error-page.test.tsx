import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { currentPath, renderApp } from '../../../testing/render-app'

describe('the error page', () => {
  it.each([
    ['400', 'Bad request'],
    ['403', 'Access Denied'],
    ['404', 'Page Not Found'],
    ['410', 'Page Removed'],
    ['500', 'Something Went Wrong'],
    ['502', 'Some Error Occured With Status Code 502'],
  ])('says what %s means', async (code, text) => {
    await renderApp(`/en/errors/${code}`)
    const main = await screen.findByRole('main')
    expect(await within(main).findByRole('heading', { name: `${code} Error` })).toBeDefined()
    expect(within(main).getByText(text)).toBeDefined()
    expect(document.title).toBe(`${code} Error | Jagir`)
  })

  it("adds 'This page could not be found' to the 404, and writes the code in Devanagari", async () => {
    await renderApp('/errors/404')
    expect(await screen.findByRole('heading', { name: '४०४ त्रुटि' })).toBeDefined()
    expect(screen.getByText('यो पृष्ठ भेटिएन')).toBeDefined()
    expect(document.title).toBe('४०४ त्रुटि | जागिर')
  })

  it('says the code once on the page, in its heading', async () => {
    await renderApp('/en/no/such/page')
    const main = await screen.findByRole('main')
    await within(main).findByRole('heading', { name: '404 Error' })
    expect(main.textContent!.match(/404/g)).toEqual(['404'])
  })

  it('is what an unknown address shows, with links home and to contact', async () => {
    await renderApp('/en/no/such/page')
    const main = await screen.findByRole('main')
    expect(await within(main).findByRole('heading', { name: '404 Error' })).toBeDefined()
    expect(within(main).getByRole('link', { name: 'Go to Homepage' }).getAttribute('href')).toBe(
      '/en',
    )
    expect(within(main).getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe(
      '/en/contact',
    )
  })

  it('searches jobs with the text typed in its box', async () => {
    const { router } = await renderApp('/en/nowhere')
    const main = await screen.findByRole('main')
    const box = await within(main).findByRole('searchbox')
    await userEvent.setup().type(box, 'accountant{Enter}')
    await waitFor(() => expect(currentPath(router)).toBe('/en/job/search?search=accountant'))
  })

  it('falls back to a plain message with a link home when it cannot render', async () => {
    vi.resetModules()
    vi.doMock('@jagir/shared/errors/status', () => ({
      errorPageContent: () => {
        throw new Error('broken')
      },
    }))
    const { ErrorPage } = await import('./error-page')
    const { renderInRouter } = await import('../../../testing/render-app')
    const silence = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    // The fallback reads the address itself (the router may be what broke).
    window.history.pushState({}, '', '/en')
    await renderInRouter(<ErrorPage status={500} />)
    const fallback = await screen.findByRole('alert')
    expect(fallback.textContent).toContain('Sorry, something went wrong while showing this page.')
    expect(
      within(fallback).getByRole('link', { name: 'Go to Homepage' }).getAttribute('href'),
    ).toBe('/en')
    silence.mockRestore()
    window.history.pushState({}, '', '/')
    vi.doUnmock('@jagir/shared/errors/status')
  })
})
