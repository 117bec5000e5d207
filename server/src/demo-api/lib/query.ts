import type { FastifyRequest } from 'fastify'
import type { Page } from '@jagir/shared/schemas/page'
import { detailError, notFound } from './errors.js'
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

/** The part of a list of `count` items a request asks for, and the links around it. */
export interface PageWindow {
  offset: number
  limit: number
  next: string | null
  previous: string | null
}

/**
 * DRF's page arithmetic: `?limit=&offset=` (LimitOffsetPagination) or `?page=&page_size=`
 * (PageNumberPagination). Links are root-relative, so they work through the BFF unchanged. A
 * page past the end is DRF's 404 'Invalid page.'.
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

/** DRF pagination `{count, next, previous, results}` of a list held in memory. */
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
 * DRF pagination of a list the database holds: `count` says how many there are (or reads it),
 * `fetch` reads only the page asked for (`limit`/`offset` in SQL), so a deep page costs one
 * page of rows; nothing is read past the end.
 */
export async function paginateQuery<R>(
  request: FastifyRequest,
  count: number | (() => Promise<number>),
  fetch: (window: RowWindow) => Promise<R[]>,
  defaultSize = DEFAULT_PAGE_SIZE,
): Promise<Page<R>> {
  const total = typeof count === 'number' ? count : Number(await count())
  const { offset, limit, next, previous } = pageWindow(request, total, defaultSize)
  const results = offset < total ? await fetch({ limit, offset, total }) : []
  return { count: total, next, previous, results }
}

/** The rows a page asks for, of a list of `total` rows. */
export interface RowWindow {
  offset: number
  limit: number
  total: number
}

/**
 * The same rows counted from the list's other end, when that skips fewer: a database skips every
 * row before the offset, so a page past the middle is read in the reverse order (then turned
 * back), and the last page skips none. Undefined when reading from the start skips fewer.
 */
export function fromTheEnd({ offset, limit, total }: RowWindow): RowWindow | undefined {
  const rows = Math.min(limit, total - offset)
  if (rows <= 0 || offset <= total - offset - rows) return undefined
  return { offset: total - offset - rows, limit: rows, total }
}

/**
 * How to read a page's ids: its offset and limit (from the far end when `fromTheEnd` says so),
 * the list's ascending and descending directions as they run that way, and `inOrder`, which
 * turns the ids read back into the list's order.
 */
export function pageReading(window: RowWindow) {
  const reversed = fromTheEnd(window)
  const { offset, limit } = reversed ?? window
  return {
    offset,
    limit,
    asc: reversed ? ('desc' as const) : ('asc' as const),
    desc: reversed ? ('asc' as const) : ('desc' as const),
    inOrder: (ids: number[]) => (reversed ? [...ids].reverse() : ids),
  }
}

/** The rows of these ids in the ids' order (the rows as a database answers them, in any order). */
export function inIdOrder<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** The largest value of an `integer` (serial) column. */
const MAX_ROW_ID = 2 ** 31 - 1

/**
 * A path's id as a row id, or undefined when it cannot be one: not written as the id is (digits,
 * no leading zero), or past the column's range, which the database would refuse with an error
 * rather than find nothing.
 */
export function rowId(value: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(value)) return undefined
  const id = Number(value)
  return id >= 1 && id <= MAX_ROW_ID ? id : undefined
}

/** A path's id as a row id (see `rowId`); anything that cannot be one is DRF's 404. */
export function pathId(value: string): number {
  const id = rowId(value)
  if (id === undefined) throw notFound()
  return id
}
