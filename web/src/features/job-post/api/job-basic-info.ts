import useSWR from 'swr'
import { jobBasicInfoReadSchema, type JobBasicInfoRead } from '@jagir/shared/schemas/job-basic-info'
import { apiFetch } from '../../../lib/api-client'

/** SWR key of a job's basic info, GET `/api/v1/job/{slug}/basic-info-new/`. */
export const basicInfoKey = (slug: string) =>
  `/api/v1/job/${encodeURIComponent(slug)}/basic-info-new/`

/** A job's basic info for editing (spec section 7). */
export async function fetchBasicInfo(path: string): Promise<JobBasicInfoRead> {
  return jobBasicInfoReadSchema.parse(await apiFetch<unknown>(path))
}

/** The basic info of the job being edited; nothing is asked for a new job. */
export function useJobBasicInfo(slug: string | null) {
  return useSWR(slug ? basicInfoKey(slug) : null, fetchBasicInfo, { revalidateOnFocus: false })
}
