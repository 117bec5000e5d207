import useSWR from 'swr'
import type { LangKey } from '../../../components/job/locale-key'
import { apiFetch } from '../../../lib/api-client'
import { useLang } from '../../../lib/lang'

/** One week of the seeker's activity (the week's first day, YYYY-MM-DD). */
export interface ActivityWeek {
  week_start: string
  applications: number
  profile_views: number
  shortlists: number
}

/** GET `/api/v1/jobseeker/stats/`. */
export interface SeekerStats {
  applications: Record<'total' | 'new' | 'shortlisted' | 'interview' | 'rejected' | 'hired', number>
  liked_jobs: number
  profile_views: { total: number; last_30_days: number }
  shortlists: number
  profile_completeness: number
  /** Twelve weeks, oldest first. */
  activity: ActivityWeek[]
}

/** The signed-in seeker's stats. */
export function useSeekerStats() {
  const lang = useLang()
  const key: LangKey = ['/api/v1/jobseeker/stats/', lang]
  return useSWR(key, ([path]: LangKey) => apiFetch<SeekerStats>(path), {
    revalidateOnFocus: false,
  })
}
