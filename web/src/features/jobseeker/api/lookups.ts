import useSWR from 'swr'
import { SEARCH_MIN_CHARS } from '@jagir/shared/rules/constants'
import type { LangKey } from '../../../components/job/locale-key'
import { apiFetch } from '../../../lib/api-client'
import { useLang } from '../../../lib/lang'
import { fetchNamedItems, type NamedItem } from '../../../components/profile/lookups'

const SKILLS_PATH = '/api/v1/common/skills/'

/** Approved skills matching a typed text, asked from 3 characters on (docs/product.md#lookups). */
export function useSkillSearch(text: string) {
  const lang = useLang()
  const search = text.trim()
  const path =
    search.length >= SEARCH_MIN_CHARS
      ? `${SKILLS_PATH}?status=Approved&search=${encodeURIComponent(search)}`
      : null
  return useSWR<NamedItem[]>(path ? ([path, lang] as LangKey) : null, fetchNamedItems, {
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
