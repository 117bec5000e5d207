import useSWR from 'swr'
import type { Lang } from '@jagir/shared/routes/table'
import type { LangKey } from '../../../components/job/locale-key'
import { apiFetch } from '../../../lib/api-client'

/** The API path of a job's similar open jobs (at most 6; docs/finding-jobs.md). */
export const similarJobsPath = (slug: string) => `/api/v1/job/${encodeURIComponent(slug)}/similar/`

/** A similar job's card (as the job search lists it; the slug is what is relied on). */
export interface SimilarJob {
  slug: string
  [field: string]: unknown
}

/** The similar jobs; cards without a slug (nothing to open) are left out. */
export async function fetchSimilarJobs([path]: LangKey): Promise<SimilarJob[]> {
  // A list beside the job: its failure never takes the page over (no error page, no sign-out).
  const body = await apiFetch<{ results?: SimilarJob[] } | undefined>(path, {
    handleErrors: false,
  })
  return (body?.results ?? []).filter((job) => typeof job?.slug === 'string')
}

/**
 * A job's similar open jobs, read by the browser after the job itself (the job page's first
 * paint does not wait for them); a failure leaves the list out.
 */
export const useSimilarJobs = (slug: string, lang: Lang) =>
  useSWR([similarJobsPath(slug), lang] as LangKey, fetchSimilarJobs, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  })
