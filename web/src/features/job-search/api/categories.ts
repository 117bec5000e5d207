import useSWR from 'swr'
import type { Lang } from '@jagir/shared/routes/table'
import type { LangKey } from '../../../components/job/locale-key'
import { fetchLookupChoices, lookupOptions } from './lookup-choices'

/** SWR key of the job categories filter. */
export const categoriesKey = (lang: Lang): LangKey => [
  '/api/v1/common/job-categories/?page_size=100',
  lang,
]

/** The job categories a seeker can filter by. */
export const useCategoryChoices = (lang: Lang) =>
  useSWR(categoriesKey(lang), fetchLookupChoices, lookupOptions)
