import useSWR from 'swr'
import type { LangKey } from '../../../components/job/locale-key'
import { apiFetch } from '../../../lib/api-client'
import { useLang } from '../../../lib/lang'

/** One bar of an insight: what it counts (an id or a value), its name, and how many. */
export interface InsightCount {
  id: number | string
  name: string
  count: number
}

/** GET `/api/v1/jobseeker/insights/`: the public job seekers, counted several ways. */
export interface SeekerInsights {
  total: number
  by_district: InsightCount[]
  by_category: InsightCount[]
  by_job_level: InsightCount[]
  by_experience_years: InsightCount[]
  by_expected_salary: InsightCount[]
  by_working_status: InsightCount[]
}

const counts = (list: unknown): InsightCount[] =>
  (Array.isArray(list) ? list : []).filter(
    (item): item is InsightCount =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as InsightCount).count === 'number' &&
      (typeof (item as InsightCount).id === 'number' ||
        typeof (item as InsightCount).id === 'string'),
  )

/** The insights, each list checked (a missing or malformed one is empty). */
export async function fetchInsights([path]: LangKey): Promise<SeekerInsights> {
  const body = await apiFetch<Partial<Record<keyof SeekerInsights, unknown>>>(path)
  return {
    total: typeof body?.total === 'number' ? body.total : 0,
    by_district: counts(body?.by_district),
    by_category: counts(body?.by_category),
    by_job_level: counts(body?.by_job_level),
    by_experience_years: counts(body?.by_experience_years),
    by_expected_salary: counts(body?.by_expected_salary),
    by_working_status: counts(body?.by_working_status),
  }
}

/** The labour market as the provider's job seekers show it (employers). */
export function useSeekerInsights() {
  const lang = useLang()
  const key: LangKey = ['/api/v1/jobseeker/insights/', lang]
  return useSWR(key, fetchInsights, { revalidateOnFocus: false })
}
