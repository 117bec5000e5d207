import useSWR from 'swr'
import { SEARCH_MIN_CHARS } from '@jagir/shared/rules/constants'
import type { LangKey } from '../../../components/job/locale-key'
import { apiFetch } from '../../../lib/api-client'
import { useLang } from '../../../lib/lang'
import type { NamedItem } from './my-profile'

type Listing = { results?: NamedItem[] } | NamedItem[]
const itemsOf = (body: Listing | undefined): NamedItem[] =>
  (Array.isArray(body) ? body : (body?.results ?? [])).filter(
    (item) => typeof item?.id === 'number' && typeof item.name === 'string',
  )

const fetchItems = ([path]: LangKey) => apiFetch<Listing>(path).then(itemsOf)

/** A whole short list (education degrees, districts, job categories), in the language. */
export function useChoices(path: string) {
  const lang = useLang()
  return useSWR<NamedItem[]>([path, lang] as LangKey, fetchItems, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  })
}

export const DEGREES_PATH = '/api/v1/common/education-degrees/?limit=100'
export const DISTRICTS_PATH = '/api/v1/common/district/?limit=100'
export const CATEGORIES_PATH = '/api/v1/common/job-categories/?limit=100'
const SKILLS_PATH = '/api/v1/common/skills/'

/** Approved skills matching a typed text, asked from 3 characters on (docs/product.md#lookups). */
export function useSkillSearch(text: string) {
  const lang = useLang()
  const search = text.trim()
  const path =
    search.length >= SEARCH_MIN_CHARS
      ? `${SKILLS_PATH}?status=Approved&search=${encodeURIComponent(search)}`
      : null
  return useSWR<NamedItem[]>(path ? ([path, lang] as LangKey) : null, fetchItems, {
    revalidateOnFocus: false,
    keepPreviousData: true,
  })
}

/** Creates a skill from a typed name; the API answers the existing one when the name is taken. */
export function createSkill(name: string): Promise<NamedItem> {
  return apiFetch<NamedItem>(SKILLS_PATH, { method: 'POST', body: { name: name.trim() } })
}

/** Saves the preferred districts (at most 5): the onboarding's call. */
export async function savePreferredLocations(districts: number[]): Promise<void> {
  await apiFetch('/api/v1/jobseeker/onboarding/preferred-locations/', {
    method: 'PUT',
    body: { districts },
  })
}

/** Saves the preferred job categories (at most 5): the onboarding's call. */
export async function savePreferredJobs(categories: number[]): Promise<void> {
  await apiFetch('/api/v1/jobseeker/onboarding/preferred-jobs/', {
    method: 'PUT',
    body: { categories },
  })
}
