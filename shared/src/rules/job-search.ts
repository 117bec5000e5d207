import type { Query } from '../routes/table.js'
import { JOB_LEVELS, JOB_TYPES, PROVINCE_OPTIONS, SALARY_BANDS } from './options.js'
import * as address from './search-address.js'

/**
 * The job search's address (`/job/search?search=...&province=3&level=mid_level`): every filter is
 * in the query string, so a search can be shared and survives the language toggle. The SPA's
 * screen and the BFF's head of a shared search (its title and `og:url`) read it here, alike.
 */

/**
 * Result orderings: newest first, the closest deadline first, or (a signed-in job seeker's) the
 * jobs that fit their preferences best first (docs/finding-jobs.md).
 */
export const SORTS = ['newest', 'deadline', 'recommended'] as const
export type Sort = (typeof SORTS)[number]

/** A job search as the address holds it. Values the option lists do not know are dropped. */
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
