import type { ScopedMutator } from 'swr'
import type { Lang } from '@jagir/shared/routes/table'
import { syncLocaleCookie, type LangKey } from '../../../components/job/locale-key'
import { apiFetch } from '../../../lib/api-client'

/** An SWR key for a read in the page's language (names and texts come back in it). */
export const langKey = (path: string, lang: Lang): LangKey => [path, lang]

/** GETs a path in a language: the BFF asks the provider in the `locale` cookie's language. */
export function fetchInLang<T>([path, lang]: LangKey): Promise<T> {
  syncLocaleCookie(lang)
  return apiFetch<T>(path)
}

/** Asks again for a path, in whichever languages it was read. */
export function revalidatePath(mutate: ScopedMutator, path: string): void {
  void mutate((key) => Array.isArray(key) && key[0] === path)
}
