import useSWR from 'swr'
import type { Lang } from '@jagir/shared/routes/table'
import { apiFetch } from '../../../lib/api-client'
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
}

/** SWR key of a search in a language. */
export const jobSearchKey = (filters: JobSearchFilters, lang: Lang): LangKey => [
  `/api/v1/job/search/?${apiQuery(filters, PAGE_SIZE)}`,
  lang,
]

/** Fetches one page of results; cards without a slug (nothing to open) are left out. */
export async function fetchJobSearch([path]: LangKey): Promise<JobSearchPage> {
  const page = await apiFetch<Partial<JobSearchPage> | undefined>(path)
  const results = (page?.results ?? []).filter((job) => typeof job?.slug === 'string')
  return { count: typeof page?.count === 'number' ? page.count : results.length, results }
}

/** The results of a search; the previous page stays on screen while the next one loads. */
export function useJobSearch(filters: JobSearchFilters, lang: Lang) {
  return useSWR(jobSearchKey(filters, lang), fetchJobSearch, { keepPreviousData: true })
}
