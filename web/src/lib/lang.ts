import { useLocation } from 'react-router'
import { splitLang, type Lang } from '@jagir/shared/routes/table'
import { LOCALE_COOKIE_DAYS } from '@jagir/shared/rules/constants'

/** The interface language of the current address: `/en/...` is English, anything else Nepali. */
export function useLang(): Lang {
  return splitLang(useLocation().pathname).lang
}

/** Remembers the chosen language for the BFF (it sets the API's Accept-Language from it). */
export function writeLocaleCookie(lang: Lang): void {
  const maxAge = LOCALE_COOKIE_DAYS * 24 * 60 * 60
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `locale=${lang}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`
}

/** The language the `locale` cookie holds, if any. */
export function readLocaleCookie(): string | null {
  return /(?:^|;\s*)locale=([^;]*)/.exec(document.cookie)?.[1] ?? null
}

/** Writes the cookie when it does not already hold `lang`. */
export function syncLocaleCookie(lang: Lang): void {
  if (readLocaleCookie() !== lang) writeLocaleCookie(lang)
}
