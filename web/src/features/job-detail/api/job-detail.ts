import { useState } from 'react'
import useSWR from 'swr'
import type { Lang } from '@jagir/shared/routes/table'
import type { JobDetail } from '@jagir/shared/schemas/job-detail'
import { apiFetch } from '../../../lib/api-client'
import type { SalaryRead } from '../../../components/job/salary'
import type { OrganizationSource } from '../../../components/job/organization'
import type { LangKey } from '../../../components/job/locale-key'

/** A named item as the provider reads it back (a lookup item, a place). */
export interface Named {
  id?: number | null
  name?: string | null
}

/**
 * Job detail as GET `/api/v1/job/{slug}/` answers it (spec section 3, "Job detail (read)", plus
 * the basic info it carries). Everything beyond the slug may be missing; the view copes.
 */
export type JobDetailRead = JobDetail &
  OrganizationSource & {
    id?: number
    slug: string
    title?: string
    description?: string | null
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

/** Fetches a job's detail; 404 (unknown) and 410 (expired) show the error page (spec section 8). */
export function fetchJobDetail([path]: LangKey): Promise<JobDetailRead> {
  return apiFetch<JobDetailRead>(path)
}

/** Where the BFF puts the job of a job page it serves (server/src/plugins/job-page-meta.ts). */
const JOB_DATA_ID = 'jagir-job-data'

interface InlineJob {
  slug?: unknown
  lang?: unknown
  job?: JobDetailRead
}

let inline: InlineJob | null | undefined

/** The data block, read once: the page may mount more than once, the block stays as it is. */
function readInline(): InlineJob | null {
  if (inline !== undefined) return inline
  const element = typeof document === 'undefined' ? null : document.getElementById(JOB_DATA_ID)
  try {
    inline = element ? (JSON.parse(element.textContent ?? '') as InlineJob) : null
  } catch {
    inline = null
  }
  return inline
}

/** Forgets the data block read (tests put a new one in the page). */
export function forgetInlineJob(): void {
  inline = undefined
}

/**
 * The job the BFF sent along with the page (as a visitor sees it), when it is this job in this
 * language: the first render shows it without waiting for the page's own call.
 */
export function inlineJob(slug: string, lang: Lang): JobDetailRead | undefined {
  const data = readInline()
  if (!data || data.slug !== slug || data.lang !== lang || data.job?.slug !== slug) return undefined
  return data.job
}

/**
 * A job's detail by slug, in the interface language. The page's inline job shows at once; the
 * call still goes out, for what only the signed-in viewer's answer says (applied, saved).
 */
export function useJobDetail(slug: string, lang: Lang) {
  const [fallbackData] = useState(() => inlineJob(slug, lang))
  const [answered, setAnswered] = useState(!fallbackData)
  const swr = useSWR(jobDetailKey(slug, lang), fetchJobDetail, {
    revalidateOnFocus: false,
    fallbackData,
    revalidateOnMount: true,
    onSuccess: () => setAnswered(true),
  })
  // Until the API has answered for this viewer, applied and saved are a visitor's (false).
  return { ...swr, viewerKnown: answered || swr.error !== undefined }
}
