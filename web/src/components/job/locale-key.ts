import type { Lang } from '@jagir/shared/routes/table'
import { writeLocaleCookie } from '../../lib/lang'

const cookieLocale = (): string | null =>
  /(?:^|;\s*)locale=([^;]*)/.exec(typeof document === 'undefined' ? '' : document.cookie)?.[1] ??
  null

/**
 * The BFF picks the API's language from the `locale` cookie, not from the address. A page opened
 * from a shared `/en/...` link (no cookie yet, or the other language) would get data in the wrong
 * language, so the page's language is written to the cookie before its data is asked for.
 */
export function syncLocaleCookie(lang: Lang): void {
  if (cookieLocale() !== lang) writeLocaleCookie(lang)
}

/** An SWR key for an API path in a language: the answer differs by language, so does the key. */
export type LangKey = readonly [path: string, lang: Lang]
