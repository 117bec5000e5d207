import type { Lang } from '@jagir/shared/routes/table'
import { PAGE_SIZE, type Page } from '@jagir/shared/schemas/page'
import type { RouteData } from '../../../lib/page-data'
import { pageData, readPage, usePage } from '../../../lib/paging'
import type { JobOrganization } from '../../../components/job/organization'
import type { SalaryRead } from '../../../components/job/salary'
import type { LangKey } from '../../../components/job/locale-key'
import { apiQuery, type JobSearchFilters } from './search-params'

/** A job in the search results, as GET `/api/v1/job/search/` lists it. */
export interface JobCard {
  id?: number
  slug: string
  title?: string
  /** The title's language when the job has none in the page's (shown in the other, marked). */
  title_lang?: 'en' | 'ne'
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

/** A page of job cards, with what a search that found nothing suggests (if anything). */
export type JobSearchPage = Page<JobCard> & { suggestions?: JobSearchSuggestion[] }

/** SWR key of a search in a language. */
export const jobSearchKey = (filters: JobSearchFilters, lang: Lang): LangKey => [
  `/api/v1/job/search/?${apiQuery(filters, PAGE_SIZE.jobSearch)}`,
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

/** A page of results; cards without a slug (nothing to open) are left out. */
function readJobSearch(body: Partial<JobSearchPage> | undefined): JobSearchPage {
  const page = readPage<JobCard>(body, (job) => typeof job?.slug === 'string')
  const suggestions = Array.isArray(body?.suggestions)
    ? body.suggestions.flatMap((item) => readSuggestion(item) ?? [])
    : []
  return suggestions.length ? { ...page, suggestions } : page
}

/** The search page's first data: the page of results its address asks for. */
export const jobSearchData = (filters: JobSearchFilters, lang: Lang): RouteData =>
  pageData(jobSearchKey(filters, lang), readJobSearch)

/** The results of a search; the previous page stays on screen while the next one loads. */
export const useJobSearch = (filters: JobSearchFilters, lang: Lang) =>
  usePage(jobSearchKey(filters, lang), readJobSearch)
