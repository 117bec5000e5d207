import type { Query } from '../routes/table.js'
import { SEARCH_TEXT_MAX } from './constants.js'
import { EXPERIENCE_MONTH_OPTIONS } from './options.js'

/**
 * Reading and writing the searches that live in the address (the job search, the job seeker
 * search): the SPA's screens and the BFF's page heads read an address the same way. Each
 * search's own filters are in its own module (`job-search.ts`, the SPA's `search-params.ts`).
 */

/** A whole number above zero of at most nine digits, or null. */
export const positiveInt = (raw: string | null): number | null =>
  raw !== null && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null

/** The value if the list has it, or null. */
export const oneOf = <T extends string | number>(allowed: readonly T[], raw: T | null): T | null =>
  raw !== null && allowed.includes(raw) ? raw : null

const months = EXPERIENCE_MONTH_OPTIONS.map((option) => option.value)

/** The address's search text: trimmed, cut at the longest a search may be. */
export const searchText = (params: URLSearchParams): string =>
  (params.get('search') ?? '').trim().slice(0, SEARCH_TEXT_MAX)

/** The address's experience in months, if it is one of the list's (0 to 120 in steps of 12). */
export function experienceMonths(params: URLSearchParams): number | null {
  const raw = params.get('experience')
  return raw !== null && /^\d+$/.test(raw) ? oneOf(months, Number(raw)) : null
}

/** The page the address asks for: 1 unless it names a later one. */
export const pageNumber = (params: URLSearchParams): number => positiveInt(params.get('page')) ?? 1

/**
 * A search as its address's query, in the filters' order: what is not set (null, '', an empty
 * list) and page 1 left out, a list's values joined with commas.
 */
export function searchQuery(filters: object): Query {
  const shown = ([key, value]: [string, Query[string] | number[]]) => {
    const text = Array.isArray(value) ? value.join(',') : value
    return [key, text === '' || (key === 'page' && text === 1) ? null : text]
  }
  return Object.fromEntries(Object.entries(filters).map(shown)) as Query
}
