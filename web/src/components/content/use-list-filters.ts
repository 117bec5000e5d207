import { useCallback, useMemo } from 'react'
import { useLocation, useSearchParams } from 'react-router'
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
  const [params, setParams] = useSearchParams()
  const { pathname } = useLocation()
  const filters = useMemo(() => readListFilters(params), [params])
  const withChange = useCallback(
    (change: Partial<ContentListFilters>): ContentListFilters => ({
      ...filters,
      page: 1,
      ...change,
    }),
    [filters],
  )
  const apply = useCallback(
    (change: Partial<ContentListFilters>) =>
      setParams(new URLSearchParams(filtersQueryString(withChange(change)))),
    [setParams, withChange],
  )
  const hrefOf = useCallback(
    (change: Partial<ContentListFilters>) => pathname + filtersQueryString(withChange(change)),
    [pathname, withChange],
  )
  return { filters, apply, hrefOf, pathname }
}
