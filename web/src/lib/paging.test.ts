import { describe, expect, it } from 'vitest'
import { ApiError } from './api-client'
import { fetchPage } from './paging'

/** A GET that answers by path, recording what it was asked. */
function fakeGet(answers: Record<string, unknown>) {
  const asked: string[] = []
  const get = async <T>(path: string, options?: { callerStatuses?: readonly number[] }) => {
    asked.push(`${path} ${options?.callerStatuses?.join(',') ?? ''}`.trim())
    if (path in answers) return answers[path] as T
    throw new ApiError(404, { detail: 'Invalid page.' }, 'not found')
  }
  return { get, asked }
}

describe('a page of a list', () => {
  it('is the provider’s page, without anything but its count, links and results', async () => {
    const { get } = fakeGet({
      '/api/v1/faq/?page=1&page_size=10': {
        count: 25,
        next: '/x',
        extra: 1,
        results: [{ slug: 'a' }],
      },
    })
    expect(await fetchPage('/api/v1/faq/?page=1&page_size=10', get)).toEqual({
      count: 25,
      next: '/x',
      previous: null,
      results: [{ slug: 'a' }],
    })
  })

  it('past the last page: no error, the list’s true count (not 0) and no items', async () => {
    const { get, asked } = fakeGet({
      '/api/v1/blog/posts/?page=1&page_size=6': { count: 10, next: '/2', results: [{ slug: 'a' }] },
    })
    expect(await fetchPage('/api/v1/blog/posts/?page=9&page_size=6', get)).toEqual({
      count: 10,
      next: null,
      previous: null,
      results: [],
    })
    // The caller answers the 404 itself: no error page for an old link.
    expect(asked).toEqual([
      '/api/v1/blog/posts/?page=9&page_size=6 404',
      '/api/v1/blog/posts/?page=1&page_size=6',
    ])
  })

  it('a first page that fails fails: the page shows its error and a retry', async () => {
    const { get } = fakeGet({})
    await expect(fetchPage('/api/v1/business/?page=1&page_size=6', get)).rejects.toThrow(ApiError)
  })
})
