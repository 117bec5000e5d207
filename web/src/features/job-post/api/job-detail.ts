import useSWR from 'swr'
import { jobDetailSchema, type JobDetail } from '@jagir/shared/schemas/job-detail'
import type { LangKey } from '../../../components/job/locale-key'
import { useLang } from '../../../lib/lang'
import { jobDetailPath } from './job-detail-path'
import { fetchInLang, langKey } from './lang-key'

/** A job's detail: what steps 2 and 3 are prefilled from, and what the preview shows. */
export async function fetchJobDetail(key: LangKey): Promise<JobDetail> {
  return jobDetailSchema.parse(await fetchInLang<unknown>(key))
}

/** The detail of the job being edited. */
export function useJobDetail(slug: string | null) {
  const lang = useLang()
  return useSWR(slug ? langKey(jobDetailPath(slug), lang) : null, fetchJobDetail, {
    revalidateOnFocus: false,
  })
}
