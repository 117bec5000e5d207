import type { FastifyRequest } from 'fastify'
import { DEFAULT_PAGE_SIZE, paginate, type Page } from '../../lib/query.js'

/**
 * DRF pagination of rows in the database: `count` is the whole list's size, and `rows` fetches
 * (and presents) only the page asked for, so a deep page costs one page of rows. The page's
 * bounds, links and the 404 past the end are `paginate`'s own: it is asked about a list of
 * `count` items that only notes which slice it takes.
 */
export async function paginateQuery<R>(
  request: FastifyRequest,
  count: number,
  rows: (window: { offset: number; limit: number }) => Promise<R[]>,
  defaultSize = DEFAULT_PAGE_SIZE,
): Promise<Page<R>> {
  let window = { offset: 0, limit: 0 }
  const list = {
    length: count,
    slice(start: number, end: number) {
      window = { offset: start, limit: end - start }
      return []
    },
  }
  const page = paginate(request, list as unknown as never[], () => null, defaultSize)
  return { ...page, results: window.offset < count ? await rows(window) : [] }
}
