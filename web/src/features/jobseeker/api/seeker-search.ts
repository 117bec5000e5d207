import useSWR from 'swr'
import type { Lang } from '@jagir/shared/routes/table'
import type { LangKey } from '../../../components/job/locale-key'
import type { JobseekerSummary } from '../../../components/profile/jobseeker-card'
import { ApiError, apiFetch } from '../../../lib/api-client'
import { seekerApiQuery, type SeekerSearchFilters } from './seeker-search-params'

/** Results per page. */
export const SEEKER_PAGE_SIZE = 10

/** A job seeker in the search results, as GET `/api/v1/jobseeker/search/` lists them. */
export interface SeekerResult extends JobseekerSummary {
  expected_salary?: number | null
  working_status?: string | null
  job_level?: string | null
}

/** A page of results; `pastEnd` when the page asked for is past the last one (DRF's 404). */
export interface SeekerSearchPage {
  count: number
  results: SeekerResult[]
  pastEnd?: boolean
}

/** SWR key of a search in a language. */
export const seekerSearchKey = (filters: SeekerSearchFilters, lang: Lang): LangKey => [
  `/api/v1/jobseeker/search/?${seekerApiQuery(filters, SEEKER_PAGE_SIZE)}`,
  lang,
]

/** One page of results; cards without a username (nothing to open or shortlist) are left out. */
export async function fetchSeekerSearch([path]: LangKey): Promise<SeekerSearchPage> {
  const past = !/[?&]page=1&/.test(path)
  try {
    const page = await apiFetch<Partial<SeekerSearchPage> | undefined>(path, {
      callerStatuses: past ? [404] : [],
    })
    const results = (page?.results ?? []).filter((seeker) => typeof seeker?.username === 'string')
    return { count: typeof page?.count === 'number' ? page.count : results.length, results }
  } catch (error) {
    if (past && error instanceof ApiError && error.status === 404) {
      return { count: 0, results: [], pastEnd: true }
    }
    throw error
  }
}

/** The results of a search; the previous page stays on screen while the next one loads. */
export function useSeekerSearch(filters: SeekerSearchFilters, lang: Lang) {
  return useSWR(seekerSearchKey(filters, lang), fetchSeekerSearch, { keepPreviousData: true })
}
