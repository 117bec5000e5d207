import type { FastifyRequest } from 'fastify'
import { detailError } from './errors.js'
import type { Text } from './locale.js'

/** One query parameter as a trimmed string (the first when repeated); undefined when empty. */
export function param(request: FastifyRequest, name: string): string | undefined {
  const query = request.query as Record<string, string | string[] | undefined>
  const raw = query[name]
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim()
  return value ? value : undefined
}

/** A whole-number query parameter; undefined when absent or not a number (DRF ignores it). */
export function intParam(request: FastifyRequest, name: string): number | undefined {
  const value = param(request, name)
  if (value === undefined || !/^\d+$/.test(value)) return undefined
  return Number(value)
}

/** A comma-separated list of ids (`?district=1,2` or repeated `?district=1&district=2`). */
export function idsParam(request: FastifyRequest, name: string): number[] {
  const query = request.query as Record<string, string | string[] | undefined>
  const raw = query[name]
  const values = (Array.isArray(raw) ? raw : raw ? [raw] : []).flatMap((v) => v.split(','))
  return values
    .map((v) => v.trim())
    .filter((v) => /^\d+$/.test(v))
    .map(Number)
}

/** True when `search` is in either language's text (case-insensitive), or there is no search. */
export function matches(
  texts: (Text | string | null | undefined)[],
  search: string | undefined,
): boolean {
  if (!search) return true
  const needle = search.toLocaleLowerCase()
  return texts.some((text) => {
    if (!text) return false
    const values = typeof text === 'string' ? [text] : [text.en, text.ne]
    return values.some((value) => value.toLocaleLowerCase().includes(needle))
  })
}

export interface Page<T> {
  count: number
  next: string | null
  previous: string | null
  results: T[]
}

const MAX_PAGE_SIZE = 100
export const DEFAULT_PAGE_SIZE = 10

/** The request's path with some query parameters replaced (null removes). */
function linkTo(request: FastifyRequest, changes: Record<string, number | null>): string {
  const url = new URL(request.url, 'http://demo.invalid')
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) url.searchParams.delete(key)
    else url.searchParams.set(key, String(value))
  }
  return url.pathname + url.search
}

/** Which slice of a list a request asks for, before the list's length is known. */
interface PageAsk {
  /** `?limit=&offset=` (LimitOffsetPagination) rather than `?page=&page_size=`. */
  byOffset: boolean
  size: number
  /** The first item's index; undefined for `?page=last`, which needs the count first. */
  offset: number | undefined
  /** The page number asked for (NaN when it is not a number); only for `?page=`. */
  page: number | 'last'
}

/** Reads `?limit=&offset=` or `?page=&page_size=` (sizes clamped to 1..MAX_PAGE_SIZE). */
function pageAsk(request: FastifyRequest, defaultSize: number): PageAsk {
  const limit = intParam(request, 'limit')
  if (limit !== undefined || intParam(request, 'offset') !== undefined) {
    const size = Math.min(Math.max(limit ?? defaultSize, 1), MAX_PAGE_SIZE)
    return { byOffset: true, size, offset: intParam(request, 'offset') ?? 0, page: 1 }
  }
  const size = Math.min(Math.max(intParam(request, 'page_size') ?? defaultSize, 1), MAX_PAGE_SIZE)
  const pageParam = param(request, 'page')
  if (pageParam === 'last') return { byOffset: false, size, offset: undefined, page: 'last' }
  const page = Number(pageParam ?? 1)
  const offset = Number.isInteger(page) && page >= 1 ? (page - 1) * size : 0
  return { byOffset: false, size, offset, page }
}

/** The first index of the asked slice of `count` items, and its links; DRF's 404 past the end. */
function pageWindow(request: FastifyRequest, ask: PageAsk, count: number) {
  const { size } = ask
  if (ask.byOffset) {
    const offset = ask.offset ?? 0
    return {
      offset,
      next: offset + size < count ? linkTo(request, { limit: size, offset: offset + size }) : null,
      previous:
        offset > 0
          ? linkTo(request, { limit: size, offset: offset - size > 0 ? offset - size : null })
          : null,
    }
  }
  const pages = Math.max(Math.ceil(count / size), 1)
  const page = ask.page === 'last' ? pages : ask.page
  if (!Number.isInteger(page) || page < 1 || page > pages) {
    throw detailError(404, 'invalidPage')
  }
  return {
    offset: (page - 1) * size,
    next: page < pages ? linkTo(request, { page: page + 1 }) : null,
    previous: page > 1 ? linkTo(request, { page: page - 1 > 1 ? page - 1 : null }) : null,
  }
}

/**
 * DRF pagination `{count, next, previous, results}`: `?limit=&offset=` (LimitOffsetPagination)
 * or `?page=&page_size=` (PageNumberPagination). Links are root-relative, so they work through
 * the BFF unchanged. A page past the end is DRF's 404 'Invalid page.'.
 */
export function paginate<T, R>(
  request: FastifyRequest,
  items: T[],
  present: (item: T) => R,
  defaultSize = DEFAULT_PAGE_SIZE,
): Page<R> {
  const ask = pageAsk(request, defaultSize)
  const { offset, next, previous } = pageWindow(request, ask, items.length)
  return {
    count: items.length,
    next,
    previous,
    results: items.slice(offset, offset + ask.size).map(present),
  }
}

/**
 * `paginate` for a list the database holds: `count` counts it, `fetch` reads one slice of it
 * (`offset`, `limit`) and `present` turns the slice into the answer's items (in one batch). The
 * count and the slice are read together, but for `?page=last`, whose slice follows from the count.
 */
export async function paginateQuery<T, R>(
  request: FastifyRequest,
  query: {
    /** The list's length, or how to count it. */
    count: number | (() => Promise<number>)
    fetch: (offset: number, limit: number) => Promise<T[]>
    present: (items: T[]) => Promise<R[]>
  },
  defaultSize = DEFAULT_PAGE_SIZE,
): Promise<Page<R>> {
  const ask = pageAsk(request, defaultSize)
  const [count, early] = await Promise.all([
    typeof query.count === 'number' ? query.count : query.count(),
    ask.offset === undefined ? undefined : query.fetch(ask.offset, ask.size),
  ])
  const { offset, next, previous } = pageWindow(request, ask, count)
  const items = early ?? (await query.fetch(offset, ask.size))
  return { count, next, previous, results: await query.present(items) }
}
