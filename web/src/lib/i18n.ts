import { i18n, type Messages } from '@lingui/core'
import type { Lang } from '@jagir/shared/routes/table'
import { INTL_LOCALES } from './format'

type CatalogLoader = () => Promise<{ messages: Messages }>

// A fixed map (not a template string) so the bundler emits exactly one lazy chunk per catalog.
// The build (web/build/catalog-parts.ts) makes these the core part: the shell's messages and those
// several features share; each feature's own messages load with its code (`loadCatalogPart`).
// In dev and tests they are the whole catalog.
const catalogs: Record<Lang, CatalogLoader> = {
  en: () => import('virtual:catalog/en/core'),
  ne: () => import('virtual:catalog/ne/core'),
}

const loaded = new Map<string, Promise<Messages>>()
/** Feature parts the loaded code uses, by name: a language switch loads them too. */
const parts = new Map<string, Record<Lang, CatalogLoader>>()
/** The language being activated or active: parts requested now are loaded for it. */
let targetLang: Lang | undefined

function loadOnce(key: string, loader: CatalogLoader): Promise<Messages> {
  let pending = loaded.get(key)
  if (!pending) {
    pending = loader().then((module) => module.messages)
    pending.catch(() => loaded.delete(key))
    loaded.set(key, pending)
  }
  return pending
}

/** Loads a language's core catalog once (it is a lazy chunk); later calls reuse it. */
export function loadCatalog(lang: Lang): Promise<Messages> {
  return loadOnce(`${lang}:core`, catalogs[lang])
}

async function loadPartFor(lang: Lang, name: string, loaders: Record<Lang, CatalogLoader>) {
  // Merged into the language's messages (an active language re-renders with them).
  i18n.load(lang, await loadOnce(`${lang}:${name}`, loaders[lang]))
}

/** Part loads under way: lazy modules wait for them (`withCatalogParts`). */
const pendingParts = new Set<Promise<void>>()

/**
 * Called by the build-generated module that code using a feature's messages imports: loads the
 * feature's messages for the current language (and for any language activated later).
 */
export function loadCatalogPart(name: string, loaders: Record<Lang, CatalogLoader>): void {
  if (parts.has(name)) return
  parts.set(name, loaders)
  if (targetLang) {
    const pending = loadPartFor(targetLang, name, loaders)
    pendingParts.add(pending)
    // A failed part fails the lazy import waiting for it (withCatalogParts), not the page.
    pending.then(
      () => pendingParts.delete(pending),
      () => pendingParts.delete(pending),
    )
  }
}

/**
 * Wraps a lazy import (the build wraps each one): settles once the module is loaded and the
 * catalog parts its code requested are in, so it never renders without its text.
 */
export async function withCatalogParts<T>(module: Promise<T>): Promise<T> {
  const loadedModule = await module
  await Promise.all(pendingParts)
  return loadedModule
}

/**
 * Makes `lang` the interface language: loads its catalog (and the parts of the features loaded so
 * far), activates it with the Intl locale used for numbers (ne-NP gives Devanagari digits), and
 * sets `<html lang>`.
 */
export async function activateLanguage(lang: Lang): Promise<void> {
  targetLang = lang
  const [messages] = await Promise.all([
    loadCatalog(lang),
    ...[...parts].map(([name, loaders]) => loadPartFor(lang, name, loaders)),
  ])
  // Merged (not `loadAndActivate`, which replaces): the parts may already be in.
  i18n.load(lang, messages)
  if (i18n.locale !== lang) i18n.activate(lang, INTL_LOCALES[lang])
  document.documentElement.lang = lang
}

export { i18n }
