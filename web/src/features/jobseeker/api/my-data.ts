import useSWR from 'swr'
import type { LangKey } from '../../../components/job/locale-key'
import { apiFetch } from '../../../lib/api-client'
import { useLang } from '../../../lib/lang'

/** Where the seeker's data is read; `?download=1` answers it as a file. */
export const MY_DATA_PATH = '/api/v1/jobseeker/me/data/'

/** Everything the product keeps about the signed-in seeker, by part (account, profile, ...). */
export type MyData = Record<string, unknown> & { exported_at?: string }

/** The signed-in seeker's data, in the interface language. */
export function useMyData() {
  const lang = useLang()
  const key: LangKey = [MY_DATA_PATH, lang]
  return useSWR(key, ([path]: LangKey) => apiFetch<MyData>(path), { revalidateOnFocus: false })
}
