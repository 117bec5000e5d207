import useSWR from 'swr'
import type { Lang } from '@jagir/shared/routes/table'
import { apiFetch } from '../../../lib/api-client'
import type { LangKey } from '../../../components/job/locale-key'
import type { JobStatus } from './employer-jobs'

/** GET `/api/v1/employer/overview/`: the figures of the employer's workspace. */
export interface EmployerOverview {
  jobs: Partial<Record<JobStatus, number>>
  applications: number
  applications_this_week: number
  applications_by_day: { date: string; count: number }[]
  shortlisted_applicants: number
  views: number
  shortlisted_jobseekers: number
  job_posts_left: { free: number; purchased: number }
}

/** SWR key of the overview (its counts are the job tabs' too). */
export const overviewKey = (lang: Lang): LangKey => ['/api/v1/employer/overview/', lang]

/** The employer's overview figures. */
export function useEmployerOverview(lang: Lang) {
  return useSWR(overviewKey(lang), ([path]: LangKey) => apiFetch<EmployerOverview>(path))
}
