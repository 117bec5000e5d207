import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { currentPath, renderApp } from '../../testing/render-app'

describe('the OAuth callback page', () => {
  afterEach(() => vi.unstubAllGlobals())

  it("hands the provider's answer to the BFF with a full page load", async () => {
    const replace = vi.fn()
    vi.stubGlobal('location', { ...window.location, replace })
    await renderApp('/en/oauth2/callback?code=abc&state=xyz')
    await waitFor(() =>
      expect(replace).toHaveBeenCalledWith('/oauth2/callback/?code=abc&state=xyz'),
    )
  })

  it('goes home when there is nothing to finish', async () => {
    const { router } = await renderApp('/en/oauth2/callback')
    await waitFor(() => expect(currentPath(router)).toBe('/en'))
  })
})
