import { afterEach, describe, expect, it, vi } from 'vitest'
import { readLocaleCookie, syncLocaleCookie, writeLocaleCookie } from './lang'

/**
 * Records what the code writes to document.cookie (jsdom shows only name=value when read), with
 * an own property over Document's accessor, taken away after each test (a spy left on it would
 * follow the next test file when files share a module graph, as in the mutation run).
 */
function recordCookieWrites(protocol = 'http:') {
  const written: string[] = []
  vi.stubGlobal('location', { ...window.location, protocol })
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => '',
    set: (value: string) => written.push(value),
  })
  return written
}

describe('the locale cookie', () => {
  afterEach(() => {
    delete (document as { cookie?: string }).cookie
    vi.unstubAllGlobals()
  })

  it('is kept 365 days for the whole site, Lax, and Secure over https', () => {
    const written = recordCookieWrites('https:')
    writeLocaleCookie('en')
    expect(written).toEqual(['locale=en; Max-Age=31536000; Path=/; SameSite=Lax; Secure'])
  })

  it('is not Secure over plain http (the dev server), where a browser would drop it', () => {
    const written = recordCookieWrites('http:')
    writeLocaleCookie('ne')
    expect(written).toEqual(['locale=ne; Max-Age=31536000; Path=/; SameSite=Lax'])
  })

  it('is read among other cookies, and written again only when it changes', () => {
    document.cookie = 'theme=dark'
    document.cookie = 'locale=en'
    document.cookie = 'other=1'
    expect(readLocaleCookie()).toBe('en')
    syncLocaleCookie('en')
    expect(readLocaleCookie()).toBe('en')
    syncLocaleCookie('ne')
    expect(readLocaleCookie()).toBe('ne')
  })

  it('reads as nothing when there is none', () => {
    document.cookie = 'localeX=en'
    document.cookie = 'xlocale=ne'
    expect(readLocaleCookie()).toBeNull()
  })
})
