import { i18n, type Messages } from '@lingui/core'
import type { Lang } from '@jagir/shared/routes/table'
import { INTL_LOCALES } from './format'

// A fixed map (not a template string) so the bundler emits exactly one lazy chunk per catalog.
const catalogs: Record<Lang, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../../locales/en/messages.po'),
  ne: () => import('../../../locales/ne/messages.po'),
}

const loaded = new Map<Lang, Promise<Messages>>()

/** Loads a language's catalog once (it is a lazy chunk); later calls reuse it. */
export function loadCatalog(lang: Lang): Promise<Messages> {
  let pending = loaded.get(lang)
  if (!pending) {
    pending = catalogs[lang]().then((module) => module.messages)
    pending.catch(() => loaded.delete(lang))
    loaded.set(lang, pending)
  }
  return pending
}

/**
 * Makes `lang` the interface language: loads its catalog, activates it with the Intl locale used
 * for numbers (ne-NP gives Devanagari digits), and sets `<html lang>`.
 */
export async function activateLanguage(lang: Lang): Promise<void> {
  const messages = await loadCatalog(lang)
  if (i18n.locale !== lang) {
    i18n.loadAndActivate({ locale: lang, locales: INTL_LOCALES[lang], messages })
  }
  document.documentElement.lang = lang
}

export { i18n }
