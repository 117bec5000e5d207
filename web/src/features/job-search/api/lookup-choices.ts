import { apiFetch } from '../../../lib/api-client'
import type { LangKey } from '../../../components/job/locale-key'

/** A choice of a filter that the provider lists (a district, a job category). */
export interface LookupChoice {
  id: number
  name: string
}

/** Fetches a lookup list (every item on one page) as id and name. */
export async function fetchLookupChoices([path]: LangKey): Promise<LookupChoice[]> {
  const page = await apiFetch<{ results?: { id?: unknown; name?: unknown }[] } | undefined>(path)
  return (page?.results ?? [])
    .filter((item) => typeof item.id === 'number' && typeof item.name === 'string')
    .map((item) => ({ id: item.id as number, name: item.name as string }))
}

/** Lookups change rarely: fetched once per language and page visit. */
export const lookupOptions = { revalidateOnFocus: false, revalidateIfStale: false }
