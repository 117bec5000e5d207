import { useState } from 'react'
import useSWR, { unstable_serialize, useSWRConfig } from 'swr'
import type { Lang } from '@jagir/shared/routes/table'
import type { JobDetail } from '@jagir/shared/schemas/job-detail'
import { apiFetch } from '../../../lib/api-client'
import type { ApiGet, RouteData } from '../../../lib/page-data'
import type { SalaryRead } from '../../../components/job/salary'
import type { OrganizationSource } from '../../../components/job/organization'
import type { LangKey } from '../../../components/job/locale-key'

/** A named item as the provider reads it back (a lookup item, a place). */
export interface Named {
  id?: number | null
  name?: string | null
}

/**
 * Job detail as GET `/api/v1/job/{slug}/` answers it (docs/product.md#job-page-and-applying, plus
 * the basic info it carries). Everything beyond the slug may be missing; the view copes.
 */
export type JobDetailRead = JobDetail &
  OrganizationSource & {
    id?: number
    slug: string
    title?: string
    /** The language of the title or description when the job has none in the page's yet. */
    title_lang?: 'en' | 'ne'
    description?: string | null
    description_lang?: 'en' | 'ne'
    /** Applicants so far (the owner's figure). */
    applications_count?: number | null
    /** "Municipality, District", as the job cards show it. */
    location?: string | null
    location_info?: { province?: Named | null; district?: Named | null; city?: Named | null } | null
    job_locations?: { address?: { address?: string | null } | number | null }[] | null
    vacancies?: number | null
    offered_salary?: SalaryRead | null
    preferred_shift?: string | null
    job_level?: string | null
    available_for?: string[] | string | null
    category?: Named | null
    status?: string | null
    published_at?: string | null
    deadline?: string | null
    questions_count?: number | null
    has_applied?: boolean
    is_liked?: boolean
    is_owner?: boolean
  }

/** The API path of a job's detail. */
export const jobDetailPath = (slug: string) => `/api/v1/job/${encodeURIComponent(slug)}/`

/** SWR key of a job's detail in a language. */
export const jobDetailKey = (slug: string, lang: Lang): LangKey => [jobDetailPath(slug), lang]

/** Fetches a job's detail; 404 (unknown) and 410 (expired) show the error page (docs/product.md#what-a-failed-call-does). */
export function fetchJobDetail([path]: LangKey, get: ApiGet = apiFetch): Promise<JobDetailRead> {
  return get<JobDetailRead>(path)
}

/** The job page's first data: the job as a visitor sees it. */
export const jobDetailData = (slug: string, lang: Lang): RouteData => ({
  key: jobDetailKey(slug, lang),
  read: (get) => fetchJobDetail(jobDetailKey(slug, lang), get),
})

/**
 * A job's detail by slug, in the interface language. The job the page came with (the server's
 * render, read as a visitor sees it) shows at once; for a signed-in viewer the call still goes
 * out, for what only their answer says (applied, saved).
 */
export function useJobDetail(slug: string, lang: Lang, signedIn: boolean | undefined) {
  const key = jobDetailKey(slug, lang)
  const { fallback } = useSWRConfig()
  const [cameWithPage] = useState(() => unstable_serialize(key) in (fallback ?? {}))
  const [answered, setAnswered] = useState(!cameWithPage)
  // A visitor's answer is the one the page came with; anyone else's may differ.
  const ask = !cameWithPage || signedIn !== false
  const swr = useSWR(key, fetchJobDetail, {
    revalidateOnFocus: false,
    revalidateOnMount: ask,
    onSuccess: () => setAnswered(true),
  })
  // Until the API has answered for this viewer, applied and saved are a visitor's (false).
  return { ...swr, viewerKnown: answered || !ask || swr.error !== undefined }
}
