import { useCallback, useMemo } from 'react'
import { useLocation } from 'react-router'
import { useQueryChange } from '../../../lib/use-query-change'
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
 * which keeps the query, keeps it. A change is made to the latest search, so a second filter
 * chosen before the first has loaded keeps the first.
 */
export function useSearchFilters() {
  const [params, changeQuery] = useQueryChange()
  const { pathname } = useLocation()
  const filters = useMemo(() => readFilters(params), [params])
  const apply = useCallback(
    (change: (current: JobSearchFilters) => JobSearchFilters) =>
      changeQuery(
        (current) => new URLSearchParams(searchQueryString(change(readFilters(current)))),
      ),
    [changeQuery],
  )
  const hrefOf = useCallback(
    (next: JobSearchFilters) => pathname + searchQueryString(next),
    [pathname],
  )
  return { filters, apply, hrefOf }
}
