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

/** The block of a screen's critical CSS (the build's `.vite/critical-css.json`) in its page. */
const CRITICAL_STYLE = '<style data-critical>'

/** A `<style>` block for `css` with its CSP source, or null when the text cannot be put inline. */
function styleBlock(open: string, css: string): { tag: string; hash: string } | null {
  // Relative url()s would resolve against the page's address, and `</style` would end the block.
  if (/<\/style/i.test(css) || /url\(\s*['"]?(?![a-z]+:|\/)/i.test(css)) return null
  return {
    tag: `${open}${css}</style>`,
    hash: `'sha256-${createHash('sha256').update(css).digest('base64')}'`,
  }
}

/**
 * A rendered page with critical CSS: the app-wide stylesheets it names no longer block the first
 * paint. Each loads as a print stylesheet (fetched, never blocking) and after-paint.js makes it
 * apply to the screen once it has loaded; without JavaScript, a `<noscript>` link applies it.
 * Pages without critical CSS are returned as they are.
 */
export function deferAppStylesheets(html: string, files: readonly string[]): string {
  if (!html.includes(CRITICAL_STYLE)) return html
  return files.reduce((page, file) => {
    const link = `<link rel="stylesheet" crossorigin href="/${file}">`
    return page.replace(
      link,
      () =>
        `<link rel="stylesheet" crossorigin href="/${file}" media="print" data-media="all">` +
        `<noscript>${link}</noscript>`,
    )
  }, html)
}

/** The `type` of a stylesheet link whose rules are in the page already: no browser fetches it. */
const INLINED_STYLESHEET_TYPE = 'text/x-inlined-css'

/**
 * A screen's own stylesheet put in the page, with its CSP hash: a separate stylesheet would block
 * the first paint for a request of its own (on a slow line, a round trip and a connection). The
 * link stays, disabled (never fetched), so the app's loader sees the styles are there and does
 * not fetch them again before it takes the page over. Disabled is not enough: Chromium 150's
 * preload scanner fetches a disabled stylesheet link the parser meets; a `type` that is not CSS is
 * never fetched (the HTML standard: an unsupported styling language is not loaded), and Vite's
 * loader looks only at `rel` and `href`. Null when the file cannot be inlined.
 */
function inlineStylesheet(webRoot: string, file: string): { tag: string; hash: string } | null {
  let css: string
  try {
    css = readFileSync(path.join(webRoot, file), 'utf8')
  } catch {
    return null
  }
  const block = styleBlock(`<style data-href="/${file}">`, css)
  return (
    block && {
      tag: `${block.tag}\n    <link rel="stylesheet" crossorigin href="/${file}" type="${INLINED_STYLESHEET_TYPE}" disabled>`,
      hash: block.hash,
    }
  )
}

/**
 * Preload links for a screen's own chunks and its language's catalog parts, read from Vite's manifest
 * (web/dist/.vite/manifest.json): without them the browser finds them only after the entry
 * script has run, and the stylesheets of the parts it loads lazily (the server renders them). What
 * the entry loads anyway is left out. No manifest (an unbuilt app): none.
 * The screen's own stylesheets are put in the page (`inlineStylesheet`), and so are the rules of
 * the app-wide stylesheet the screen can use (its critical CSS, from the build): a rendered page
 * then waits for no stylesheet before its first paint (`deferAppStylesheets`), and the app-wide
 * one, kept by the browser from page to page, applies once it has loaded.
 * `preloads(screen).tags(lang)`, e.g. `preloads('jobSearch').tags('ne')`, by route id (or
 * `notFound`) through the build's screen list (`.vite/screens.json`, web/build/screens.ts: ids are
 * not file names, several sign-up steps share one module); `preloads.appStylesheets` names the
 * app-wide stylesheets.
 */
export function chunkPreloads(webRoot: string | undefined) {
  const readJson = <T>(file: string): T | null => {
    try {
      return JSON.parse(readFileSync(path.join(webRoot ?? '', file), 'utf8')) as T
    } catch {
      return null
    }
  }
  const manifest = readJson<Record<string, ManifestEntry>>('.vite/manifest.json')
  const critical = readJson<Record<string, string>>('.vite/critical-css.json') ?? {}
  const screens = readJson<Record<string, string>>('.vite/screens.json') ?? {}
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key) || !manifest?.[key]) return seen
    seen.add(key)
    for (const imported of manifest[key].imports ?? []) closure(imported, seen)
    return seen
  }
  const entry = closure('index.html')

  const forRoute = (routeFile: string): ScreenAssets => {
    // A screen the build does not have: nothing.
    if (!manifest?.[routeFile]) return NO_ASSETS
    const found = manifest
    const route = [...closure(routeFile)].filter((key) => !entry.has(key))
    const scripts = route.map((key) => found[key]!.file)
    // The parts the screen loads lazily are in the server's render too (home's job lists): their
    // styles are the page's, or its first paint would lay them out unstyled. Their code waits.
    const lazyParts = (found[routeFile]?.dynamicImports ?? []).flatMap((key) => [...closure(key)])
    // One stylesheet can belong to several of these chunks: each goes in once.
    const styles = [
      ...new Set(
        [...new Set([...route, ...lazyParts])]
          .filter((key) => !entry.has(key))
          .flatMap((key) => found[key]!.css ?? []),
      ),
    ].map((file) => ({ file, inline: webRoot ? inlineStylesheet(webRoot, file) : null }))
    const criticalCss = critical[routeFile]
    const criticalBlock = criticalCss === undefined ? null : styleBlock(CRITICAL_STYLE, criticalCss)
    // The parts of the language's catalog the entry and the screen request as they run (the
    // core part, the screen's feature's: web/build/catalog-parts.ts), each a dynamic import the
    // browser would find only once the code asking for it has run.
    const catalogOf = (lang: Lang) => [
      ...new Set(
        [...entry, ...route]
          .flatMap((key) => found[key]!.dynamicImports ?? [])
          .filter((key) => key.startsWith(`virtual:catalog/${lang}/`) && found[key])
          .map((key) => found[key]!.file),
      ),
    ]
    const links = (lang: Lang) => [
      ...[...catalogOf(lang), ...scripts].map(
        (file) => `<link rel="modulepreload" crossorigin href="/${file}">`,
      ),
      ...(criticalBlock ? [criticalBlock.tag] : []),
      ...styles.map(
        ({ file, inline }) => inline?.tag ?? `<link rel="stylesheet" crossorigin href="/${file}">`,
      ),
    ]
    const byLang = { ne: links('ne'), en: links('en') }
    return {
      tags: (lang) => byLang[lang],
      styleHashes: [criticalBlock, ...styles.map(({ inline }) => inline)].flatMap((block) =>
        block ? [block.hash] : [],
      ),
    }
  }
  // Each screen's assets, worked out once.
  const assetsOf = new Map<string, ScreenAssets>()
  const forScreen = (id: string): ScreenAssets => {
    let assets = assetsOf.get(id)
    if (!assets) {
      const file = screens[id]
      assets = file ? forRoute(file) : NO_ASSETS
      assetsOf.set(id, assets)
    }
    return assets
  }
  return Object.assign(forScreen, { appStylesheets: manifest?.['index.html']?.css ?? [] })
}
