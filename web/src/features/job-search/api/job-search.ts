import useSWR from 'swr'
import type { Lang } from '@jagir/shared/routes/table'
import { ApiError, apiFetch } from '../../../lib/api-client'
import type { ApiGet, RouteData } from '../../../lib/page-data'
import type { JobOrganization } from '../../../components/job/organization'
import type { SalaryRead } from '../../../components/job/salary'
import type { LangKey } from '../../../components/job/locale-key'
import { apiQuery, type JobSearchFilters } from './search-params'

/** Results per page. */
export const PAGE_SIZE = 10

/** A job in the search results, as GET `/api/v1/job/search/` lists it. */
export interface JobCard {
  id?: number
  slug: string
  title?: string
  organization?: JobOrganization | null
  show_name?: boolean | null
  org_alt_name?: string | null
  /** "Municipality, District". */
  location?: string | null
  district?: { id?: number; name?: string } | null
  offered_salary?: SalaryRead | null
  job_level?: string | null
  available_for?: string[] | string | null
  published_at?: string | null
  deadline?: string | null
}

/**
 * What a search that found nothing suggests instead, with how many jobs it would find: the place
 * its words name, as a filter (`district`, `province`), or the same search without one of its
 * filters (`without`, `filter` being the API's parameter name).
 */
export type JobSearchSuggestion =
  | { kind: 'district' | 'province'; id: number; name: string; count: number }
  | { kind: 'without'; filter: string; count: number }

/** A DRF page of job cards. */
export interface JobSearchPage {
  count: number
  results: JobCard[]
  /** Only when nothing was found, and only if the provider suggests anything. */
  suggestions?: JobSearchSuggestion[]
  /** The page asked for is past the last one (the API's 404 'Invalid page.'); `count` is the search's. */
  pastEnd?: boolean
}

/** SWR key of a search in a language. */
export const jobSearchKey = (filters: JobSearchFilters, lang: Lang): LangKey => [
  `/api/v1/job/search/?${apiQuery(filters, PAGE_SIZE)}`,
  lang,
]

/** A suggestion as the provider sent it, or null when it is not one this page knows. */
function readSuggestion(item: unknown): JobSearchSuggestion | null {
  const { kind, id, name, filter, count } = (item ?? {}) as Record<string, unknown>
  if (typeof count !== 'number' || count <= 0) return null
  if ((kind === 'district' || kind === 'province') && typeof id === 'number') {
    return typeof name === 'string' && name !== '' ? { kind, id, name, count } : null
  }
  return kind === 'without' && typeof filter === 'string' ? { kind, filter, count } : null
}

function readPage(page: Partial<JobSearchPage> | undefined): JobSearchPage {
  const results = (page?.results ?? []).filter((job) => typeof job?.slug === 'string')
  const count = typeof page?.count === 'number' ? page.count : results.length
  const suggestions = Array.isArray(page?.suggestions)
    ? page.suggestions.flatMap((item) => readSuggestion(item) ?? [])
    : []
  return suggestions.length ? { count, results, suggestions } : { count, results }
}

/**
 * Fetches one page of results; cards without a slug (nothing to open) are left out. A page past
 * the end (DRF answers 404) is no error: the first page tells how many jobs the search has.
 */
export async function fetchJobSearch(
  [path]: LangKey,
  get: ApiGet = apiFetch,
): Promise<JobSearchPage> {
  const url = new URL(path, 'http://api.invalid')
  const past = Number(url.searchParams.get('page') ?? '1') > 1
  try {
    return readPage(await get(path, { callerStatuses: past ? [404] : [] }))
  } catch (error) {
    if (!past || !(error instanceof ApiError) || error.status !== 404) throw error
  }
  url.searchParams.set('page', '1')
  const first = readPage(await get(url.pathname + url.search))
  return { ...first, results: [], pastEnd: true }
}

/** The search page's first data: the page of results its address asks for. */
export const jobSearchData = (filters: JobSearchFilters, lang: Lang): RouteData => ({
  key: jobSearchKey(filters, lang),
  read: (get) => fetchJobSearch(jobSearchKey(filters, lang), get),
})

/** The results of a search; the previous page stays on screen while the next one loads. */
export function useJobSearch(filters: JobSearchFilters, lang: Lang) {
  return useSWR(jobSearchKey(filters, lang), fetchJobSearch, { keepPreviousData: true })
}
