import { useCallback, useMemo } from 'react'
import { useLocation } from 'react-router'
import { useQueryChange } from '../../lib/use-query-change'
import {
  listQuery,
  readListFilters,
  type ContentListFilters,
} from '@jagir/shared/rules/content-lists'

/** A list's filters as an address query string (`?search=cv&page=2`), defaults left out. */
export function filtersQueryString(filters: ContentListFilters): string {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(listQuery(filters))) {
    if (value !== null) query.set(key, String(value))
  }
  const text = query.toString()
  return text ? `?${text}` : ''
}

/**
 * The filters of a content list as the address holds them, and the ways to change them: every
 * change is a new history entry (Back returns to the previous one) and starts at page 1, unless
 * it is the page that changes. The language toggle keeps the query, so it keeps them.
 */
export function useListFilters() {
  const [params, changeQuery] = useQueryChange()
  const { pathname } = useLocation()
  const filters = useMemo(() => readListFilters(params), [params])
  // Made to the latest filters (a second change before the first has loaded keeps the first).
  const apply = useCallback(
    (change: Partial<ContentListFilters>) =>
      changeQuery(
        (current) =>
          new URLSearchParams(
            filtersQueryString({ ...readListFilters(current), page: 1, ...change }),
          ),
      ),
    [changeQuery],
  )
  const hrefOf = useCallback(
    (change: Partial<ContentListFilters>) =>
      pathname + filtersQueryString({ ...filters, page: 1, ...change }),
    [pathname, filters],
  )
  return { filters, apply, hrefOf, pathname }
}
