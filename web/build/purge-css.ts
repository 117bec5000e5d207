import { fileURLToPath } from 'node:url'
import type { AcceptedPlugin, Root } from 'postcss'
import {
  PurgeCSS,
  defaultOptions,
  standardizeSafelist,
  type ExtractorResultSets,
  type Options,
} from 'purgecss'
import type { Plugin } from 'vite'

const webDir = fileURLToPath(new URL('..', import.meta.url))

/**
 * Where class names are written: the app's source (every class a component can render is a whole
 * string in it: `is-${color}` would not be found; map to whole names instead) and index.html.
 * after-paint.js adds no class.
 */
const CONTENT = [`${webDir}index.html`, `${webDir}src/**/*.{ts,tsx}`]

/** Where the build writes the removed selectors, for the browser test that checks none is needed. */
export const PURGED_SELECTORS_FILE = '.vite/purged-selectors.json'

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
    safelist: standardizeSafelist({
      // Set on <html> from script (components/ui/modal.tsx), read by Bulma's modal styles.
      standard: ['is-clipped'],
    }),
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
      purge.variablesStructure.safelist = options.safelist.variables ?? []
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
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: PURGED_SELECTORS_FILE,
        source: JSON.stringify([...removed].sort(), null, 1),
      })
    },
  }
}
