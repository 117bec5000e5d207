import { describe, expect, it } from 'vitest'
import { createPageCache, PAGE_BUSY_CACHE_MS, type PageAdditions } from '../src/lib/page-cache.js'

// Issue 34: a page whose rich text showed as plain text only because the sanitizer was busy is
// not kept for the whole cache period: the formatting comes back with the next build.

describe('issue 34: pages made while the sanitizer was busy are kept briefly', () => {
  function cacheOf(pages: PageAdditions[]) {
    let clock = 1_000
    let builds = 0
    const cache = createPageCache<{ id: string }>({
      build: async () => pages[Math.min(builds++, pages.length - 1)]!,
      ttlMs: 30_000,
      now: () => clock,
    })
    return {
      view: () => cache('job', { id: 'job' }),
      wait: (ms: number) => (clock += ms),
      builds: () => builds,
    }
  }

  it('rebuilds a busy page once PAGE_BUSY_CACHE_MS has passed', async () => {
    const plain = { status: 200, tags: 'plain', busy: true }
    const formatted = { status: 200, tags: 'formatted' }
    const pages = cacheOf([plain, formatted])
    expect((await pages.view()).tags).toBe('plain')
    pages.wait(PAGE_BUSY_CACHE_MS - 1)
    expect((await pages.view()).tags).toBe('plain')
    pages.wait(2)
    expect((await pages.view()).tags).toBe('formatted')
    expect(pages.builds()).toBe(2)
  })

  it('keeps a page made with the sanitizer free for the whole period', async () => {
    const pages = cacheOf([{ status: 200, tags: 'formatted' }])
    await pages.view()
    pages.wait(29_000)
    await pages.view()
    expect(pages.builds()).toBe(1)
  })
})
