import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../lib/api-client'
import { renderApp } from '../testing/render-app'
import { statusOfError } from './route-error'

/** A screen whose chunk cannot be fetched, as a browser reports it after a new deployment. */
const failedChunk = () =>
  Promise.reject(
    new TypeError('Failed to fetch dynamically imported module: /assets/about-1a2b.js'),
  )

describe("a route's error boundary", () => {
  it('reloads the page once when a screen fails to load its chunk, then shows the error page', async () => {
    const reload = vi.fn()
    vi.stubGlobal('location', { ...window.location, reload })

    // The error page's own chunk is in, so a flash of it before the browser unloads would show.
    await import('../features/errors/components/error-page')
    const first = await renderApp('/en/about', {}, { modules: { about: failedChunk } })
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(screen.queryByRole('heading', { name: '500 Error' })).toBeNull()
    first.unmount()

    // The reload brought the same broken chunk (the server itself is broken): no reload loop.
    await renderApp('/en/about', {}, { modules: { about: failedChunk } })
    expect(await screen.findByRole('heading', { name: '500 Error' })).toBeDefined()
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('shows the error page, without reloading, for a screen that fails otherwise', async () => {
    const reload = vi.fn()
    vi.stubGlobal('location', { ...window.location, reload })
    const broken = () => Promise.reject(new Error('Cannot read properties of undefined'))
    await renderApp('/en/about', {}, { modules: { about: broken } })
    expect(await screen.findByRole('heading', { name: '500 Error' })).toBeDefined()
    expect(reload).not.toHaveBeenCalled()
  })
})

describe('the status an error page shows', () => {
  it("is a route response's or an API error's own status", () => {
    const notFound = { status: 404, statusText: 'Not Found', internal: true, data: '' }
    expect(statusOfError(notFound)).toBe(404)
    expect(statusOfError(new ApiError(410, null, 'Gone.'))).toBe(410)
  })

  it('is an error status an error carries (a guard failure), else 500', () => {
    expect([400, 503, 599].map((statusCode) => statusOfError({ statusCode }))).toEqual([
      400, 503, 599,
    ])
    for (const error of [{ statusCode: 399 }, { statusCode: 600 }, { statusCode: '503' }, null]) {
      expect(statusOfError(error), JSON.stringify(error)).toBe(500)
    }
    expect(statusOfError(new Error('boom'))).toBe(500)
  })
})
