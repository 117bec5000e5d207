import path from 'node:path'
import { fileURLToPath } from 'node:url'
import postcss, { type AcceptedPlugin, type Root } from 'postcss'
import {
  PurgeCSS,
  defaultOptions,
  standardizeSafelist,
  type ExtractorResultSets,
  type Options,
} from 'purgecss'
import type { Plugin, Rolldown } from 'vite'

const webDir = fileURLToPath(new URL('..', import.meta.url))

/**
 * Where class names are written: the app's source (every class a component can render is a whole
 * string in it: `is-${color}` would not be found; map to whole names instead) and index.html.
 * after-paint.js adds no class.
 */
const CONTENT = [`${webDir}index.html`, `${webDir}src/**/*.{ts,tsx}`]

/** Where the build writes the removed selectors, for the browser test that checks none is needed. */
export const PURGED_SELECTORS_FILE = '.vite/purged-selectors.json'

/** Where the build writes each screen's critical CSS, by route module as the manifest names it. */
export const CRITICAL_CSS_FILE = '.vite/critical-css.json'

/** What no class in the source shows is used, yet is. */
const SAFELIST = standardizeSafelist({
  // Set on <html> from script (components/ui/modal.tsx), read by Bulma's modal styles.
  standard: ['is-clipped'],
  // Read from script, never by a rule: the chart's colours (components/chart/draw-chart.ts).
  variables: [/^--chart-/],
})

const ROUTE_MODULE = /(^|\/)src\/app\/routes\/[^/]+\.tsx$/

/**
 * Removes from the built stylesheets the rules no class of the app's source can match, and the
 * custom properties no kept rule reads (Bulma declares ~1,200; the app uses ~800), so a phone on
 * a slow line waits for half the stylesheet before its first paint (21 → 11 KB in brotli).
 * Only in the browser build; dev and tests keep the whole stylesheet. The selectors removed are
 * written to `PURGED_SELECTORS_FILE`: `web/e2e/styles.e2e.test.ts` checks that no element of the
 * app's pages, menus and dialogs matches one of them.
 */
export function purgeUnusedCss(): Plugin {
  let selectors: Promise<ExtractorResultSets> | null = null
  const removed = new Set<string>()
  const options: Options = {
    ...defaultOptions,
    content: CONTENT,
    css: [],
    variables: true,
    keyframes: true,
    // Keeps the list of what was removed (selectorsRemoved), written out below.
    rejected: true,
    // Fontsource's faces are chosen by the text's script and weight, which no class names.
    fontFace: false,
    safelist: SAFELIST,
  }

  /** The class names of the whole app, read once per build. */
  const appSelectors = () => {
    selectors ??= new PurgeCSS().extractSelectorsFromFiles(
      options.content as string[],
      options.extractors ?? [],
    )
    return selectors
  }

  const postcssPlugin: AcceptedPlugin = {
    postcssPlugin: 'jagir-purge-unused-css',
    async OnceExit(root: Root) {
      const purge = new PurgeCSS()
      purge.options = options
      purge.variablesStructure.safelist = SAFELIST.variables
      purge.walkThroughCSS(root, await appSelectors())
      purge.removeUnusedKeyframes()
      purge.removeUnusedCSSVariables()
      for (const selector of purge.selectorsRemoved) removed.add(selector.trim())
    },
  }

  return {
    name: 'jagir-purge-unused-css',
    apply: 'build',
    config: () => ({ css: { postcss: { plugins: [postcssPlugin] } } }),
    buildStart() {
      selectors = null
      removed.clear()
    },
    async generateBundle(_options, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: PURGED_SELECTORS_FILE,
        source: JSON.stringify([...removed].sort(), null, 1),
      })
      this.emitFile({
        type: 'asset',
        fileName: CRITICAL_CSS_FILE,
        source: JSON.stringify(await criticalCss(bundle)),
      })
    },
  }
}

type Bundle = Rolldown.OutputBundle
type Chunk = Rolldown.OutputChunk

/**
 * CSS without its downloaded `@font-face` rules (those with a `url()`): the first paint is in the
 * device's Devanagari font (main.scss's local fallback faces stay), and the web faces (2 × ~50 KB)
 * are fetched once the app-wide stylesheet applies, after the first paint, instead of sharing the
 * slow line with the page and its scripts before it.
 */
function withoutFontFaces(css: string): string {
  const root = postcss.parse(css)
  root.walkAtRules('font-face', (rule) => {
    if (
      rule.some((node) => node.type === 'decl' && node.prop === 'src' && /url\(/.test(node.value))
    ) {
      rule.remove()
    }
  })
  return root.toString()
}

/**
 * Each screen's critical CSS: the rules of the app-wide stylesheet that a class of the code the
 * screen's first render can run (the entry, the route's module, and the parts it loads lazily,
 * which the server renders too) can match. The BFF puts it in a rendered page so the first paint
 * waits for no stylesheet; the app-wide one then loads without blocking.
 */
async function criticalCss(bundle: Bundle): Promise<Record<string, string>> {
  const chunks = Object.values(bundle).filter((output): output is Chunk => output.type === 'chunk')
  const entry = chunks.find((chunk) => chunk.isEntry)
  const cssFile = entry && [...(entry.viteMetadata?.importedCss ?? [])][0]
  const css = cssFile ? bundle[cssFile] : undefined
  if (!entry || css?.type !== 'asset') return {}
  const stylesheet = String(css.source)
  const closure = (names: readonly string[], seen = new Set<string>()): Set<string> => {
    for (const name of names) {
      const chunk = bundle[name]
      if (seen.has(name) || chunk?.type !== 'chunk') continue
      seen.add(name)
      closure(chunk.imports, seen)
    }
    return seen
  }
  const critical: Record<string, string> = {}
  for (const route of chunks) {
    if (!route.facadeModuleId || !ROUTE_MODULE.test(route.facadeModuleId)) continue
    const files = closure([entry.fileName, route.fileName, ...route.dynamicImports])
    const code = [...files].map((name) => (bundle[name] as Chunk).code).join('\n')
    const [result] = await new PurgeCSS().purge({
      content: [{ raw: code, extension: 'js' }],
      css: [{ raw: stylesheet }],
      variables: true,
      keyframes: true,
      fontFace: false,
      safelist: SAFELIST,
    })
    critical[path.relative(webDir, route.facadeModuleId)] = withoutFontFaces(
      result?.css ?? stylesheet,
    )
  }
  return critical
}
