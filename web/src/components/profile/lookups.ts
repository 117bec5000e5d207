import useSWR from 'swr'
import type { LangKey } from '../job/locale-key'
import { apiFetch } from '../../lib/api-client'
import { useLang } from '../../lib/lang'

/** A named item as the API answers it (a skill, a district, a category). */
export interface NamedItem {
  id: number
  name: string
}

type Listing = { results?: NamedItem[] } | NamedItem[]
const itemsOf = (body: Listing | undefined): NamedItem[] =>
  (Array.isArray(body) ? body : (body?.results ?? [])).filter(
    (item) => typeof item?.id === 'number' && typeof item.name === 'string',
  )

/** The named items of a list's address (a page's `results` or a bare array), in the language. */
export const fetchNamedItems = ([path]: LangKey) => apiFetch<Listing>(path).then(itemsOf)

/** A whole short list (education degrees, districts, job categories), in the language. */
export function useChoices(path: string) {
  const lang = useLang()
  return useSWR<NamedItem[]>([path, lang] as LangKey, fetchNamedItems, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  })
}

export const DEGREES_PATH = '/api/v1/common/education-degrees/?limit=100'
export const DISTRICTS_PATH = '/api/v1/common/district/?limit=100'
export const CATEGORIES_PATH = '/api/v1/common/job-categories/?limit=100'
