import type { Lang } from '@jagir/shared/routes/table'
import { PAGE_SIZE, type Page } from '@jagir/shared/schemas/page'
import type { ApplicationStatus } from '@jagir/shared/rules/application-status'
import type { RatingFilter } from '@jagir/shared/rules/applicant'
import { apiFetch } from '../../../lib/api-client'
import { readPage, usePage } from '../../../lib/paging'
import type { LangKey } from '../../../components/job/locale-key'
import type { JobseekerSummary } from '../../../components/profile/jobseeker-card'

/** One application, as GET `/api/v1/job/{slug}/applications/` lists it. */
export interface Application {
  id: number
  status: string
  created_at: string
  cover_letter?: string | null
  /**
   * The CV sent with it: an uploaded file as it was at applying (`url` to download it), the CV
   * made from the applicant's profile, or none. Missing from an older provider.
   */
  cv?: { choice: 'file' | 'profile' | 'none'; url?: string; file_name?: string } | null
  answers: { question: { id: number; question: string }; answer: string }[]
  /** How to reach the applicant (given by applying); missing from an older provider. */
  contact?: { email?: string | null; phone_number?: string | null } | null
  /** The employer's private note and 1-5 rating (issue 31); missing from an older provider. */
  note?: string | null
  rating?: number | null
  jobseeker:
    (JobseekerSummary & { education?: { id?: number; name?: string | null } | null }) | null
}

/** A page of applications, with how many the job has of each status. */
export type ApplicationsPage = Page<Application> & {
  status_counts?: Record<ApplicationStatus, number>
}

/** What the applicants page filters by (all in its address). */
export interface ApplicationFilters {
  status: ApplicationStatus | null
  /** Rated at least this many stars, or unrated (`none`). */
  rating: RatingFilter | null
  /** A required question's id, with the answer to match. */
  question: number | null
  answer: string
  page: number
}

/** SWR key of a page of a job's applications. */
export function applicationsKey(slug: string, filters: ApplicationFilters, lang: Lang): LangKey {
  const query = new URLSearchParams({
    page: String(filters.page),
    page_size: String(PAGE_SIZE.applications),
  })
  if (filters.status) query.set('status', filters.status)
  if (filters.rating) query.set('rating', filters.rating)
  if (filters.question !== null && filters.answer) {
    query.set('question', String(filters.question))
    query.set('answer', filters.answer)
  }
  return [`/api/v1/job/${encodeURIComponent(slug)}/applications/?${query}`, lang]
}

/** A page of a job's applications; another employer's job answers 404 (the error page). */
export const useApplications = (slug: string, filters: ApplicationFilters, lang: Lang) =>
  usePage(
    applicationsKey(slug, filters, lang),
    (body: Partial<ApplicationsPage> | undefined): ApplicationsPage => ({
      ...readPage(body),
      status_counts: body?.status_counts,
    }),
  )

/** Sets an application's status (the owner only). */
export function setApplicationStatus(
  slug: string,
  id: number,
  status: ApplicationStatus,
): Promise<Application> {
  return apiFetch<Application>(`/api/v1/job/${encodeURIComponent(slug)}/applications/${id}/`, {
    method: 'PATCH',
    body: { status },
  })
}

/** Saves an application's private note and/or rating (null clears the rating). */
export function saveApplicationNotes(
  slug: string,
  id: number,
  change: { note?: string; rating?: number | null },
): Promise<Application> {
  return apiFetch<Application>(`/api/v1/job/${encodeURIComponent(slug)}/applications/${id}/`, {
    method: 'PATCH',
    body: change,
  })
}

/** One status for many applications of the job, all or nothing. */
export function setBulkStatus(
  slug: string,
  ids: readonly number[],
  status: ApplicationStatus,
): Promise<{ updated: number; status: ApplicationStatus }> {
  return apiFetch(`/api/v1/job/${encodeURIComponent(slug)}/applications/bulk-status/`, {
    method: 'POST',
    body: { ids, status },
  })
}
