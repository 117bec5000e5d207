import type { Query } from '@jagir/shared/routes/table'
import { CASCADE_CLEARS } from '@jagir/shared/rules/location-cascade'
import { SEARCH_TEXT_MAX } from '@jagir/shared/rules/constants'
import {
  EXPERIENCE_MONTH_OPTIONS,
  JOB_LEVELS,
  JOB_TYPES,
  PROVINCE_OPTIONS,
  SALARY_BANDS,
} from '@jagir/shared/rules/options'

/** Result orderings: newest first, or the closest deadline first. */
export const SORTS = ['newest', 'deadline'] as const
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

/** The filters in the order the page shows them. */
export const FILTER_NAMES: readonly FilterName[] = [
  'province',
  'district',
  'category',
  'level',
  'type',
  'salary',
  'experience',
]

const positiveInt = (raw: string | null): number | null =>
  raw !== null && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null

const oneOf = <T extends string | number>(allowed: readonly T[], raw: T | null): T | null =>
  raw !== null && allowed.includes(raw) ? raw : null

const provinces = PROVINCE_OPTIONS.map((option) => option.value)
const bands = SALARY_BANDS.map((band) => band.value)
const months = EXPERIENCE_MONTH_OPTIONS.map((option) => option.value)

/** The search the address asks for; anything unknown in it is ignored. */
export function readFilters(params: URLSearchParams): JobSearchFilters {
  const experience = params.get('experience')
  return {
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_TEXT_MAX),
    province: oneOf(provinces, positiveInt(params.get('province'))),
    district: positiveInt(params.get('district')),
    category: positiveInt(params.get('category')),
    level: oneOf<string>(JOB_LEVELS, params.get('level')),
    type: oneOf<string>(JOB_TYPES, params.get('type')),
    salary: oneOf(bands, params.get('salary')),
    experience:
      experience !== null && /^\d+$/.test(experience) ? oneOf(months, Number(experience)) : null,
    sort: oneOf<Sort>(SORTS, params.get('sort') as Sort | null) ?? 'newest',
    page: positiveInt(params.get('page')) ?? 1,
  }
}

/** The address query of a search: defaults (newest, page 1, empty values) are left out. */
export function filtersToQuery(filters: JobSearchFilters): Query {
  return {
    search: filters.search || null,
    province: filters.province,
    district: filters.district,
    category: filters.category,
    level: filters.level,
    type: filters.type,
    salary: filters.salary,
    experience: filters.experience,
    sort: filters.sort === 'newest' ? null : filters.sort,
    page: filters.page > 1 ? filters.page : null,
  }
}

/**
 * One filter changed: the search starts again at page 1, and a new province clears the district
 * (docs/product.md#location-cascade, location cascade).
 */
export function changeFilter<K extends keyof JobSearchFilters>(
  filters: JobSearchFilters,
  name: K,
  value: JobSearchFilters[K],
): JobSearchFilters {
  const next: JobSearchFilters = { ...filters, [name]: value }
  if (name !== 'page') next.page = 1
  if (name === 'province' && CASCADE_CLEARS.province.includes('district')) next.district = null
  return next
}

/** The query of GET `/api/v1/job/search/` for a search (the provider's parameter names). */
export function apiQuery(filters: JobSearchFilters, pageSize: number): string {
  const query = new URLSearchParams()
  const put = (key: string, value: string | number | null) => {
    if (value !== null && value !== '') query.set(key, String(value))
  }
  put('search', filters.search)
  put('province', filters.province)
  put('district', filters.district)
  put('category', filters.category)
  put('job_level', filters.level)
  put('job_type', filters.type)
  put('salary', filters.salary)
  put('experience', filters.experience)
  put('ordering', filters.sort)
  put('page', filters.page)
  put('page_size', pageSize)
  return query.toString()
}

/** How many filters (besides the text) are set: shown on the filter panel's toggle. */
export const activeFilterCount = (filters: JobSearchFilters): number =>
  FILTER_NAMES.filter((name) => filters[name] !== null).length
