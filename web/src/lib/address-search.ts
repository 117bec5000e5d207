import { useCallback, useMemo } from 'react'
import { useLocation } from 'react-router'
import type { Query } from '@jagir/shared/routes/table'
import { useQueryChange } from './use-query-change'

/**
 * What the searches that live in the address (the job search, the job seeker search) read, write
 * and change alike; reading one is shared with the BFF (`@jagir/shared/rules/search-address`).
 * Each search's own filters are in its feature's `search-params.ts`.
 */

export {
  experienceMonths,
  oneOf,
  pageNumber,
  positiveInt,
  searchQuery,
  searchText,
} from '@jagir/shared/rules/search-address'

/** A query string of the values set (null, undefined and '' left out), without the `?`. */
export function queryText(values: Query): string {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(values)) {
    if (value !== null && value !== undefined && value !== '') query.set(key, String(value))
  }
  return query.toString()
}

/** An address's query (`?search=cook&page=2`), or '' when nothing is set. */
export function addressQuery(values: Query): string {
  const text = queryText(values)
  return text ? `?${text}` : ''
}

/**
 * The provider's query for a search: the address's values under the provider's names (`names`
 * maps those that differ), the page and the page size always sent.
 */
export function providerQuery(
  values: Query,
  names: Readonly<Record<string, string>>,
  page: number,
  pageSize: number,
): string {
  const sent = Object.entries({ ...values, page, page_size: pageSize })
  return queryText(Object.fromEntries(sent.map(([key, value]) => [names[key] ?? key, value])))
}

/** How many filters are set (the text, the order and the page aside; a list once it holds any). */
export const activeFilterCount = (filters: object): number =>
  Object.entries(filters).filter(
    ([key, value]) =>
      !['search', 'sort', 'page'].includes(key) &&
      (Array.isArray(value) ? value.length > 0 : value !== null),
  ).length

/** One filter changed: the search starts again at page 1 (unless the page is what changed). */
export function withFilter<F extends { page: number }, K extends keyof F>(
  filters: F,
  name: K,
  value: F[K],
): F {
  return { ...filters, [name]: value, page: name === 'page' ? (value as number) : 1 }
}

/** A search the address holds, and the ways to change it (`useAddressSearch`). */
export interface AddressSearch<F> {
  filters: F
  /** Changes the latest search: a new history entry. */
  apply: (change: (current: F) => F) => void
  /** The address of another search. */
  hrefOf: (next: F) => string
  /** Drops every filter but the text. */
  clear: () => void
}

/**
 * The search the address holds, and the ways to change it: every change is a new history entry
 * (Back returns to the previous search), so a search can be shared and the language toggle,
 * which keeps the query, keeps it. A change is made to the latest search, so a second filter
 * chosen before the first has loaded keeps the first.
 */
export function useAddressSearch<F extends { search: string }>(
  read: (params: URLSearchParams) => F,
  toQuery: (filters: F) => Query,
): AddressSearch<F> {
  const [params, changeQuery] = useQueryChange()
  const { pathname } = useLocation()
  const filters = useMemo(() => read(params), [read, params])
  const apply = useCallback(
    (change: (current: F) => F) =>
      changeQuery((current) => new URLSearchParams(queryText(toQuery(change(read(current)))))),
    [changeQuery, read, toQuery],
  )
  const hrefOf = useCallback(
    (next: F) => pathname + addressQuery(toQuery(next)),
    [pathname, toQuery],
  )
  const clear = useCallback(
    () => apply((current) => ({ ...read(new URLSearchParams()), search: current.search })),
    [apply, read],
  )
  return { filters, apply, hrefOf, clear }
}
