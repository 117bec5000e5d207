import type { Lang } from '@jagir/shared/routes/table'
import { readFileSync } from 'node:fs'
import path from 'node:path'

interface ManifestEntry {
  file: string
  css?: string[]
  imports?: string[]
  dynamicImports?: string[]
}

/**
 * Preload links for a screen's own chunks and its language's catalog, read from Vite's manifest
 * (web/dist/.vite/manifest.json): without them the browser finds them only after the entry
 * script has run, and the stylesheets of the parts it loads lazily (the server renders them). What
 * the entry loads anyway is left out. No manifest (an unbuilt app): none.
 * `preloads(routeFile)(lang)`, e.g. `preloads('src/app/routes/job-search.tsx')('ne')`.
 */
export function chunkPreloads(webRoot: string | undefined) {
  let manifest: Record<string, ManifestEntry> | null = null
  try {
    const file = path.join(webRoot ?? '', '.vite/manifest.json')
    manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestEntry>
  } catch {
    manifest = null
  }
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key) || !manifest?.[key]) return seen
    seen.add(key)
    for (const imported of manifest[key].imports ?? []) closure(imported, seen)
    return seen
  }
  const entry = closure('index.html')

  return (routeFile: string): ((lang: Lang) => string[]) => {
    // An unbuilt app, or a screen the build does not have (a route still to come): nothing.
    if (!manifest?.[routeFile]) return () => []
    const found = manifest
    const route = [...closure(routeFile)].filter((key) => !entry.has(key))
    const scripts = route.map((key) => found[key]!.file)
    // The parts the screen loads lazily are in the server's render too (home's job lists): their
    // styles are the page's, or its first paint would lay them out unstyled. Their code waits.
    const lazyParts = (found[routeFile]?.dynamicImports ?? []).flatMap((key) => [...closure(key)])
    const styles = [...new Set([...route, ...lazyParts])]
      .filter((key) => !entry.has(key))
      .flatMap((key) => found[key]!.css ?? [])
    const links = (lang: Lang) => {
      const catalog = found[`../locales/${lang}/messages.po`]?.file
      return [
        ...[...(catalog ? [catalog] : []), ...scripts].map(
          (file) => `<link rel="modulepreload" crossorigin href="/${file}">`,
        ),
        ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ]
    }
    const byLang = { ne: links('ne'), en: links('en') }
    return (lang) => byLang[lang]
  }
}
