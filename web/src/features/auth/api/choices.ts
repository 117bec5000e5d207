import useSWR from 'swr'
import type { Lang } from '@jagir/shared/routes/table'
import { apiFetch } from '../../../lib/api-client'

/** A lookup item: `{id, name}`. */
export interface Choice {
  id: number
  name: string
}

type ChoicesKey = readonly [path: string, lang: Lang]

async function fetchChoices([path]: ChoicesKey): Promise<Choice[]> {
  const page = await apiFetch<{ results?: Choice[] } | undefined>(path)
  return (page?.results ?? []).filter((item) => typeof item?.id === 'number')
}

/** Nepal's 77 districts, in the interface language. */
export const useDistricts = (lang: Lang) =>
  useSWR(['/api/v1/common/district/?page_size=100', lang] as ChoicesKey, fetchChoices).data

/** Job categories (industries), in the interface language. */
export const useJobCategories = (lang: Lang) =>
  useSWR(['/api/v1/common/job-categories/?page_size=100', lang] as ChoicesKey, fetchChoices).data
