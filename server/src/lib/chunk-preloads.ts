import type { Lang } from '@jagir/shared/routes/table'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'

interface ManifestEntry {
  file: string
  css?: string[]
  imports?: string[]
  dynamicImports?: string[]
}

/** What a screen's page adds to index.html's head, and the CSP sources its inline styles need. */
export interface ScreenAssets {
  tags: (lang: Lang) => string[]
  /** `'sha256-…'` of each `<style>` in the tags, for the page's `style-src`. */
  styleHashes: readonly string[]
}

const NO_ASSETS: ScreenAssets = { tags: () => [], styleHashes: [] }

/**
 * A screen's own stylesheet put in the page, with its CSP hash: a separate stylesheet would block
 * the first paint for a request of its own (on a slow line, a round trip and a connection). The
 * link stays, disabled (never fetched), so the app's loader sees the styles are there and does
 * not fetch them again before it takes the page over. Null when the file cannot be inlined.
 */
function inlineStylesheet(webRoot: string, file: string): { tag: string; hash: string } | null {
  let css: string
  try {
    css = readFileSync(path.join(webRoot, file), 'utf8')
  } catch {
    return null
  }
  // Relative url()s would resolve against the page's address, and `</style` would end the block.
  if (/<\/style/i.test(css) || /url\(\s*['"]?(?![a-z]+:|\/)/i.test(css)) return null
  return {
    tag:
      `<style data-href="/${file}">${css}</style>\n    ` +
      `<link rel="stylesheet" crossorigin href="/${file}" disabled>`,
    hash: `'sha256-${createHash('sha256').update(css).digest('base64')}'`,
  }
}

/**
 * Preload links for a screen's own chunks and its language's catalog, read from Vite's manifest
 * (web/dist/.vite/manifest.json): without them the browser finds them only after the entry
 * script has run, and the stylesheets of the parts it loads lazily (the server renders them). What
 * the entry loads anyway is left out. No manifest (an unbuilt app): none.
 * The screen's own stylesheets are put in the page (`inlineStylesheet`); the app-wide one stays
 * a link, kept by the browser from page to page.
 * `preloads(routeFile).tags(lang)`, e.g. `preloads('src/app/routes/job-search.tsx').tags('ne')`.
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

  return (routeFile: string): ScreenAssets => {
    // An unbuilt app, or a screen the build does not have (a route still to come): nothing.
    if (!manifest?.[routeFile]) return NO_ASSETS
    const found = manifest
    const route = [...closure(routeFile)].filter((key) => !entry.has(key))
    const scripts = route.map((key) => found[key]!.file)
    // The parts the screen loads lazily are in the server's render too (home's job lists): their
    // styles are the page's, or its first paint would lay them out unstyled. Their code waits.
    const lazyParts = (found[routeFile]?.dynamicImports ?? []).flatMap((key) => [...closure(key)])
    const styles = [...new Set([...route, ...lazyParts])]
      .filter((key) => !entry.has(key))
      .flatMap((key) => found[key]!.css ?? [])
      .map((file) => ({ file, inline: webRoot ? inlineStylesheet(webRoot, file) : null }))
    const links = (lang: Lang) => {
      const catalog = found[`../locales/${lang}/messages.po`]?.file
      return [
        ...[...(catalog ? [catalog] : []), ...scripts].map(
          (file) => `<link rel="modulepreload" crossorigin href="/${file}">`,
        ),
        ...styles.map(
          ({ file, inline }) =>
            inline?.tag ?? `<link rel="stylesheet" crossorigin href="/${file}">`,
        ),
      ]
    }
    const byLang = { ne: links('ne'), en: links('en') }
    return {
      tags: (lang) => byLang[lang],
      styleHashes: styles.flatMap(({ inline }) => (inline ? [inline.hash] : [])),
    }
  }
}
