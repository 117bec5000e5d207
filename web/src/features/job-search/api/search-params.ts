import { CASCADE_CLEARS } from '@jagir/shared/rules/location-cascade'
import { filtersToQuery, type JobSearchFilters } from '@jagir/shared/rules/job-search'
import * as address from '../../../lib/address-search'

export {
  filtersToQuery,
  readFilters,
  SORTS,
  type JobSearchFilters,
  type Sort,
} from '@jagir/shared/rules/job-search'

export type FilterName = Exclude<keyof JobSearchFilters, 'search' | 'sort' | 'page'>

/**
 * One filter changed: the search starts again at page 1, and a new province clears the district
 * (docs/product.md#location-cascade, location cascade).
 */
export function changeFilter<K extends keyof JobSearchFilters>(
  filters: JobSearchFilters,
  name: K,
  value: JobSearchFilters[K],
): JobSearchFilters {
  const next = address.withFilter(filters, name, value)
  if (name === 'province' && CASCADE_CLEARS.province.includes('district')) next.district = null
  return next
}

/** The query of GET `/api/v1/job/search/` for a search (the provider's parameter names). */
export const apiQuery = (filters: JobSearchFilters, pageSize: number): string =>
  address.providerQuery(
    { ...filtersToQuery(filters), sort: filters.sort },
    { level: 'job_level', type: 'job_type', sort: 'ordering' },
    filters.page,
    pageSize,
  )
