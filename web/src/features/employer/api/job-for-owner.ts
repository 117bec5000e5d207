import useSWR from 'swr'
import type { Lang } from '@jagir/shared/routes/table'
import type { ScreeningQuestion } from '@jagir/shared/schemas/job-question'
import { apiFetch } from '../../../lib/api-client'
import type { LangKey } from '../../../components/job/locale-key'

/** What the applicants page shows of the job: its title and status. */
export interface OwnJob {
  slug: string
  title?: string | null
  status?: string | null
}

/** The job, as its owner reads it (every status); another employer's job is the 404 page. */
export const useOwnJob = (slug: string, lang: Lang) =>
  useSWR(
    [`/api/v1/job/${encodeURIComponent(slug)}/`, lang] as LangKey,
    ([path]: LangKey) => apiFetch<OwnJob>(path),
    { revalidateOnFocus: false },
  )

/** The job's screening questions (the owner sees them whatever the job's status). */
export const useOwnJobQuestions = (slug: string, lang: Lang) =>
  useSWR(
    [`/api/v1/job/${encodeURIComponent(slug)}/questions/?page_size=50`, lang] as LangKey,
    async ([path]: LangKey) =>
      (await apiFetch<{ results?: ScreeningQuestion[] }>(path))?.results ?? [],
    { revalidateOnFocus: false },
  )
