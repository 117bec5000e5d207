import type { Query } from '@jagir/shared/routes/table'
import { SEARCH_TEXT_MAX } from '@jagir/shared/rules/constants'
import {
  EXPERIENCE_MONTH_OPTIONS,
  JOB_LEVELS,
  SALARY_BANDS,
  SEEKER_STATUSES,
} from '@jagir/shared/rules/options'

/** At most this many skills in one search (the profile's own limit, docs/product.md#constants). */
export const SEARCH_SKILLS_MAX = 10

/**
 * A job seeker search as the address holds it (`/jobseeker/search?search=...&district=27`):
 * every filter is in the query string, so a search can be shared, survives the language toggle
 * and the back button. Values the option lists do not know are dropped, never sent.
 */
export interface SeekerSearchFilters {
  search: string
  district: number | null
  /** A preferred job category. */
  category: number | null
  /** Skill ids; a seeker must have all of them. */
  skills: number[]
  level: string | null
  /** At least this much experience, in months (0 to 120 in steps of 12). */
  experience: number | null
  /** An expected salary band's value (docs/product.md#constants), e.g. `25001_35000`. */
  salary: string | null
  /** A working status (docs/product.md#option-lists). */
  status: string | null
  page: number
}

export type SeekerFilterName = Exclude<keyof SeekerSearchFilters, 'search' | 'page'>

const positiveInt = (raw: string | null): number | null =>
  raw !== null && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null

const oneOf = <T extends string | number>(allowed: readonly T[], raw: T | null): T | null =>
  raw !== null && allowed.includes(raw) ? raw : null

const bands = SALARY_BANDS.map((band) => band.value)
const months = EXPERIENCE_MONTH_OPTIONS.map((option) => option.value)

/** Skill ids from `skills=3,7`: positive whole numbers, each once, at most ten. */
function skillIds(raw: string | null): number[] {
  const ids = (raw ?? '').split(',').map((part) => positiveInt(part.trim()))
  return [...new Set(ids.filter((id): id is number => id !== null))].slice(0, SEARCH_SKILLS_MAX)
}

/** The search the address asks for; anything unknown in it is ignored. */
export function readSeekerFilters(params: URLSearchParams): SeekerSearchFilters {
  const experience = params.get('experience')
  return {
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_TEXT_MAX),
    district: positiveInt(params.get('district')),
    category: positiveInt(params.get('category')),
    skills: skillIds(params.get('skills')),
    level: oneOf<string>(JOB_LEVELS, params.get('level')),
    experience:
      experience !== null && /^\d+$/.test(experience) ? oneOf(months, Number(experience)) : null,
    salary: oneOf(bands, params.get('salary')),
    status: oneOf<string>(SEEKER_STATUSES, params.get('status')),
    page: positiveInt(params.get('page')) ?? 1,
  }
}

/** The address query of a search: page 1 and empty values are left out. */
export function seekerFiltersToQuery(filters: SeekerSearchFilters): Query {
  return {
    search: filters.search || null,
    district: filters.district,
    category: filters.category,
    skills: filters.skills.length ? filters.skills.join(',') : null,
    level: filters.level,
    experience: filters.experience,
    salary: filters.salary,
    status: filters.status,
    page: filters.page > 1 ? filters.page : null,
  }
}

/** The address query string of a search (`?search=...&district=27`, or ''). */
export function seekerSearchQueryString(filters: SeekerSearchFilters): string {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(seekerFiltersToQuery(filters))) {
    if (value !== null && value !== undefined) query.set(key, String(value))
  }
  const text = query.toString()
  return text ? `?${text}` : ''
}

/** One filter changed: the search starts again at page 1. */
export function changeSeekerFilter<K extends keyof SeekerSearchFilters>(
  filters: SeekerSearchFilters,
  name: K,
  value: SeekerSearchFilters[K],
): SeekerSearchFilters {
  return { ...filters, [name]: value, page: name === 'page' ? (value as number) : 1 }
}

/** The query of GET `/api/v1/jobseeker/search/` for a search (the provider's parameter names). */
export function seekerApiQuery(filters: SeekerSearchFilters, pageSize: number): string {
  const query = new URLSearchParams()
  const put = (key: string, value: string | number | null) => {
    if (value !== null && value !== '') query.set(key, String(value))
  }
  put('search', filters.search)
  put('district', filters.district)
  put('category', filters.category)
  put('skills', filters.skills.length ? filters.skills.join(',') : null)
  put('job_level', filters.level)
  put('experience', filters.experience)
  put('salary', filters.salary)
  put('working_status', filters.status)
  put('page', filters.page)
  put('page_size', pageSize)
  return query.toString()
}

/** How many filters (besides the text) are set: shown on the filter panel's toggle. */
export const activeSeekerFilterCount = (filters: SeekerSearchFilters): number =>
  (['district', 'category', 'level', 'experience', 'salary', 'status'] as const).filter(
    (name) => filters[name] !== null,
  ).length + (filters.skills.length ? 1 : 0)
