import useSWR, { preload } from 'swr'
import type { Lang } from '@jagir/shared/routes/table'
import { apiFetch } from '../../../lib/api-client'
import type { LangKey } from '../../../components/job/locale-key'
import type { OrganizationSource } from '../../../components/job/organization'

/** The job statuses of the workspace's job tabs, as the API names them. */
export const JOB_STATUSES = ['active', 'pending', 'draft', 'denied', 'expired'] as const
export type JobStatus = (typeof JOB_STATUSES)[number]

/** Rows per page of a job tab. */
export const JOBS_PAGE_SIZE = 10

/** One of the employer's jobs, as GET `/api/v1/employer/jobs/` lists it. */
export interface EmployerJob extends OrganizationSource {
  slug: string
  title?: string | null
  location?: string | null
  vacancies?: number | null
  status?: string | null
  published_at?: string | null
  deadline?: string | null
  views?: number | null
  applications_count?: number | null
}

export interface EmployerJobsPage {
  count: number
  results: EmployerJob[]
}

/** SWR key of a page of the employer's jobs of a status. */
export const employerJobsKey = (status: JobStatus, page: number, lang: Lang): LangKey => [
  `/api/v1/employer/jobs/?status=${status}&page=${page}&page_size=${JOBS_PAGE_SIZE}`,
  lang,
]

async function fetchEmployerJobs([path]: LangKey): Promise<EmployerJobsPage> {
  const page = await apiFetch<Partial<EmployerJobsPage>>(path)
  const results = (page?.results ?? []).filter((job) => typeof job?.slug === 'string')
  return { count: typeof page?.count === 'number' ? page.count : results.length, results }
}

/** Starts reading a page of the employer's jobs before the tab that shows it is drawn. */
export function preloadEmployerJobs(status: JobStatus, page: number, lang: Lang): void {
  void preload(employerJobsKey(status, page, lang), fetchEmployerJobs).catch(() => undefined)
}

/** A page of the employer's jobs of a status. */
export function useEmployerJobs(status: JobStatus, page: number, lang: Lang) {
  return useSWR(employerJobsKey(status, page, lang), fetchEmployerJobs, { keepPreviousData: true })
}

/**
 * Publishes a draft (the preview's Publish). 403 (no job post left) is the caller's to explain;
 * other failures follow spec section 8.
 */
export async function publishJob(slug: string): Promise<void> {
  await apiFetch(`/api/v1/job/${encodeURIComponent(slug)}/publish/`, {
    method: 'POST',
    callerStatuses: [403],
  })
}
