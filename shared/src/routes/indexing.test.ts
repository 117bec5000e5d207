import { describe, expect, it } from 'vitest'
import { INDEXABLE_PAGES, UNINDEXED_ROUTES } from './indexing.js'
import { ROUTES } from './table.js'

describe('which screens search engines may keep', () => {
  it('keeps out every guarded screen and every sign-in and sign-up step', () => {
    const out = new Set(UNINDEXED_ROUTES.map((route) => route.pattern))
    for (const route of ROUTES) if (route.guard) expect(out.has(route.pattern)).toBe(true)
    for (const pattern of [
      '/sign-in',
      '/sign-up',
      '/signup',
      '/signup/verify-otp',
      '/oauth2/callback',
    ])
      expect(out.has(pattern), pattern).toBe(true)
  })

  it('lists the public pages with one address each, content lists and forms included', () => {
    expect(INDEXABLE_PAGES.map((route) => route.pattern)).toEqual(
      expect.arrayContaining([
        '/',
        '/blog',
        '/business',
        '/faq',
        '/sep-faqs',
        '/training',
        '/insta-hire',
        '/covid-19/survey',
        '/project-kvs-draft',
        '/contact',
        '/job/search',
        '/employer-zone',
      ]),
    )
    for (const route of INDEXABLE_PAGES) {
      expect(route.guard).toBeNull()
      expect(route.pattern).not.toMatch(/:|sign|payment|errors/)
    }
  })
})
