import type { ScopedMutator } from 'swr'
import type { Lang } from '@jagir/shared/routes/table'
import type { LangKey } from '../../../components/job/locale-key'
import { apiFetch } from '../../../lib/api-client'

/**
 * An SWR key for a read in the page's language: the BFF asks the provider in the `locale`
 * cookie's language (kept in step with the address by the router), so names and texts differ.
 */
export const langKey = (path: string, lang: Lang): LangKey => [path, lang]

/** GETs the path of a language key. */
export function fetchInLang<T>([path]: LangKey): Promise<T> {
  return apiFetch<T>(path)
}

/** Asks again for a path, in whichever languages it was read. */
export function revalidatePath(mutate: ScopedMutator, path: string): void {
  void mutate((key) => Array.isArray(key) && key[0] === path)
}
