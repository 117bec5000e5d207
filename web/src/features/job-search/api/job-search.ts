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

/** A DRF page of job cards. */
export interface JobSearchPage {
  count: number
  results: JobCard[]
  /** The page asked for is past the last one (the API's 404 'Invalid page.'); `count` is the search's. */
  pastEnd?: boolean
}

/** SWR key of a search in a language. */
export const jobSearchKey = (filters: JobSearchFilters, lang: Lang): LangKey => [
  `/api/v1/job/search/?${apiQuery(filters, PAGE_SIZE)}`,
  lang,
]

function readPage(page: Partial<JobSearchPage> | undefined): JobSearchPage {
  const results = (page?.results ?? []).filter((job) => typeof job?.slug === 'string')
  return { count: typeof page?.count === 'number' ? page.count : results.length, results }
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
  return { count: first.count, results: [], pastEnd: true }
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
