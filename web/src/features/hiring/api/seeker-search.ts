import type { Lang } from '@jagir/shared/routes/table'
import { PAGE_SIZE, type Page } from '@jagir/shared/schemas/page'
import type { JobseekerSummary } from '../../../components/profile/jobseeker-card'
import { readPage, usePage } from '../../../lib/paging'
import { seekerApiQuery, type SeekerSearchFilters } from './seeker-search-params'

/** A job seeker in the search results, as GET `/api/v1/jobseeker/search/` lists them. */
export interface SeekerResult extends JobseekerSummary {
  expected_salary?: number | null
  working_status?: string | null
  job_level?: string | null
}

/** The results of a search (cards without a username, nothing to open or shortlist, left out). */
export const useSeekerSearch = (filters: SeekerSearchFilters, lang: Lang) =>
  usePage(
    [`/api/v1/jobseeker/search/?${seekerApiQuery(filters, PAGE_SIZE.seekerSearch)}`, lang],
    (body: Partial<Page<SeekerResult>> | undefined) =>
      readPage(body, (seeker) => typeof seeker?.username === 'string'),
  )
