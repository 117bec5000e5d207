import { preload } from 'swr'
import type { Lang } from '@jagir/shared/routes/table'
import { pageQuery, type Page } from '@jagir/shared/schemas/page'
import { apiFetch } from '../../../lib/api-client'
import { fetchPage, readPage, usePage } from '../../../lib/paging'
import type { LangKey } from '../../../components/job/locale-key'
import type { OrganizationSource } from '../../../components/job/organization'

/** The job statuses of the workspace's job tabs, as the API names them. */
export const JOB_STATUSES = ['active', 'pending', 'draft', 'denied', 'expired'] as const
export type JobStatus = (typeof JOB_STATUSES)[number]

/** One of the employer's jobs, as GET `/api/v1/employer/jobs/` lists it. */
export interface EmployerJob extends OrganizationSource {
  slug: string
  title?: string | null
  /** The title's language when the job has none in the page's (shown in the other, marked). */
  title_lang?: 'en' | 'ne' | null
  location?: string | null
  vacancies?: number | null
  status?: string | null
  published_at?: string | null
  deadline?: string | null
  views?: number | null
  applications_count?: number | null
}

/** SWR key of a page of the employer's jobs of a status. */
export const employerJobsKey = (status: JobStatus, page: number, lang: Lang): LangKey => [
  `/api/v1/employer/jobs/?status=${status}&${pageQuery('employerJobs', page)}`,
  lang,
]

/** A page of jobs; a job without a slug (nothing to open) is left out. */
export const readEmployerJobs = (body: Partial<Page<EmployerJob>> | undefined) =>
  readPage(body, (job) => typeof job?.slug === 'string')

/** Starts reading a page of the employer's jobs before the tab that shows it is drawn. */
export function preloadEmployerJobs(status: JobStatus, page: number, lang: Lang): void {
  void preload(employerJobsKey(status, page, lang), ([path]: LangKey) =>
    fetchPage(path, apiFetch, readEmployerJobs),
  ).catch(() => undefined)
}

/** A page of the employer's jobs of a status. */
export const useEmployerJobs = (status: JobStatus, page: number, lang: Lang) =>
  usePage(employerJobsKey(status, page, lang), readEmployerJobs)

/**
 * Publishes a draft (the preview's Publish). 403 (no job post left) is the caller's to explain;
 * other failures follow docs/product.md#what-a-failed-call-does.
 */
export async function publishJob(slug: string): Promise<void> {
  await apiFetch(`/api/v1/job/${encodeURIComponent(slug)}/publish/`, {
    method: 'POST',
    callerStatuses: [403],
  })
}
