import { useCallback, useMemo } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import { filtersToQuery, readFilters, type JobSearchFilters } from '../api/search-params'

/** A search as an address query string (`?search=...&province=3`), defaults left out. */
export function searchQueryString(filters: JobSearchFilters): string {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(filtersToQuery(filters))) {
    if (value !== null && value !== undefined) query.set(key, String(value))
  }
  const text = query.toString()
  return text ? `?${text}` : ''
}

/**
 * The search the address holds, and a way to change it: every change is a new history entry
 * (Back returns to the previous search), so a search can be shared and the language toggle,
 * which keeps the query, keeps it.
 */
export function useSearchFilters() {
  const [params, setParams] = useSearchParams()
  const { pathname } = useLocation()
  const filters = useMemo(() => readFilters(params), [params])
  const apply = useCallback(
    (next: JobSearchFilters) => setParams(new URLSearchParams(searchQueryString(next))),
    [setParams],
  )
  const hrefOf = useCallback(
    (next: JobSearchFilters) => pathname + searchQueryString(next),
    [pathname],
  )
  return { filters, apply, hrefOf }
}
