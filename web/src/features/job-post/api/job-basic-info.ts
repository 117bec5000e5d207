import useSWR from 'swr'
import { jobBasicInfoReadSchema, type JobBasicInfoRead } from '@jagir/shared/schemas/job-basic-info'
import type { LangKey } from '../../../components/job/locale-key'
import { useLang } from '../../../lib/lang'
import { fetchInLang, langKey } from './lang-key'

/** The path of a job's basic info, GET `/api/v1/job/{slug}/basic-info-new/`. */
export const basicInfoPath = (slug: string) =>
  `/api/v1/job/${encodeURIComponent(slug)}/basic-info-new/`

/** A job's basic info for editing (docs/product.md#what-the-wizard-sends). */
export async function fetchBasicInfo(key: LangKey): Promise<JobBasicInfoRead> {
  return jobBasicInfoReadSchema.parse(await fetchInLang<unknown>(key))
}

/** The basic info of the job being edited; nothing is asked for a new job. */
export function useJobBasicInfo(slug: string | null) {
  const lang = useLang()
  return useSWR(slug ? langKey(basicInfoPath(slug), lang) : null, fetchBasicInfo, {
    revalidateOnFocus: false,
  })
}
