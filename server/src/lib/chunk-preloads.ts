import type { Lang } from '@jagir/shared/routes/table'
import { readFileSync } from 'node:fs'
import path from 'node:path'

interface ManifestEntry {
  file: string
  css?: string[]
  imports?: string[]
}

/**
 * Preload links for a screen's own chunks and its language's catalog, read from Vite's manifest
 * (web/dist/.vite/manifest.json): without them the browser finds them only after the entry
 * script has run. What the entry loads anyway is left out. No manifest (an unbuilt app): none.
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
    if (!manifest) return () => []
    const found = manifest
    const route = [...closure(routeFile)].filter((key) => !entry.has(key))
    const scripts = route.map((key) => found[key]!.file)
    const styles = route.flatMap((key) => found[key]!.css ?? [])
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
