import useSWR from 'swr'
import type { Lang } from '@jagir/shared/routes/table'
import type { LangKey } from '../../../components/job/locale-key'
import { fetchLookupChoices, lookupOptions } from './lookup-choices'

/** SWR key of the districts filter: those of the chosen province, or all 77. */
export const districtsKey = (province: number | null, lang: Lang): LangKey => [
  `/api/v1/common/district/?${province ? `province=${province}&` : ''}page_size=100`,
  lang,
]

/** The districts a seeker can filter by. */
export const useDistrictChoices = (province: number | null, lang: Lang) =>
  useSWR(districtsKey(province, lang), fetchLookupChoices, lookupOptions)
