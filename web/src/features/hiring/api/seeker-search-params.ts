import { JOB_LEVELS, SALARY_BANDS, SEEKER_STATUSES } from '@jagir/shared/rules/options'
import * as address from '../../../lib/address-search'

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

const bands = SALARY_BANDS.map((band) => band.value)

/** Skill ids from `skills=3,7`: positive whole numbers, each once, at most ten. */
function skillIds(raw: string | null): number[] {
  const ids = (raw ?? '').split(',').map((part) => address.positiveInt(part.trim()))
  return [...new Set(ids.filter((id): id is number => id !== null))].slice(0, SEARCH_SKILLS_MAX)
}

/** The search the address asks for; anything unknown in it is ignored. */
export function readSeekerFilters(params: URLSearchParams): SeekerSearchFilters {
  return {
    search: address.searchText(params),
    district: address.positiveInt(params.get('district')),
    category: address.positiveInt(params.get('category')),
    skills: skillIds(params.get('skills')),
    level: address.oneOf<string>(JOB_LEVELS, params.get('level')),
    experience: address.experienceMonths(params),
    salary: address.oneOf(bands, params.get('salary')),
    status: address.oneOf<string>(SEEKER_STATUSES, params.get('status')),
    page: address.pageNumber(params),
  }
}

/** The query of GET `/api/v1/jobseeker/search/` for a search (the provider's parameter names). */
export const seekerApiQuery = (filters: SeekerSearchFilters, pageSize: number): string =>
  address.providerQuery(
    address.searchQuery(filters),
    { level: 'job_level', status: 'working_status' },
    filters.page,
    pageSize,
  )
