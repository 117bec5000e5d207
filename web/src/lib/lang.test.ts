import { afterEach, describe, expect, it, vi } from 'vitest'
import { readLocaleCookie, syncLocaleCookie, writeLocaleCookie } from './lang'

/** Records what the code writes to document.cookie (jsdom shows only name=value when read). */
function recordCookieWrites(protocol = 'http:') {
  const written: string[] = []
  vi.stubGlobal('location', { ...window.location, protocol })
  const spy = vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    written.push(value)
  })
  return { written, spy }
}

describe('the locale cookie (spec section 9)', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  })

  it('is kept 365 days for the whole site, Lax, and Secure over https', () => {
    const { written } = recordCookieWrites('https:')
    writeLocaleCookie('en')
    expect(written).toEqual(['locale=en; Max-Age=31536000; Path=/; SameSite=Lax; Secure'])
  })

  it('is not Secure over plain http (the dev server), where a browser would drop it', () => {
    const { written } = recordCookieWrites('http:')
    writeLocaleCookie('ne')
    expect(written).toEqual(['locale=ne; Max-Age=31536000; Path=/; SameSite=Lax'])
  })

  it('is read among other cookies, and written again only when it changes', () => {
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('theme=dark;locale=en; other=1')
    expect(readLocaleCookie()).toBe('en')
    const { written } = recordCookieWrites()
    syncLocaleCookie('en')
    expect(written).toEqual([])
    syncLocaleCookie('ne')
    expect(written).toHaveLength(1)
  })

  it('reads as nothing when there is none', () => {
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('localeX=en; xlocale=ne')
    expect(readLocaleCookie()).toBeNull()
  })
})
