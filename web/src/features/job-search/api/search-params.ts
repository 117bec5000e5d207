import type { Query } from '@jagir/shared/routes/table'
import { CASCADE_CLEARS } from '@jagir/shared/rules/location-cascade'
import { JOB_LEVELS, JOB_TYPES, PROVINCE_OPTIONS, SALARY_BANDS } from '@jagir/shared/rules/options'
import * as address from '../../../lib/address-search'

/**
 * Result orderings: newest first, the closest deadline first, or (a signed-in job seeker's) the
 * jobs that fit their preferences best first (docs/finding-jobs.md).
 */
export const SORTS = ['newest', 'deadline', 'recommended'] as const
export type Sort = (typeof SORTS)[number]

/**
 * A job search as the address holds it (`/job/search?search=...&province=3&level=mid_level`):
 * every filter is in the query string, so a search can be shared and survives the language
 * toggle. Values the option lists do not know are dropped, never sent.
 */
export interface JobSearchFilters {
  search: string
  province: number | null
  district: number | null
  category: number | null
  /** An employer (its id): the jobs that show its name (a browse link's search). */
  organization: number | null
  level: string | null
  type: string | null
  /** A salary band's value (docs/product.md#option-lists), e.g. `25001_35000`. */
  salary: string | null
  /** The seeker's experience in months (0 to 120 in steps of 12). */
  experience: number | null
  sort: Sort
  page: number
}

export type FilterName = Exclude<keyof JobSearchFilters, 'search' | 'sort' | 'page'>

const provinces = PROVINCE_OPTIONS.map((option) => option.value)
const bands = SALARY_BANDS.map((band) => band.value)

/** The search the address asks for; anything unknown in it is ignored. */
export function readFilters(params: URLSearchParams): JobSearchFilters {
  return {
    search: address.searchText(params),
    province: address.oneOf(provinces, address.positiveInt(params.get('province'))),
    district: address.positiveInt(params.get('district')),
    category: address.positiveInt(params.get('category')),
    organization: address.positiveInt(params.get('organization')),
    level: address.oneOf<string>(JOB_LEVELS, params.get('level')),
    type: address.oneOf<string>(JOB_TYPES, params.get('type')),
    salary: address.oneOf(bands, params.get('salary')),
    experience: address.experienceMonths(params),
    sort: address.oneOf<Sort>(SORTS, params.get('sort') as Sort | null) ?? 'newest',
    page: address.pageNumber(params),
  }
}

/** The address query of a search: defaults (newest, page 1, empty values) are left out. */
export const filtersToQuery = (filters: JobSearchFilters): Query =>
  address.searchQuery({ ...filters, sort: filters.sort === 'newest' ? null : filters.sort })

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
