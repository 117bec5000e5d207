import useSWR from 'swr'
import { jobDetailSchema, type JobDetail } from '@jagir/shared/schemas/job-detail'
import { apiFetch } from '../../../lib/api-client'

/** SWR key of a job's detail, GET `/api/v1/job/{slug}/`. */
export const jobDetailKey = (slug: string) => `/api/v1/job/${encodeURIComponent(slug)}/`

/** A job's detail: what steps 2 and 3 are prefilled from, and what the preview shows. */
export async function fetchJobDetail(path: string): Promise<JobDetail> {
  return jobDetailSchema.parse(await apiFetch<unknown>(path))
}

/** The detail of the job being edited. */
export function useJobDetail(slug: string | null) {
  return useSWR(slug ? jobDetailKey(slug) : null, fetchJobDetail, { revalidateOnFocus: false })
}
