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

/** Where one page of a list starts, how many rows it has, and the links to its neighbours. */
export interface PageWindow {
  offset: number
  limit: number
  next: string | null
  previous: string | null
}

/**
 * The page a request asks for of a list of `count` items: `?limit=&offset=`
 * (LimitOffsetPagination) or `?page=&page_size=` (PageNumberPagination). Links are root-relative,
 * so they work through the BFF unchanged. A page past the end is DRF's 404 'Invalid page.'.
 */
export function pageWindow(
  request: FastifyRequest,
  count: number,
  defaultSize = DEFAULT_PAGE_SIZE,
): PageWindow {
  const limit = intParam(request, 'limit')
  if (limit !== undefined || intParam(request, 'offset') !== undefined) {
    const size = Math.min(Math.max(limit ?? defaultSize, 1), MAX_PAGE_SIZE)
    const offset = intParam(request, 'offset') ?? 0
    return {
      offset,
      limit: size,
      next: offset + size < count ? linkTo(request, { limit: size, offset: offset + size }) : null,
      previous:
        offset > 0
          ? linkTo(request, { limit: size, offset: offset - size > 0 ? offset - size : null })
          : null,
    }
  }
  const size = Math.min(Math.max(intParam(request, 'page_size') ?? defaultSize, 1), MAX_PAGE_SIZE)
  const pageParam = param(request, 'page')
  const page = pageParam === 'last' ? Math.max(Math.ceil(count / size), 1) : Number(pageParam ?? 1)
  const pages = Math.max(Math.ceil(count / size), 1)
  if (!Number.isInteger(page) || page < 1 || page > pages) {
    throw detailError(404, 'invalidPage')
  }
  return {
    offset: (page - 1) * size,
    limit: size,
    next: page < pages ? linkTo(request, { page: page + 1 }) : null,
    previous: page > 1 ? linkTo(request, { page: page - 1 > 1 ? page - 1 : null }) : null,
  }
}

/** DRF pagination `{count, next, previous, results}` of a list in memory (see `pageWindow`). */
export function paginate<T, R>(
  request: FastifyRequest,
  items: T[],
  present: (item: T) => R,
  defaultSize = DEFAULT_PAGE_SIZE,
): Page<R> {
  const { offset, limit, next, previous } = pageWindow(request, items.length, defaultSize)
  return {
    count: items.length,
    next,
    previous,
    results: items.slice(offset, offset + limit).map(present),
  }
}

/**
 * DRF pagination of rows in the database: `count` is the whole list's size, and `rows` fetches
 * (and presents) only the page asked for, so a deep page costs one page of rows.
 */
export async function paginateQuery<R>(
  request: FastifyRequest,
  count: number,
  rows: (window: { offset: number; limit: number }) => Promise<R[]>,
  defaultSize = DEFAULT_PAGE_SIZE,
): Promise<Page<R>> {
  const { offset, limit, next, previous } = pageWindow(request, count, defaultSize)
  const results = offset < count ? await rows({ offset, limit }) : []
  return { count, next, previous, results }
}

/**
 * A path's id as a number of an `integer` column, or undefined when it names no row: only the
 * digits of an id as written (`7`, never `07` or `7.0`), and never past the column's range.
 */
export function idOf(text: string): number | undefined {
  const id = Number(text)
  return /^[1-9]\d{0,9}$/.test(text) && id <= 2_147_483_647 ? id : undefined
}
