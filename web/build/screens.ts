import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

/** The app's screen registry: route id → lazily imported route module. */
const ROUTE_MODULES = 'src/app/route-modules.ts'

/**
 * Where the build writes each route id's screen module, as the manifest names it
 * (`{ "signUp": "src/app/routes/signup-flow.tsx", "notFound": "src/app/routes/not-found.tsx" }`).
 * The BFF reads it to preload a page's chunks and put its styles in the page
 * (server/src/lib/chunk-preloads.ts); `npm run bench:bundle` to weigh each screen.
 */
export const SCREENS_FILE = '.vite/screens.json'

/** One registry line: `signUp: () => import('./routes/signup-flow'),`. */
const SCREEN_LINE = /^\s*(\w+): \(\) => import\('\.\/routes\/([\w-]+)'\),?$/gm
/** The 404 page's module, shown for any address no route matches. */
const NOT_FOUND_LINE =
  /^export const notFoundModule\b[^=]*= \(\) => import\('\.\/routes\/([\w-]+)'\)$/m

/**
 * Route id → screen module, read from the registry's source. Route ids are not file names
 * (`errorPage` is error-status.tsx; the sign-up steps share signup-flow.tsx), so nothing may guess
 * one from the other. Throws when a lazy import in the registry is not in a form read here, so a
 * registry written another way fails the build instead of losing its pages' preloads.
 */
export function screensOf(source: string): Record<string, string> {
  const screens: Record<string, string> = {}
  for (const [, id, file] of source.matchAll(SCREEN_LINE)) {
    screens[id!] = `src/app/routes/${file}.tsx`
  }
  const notFound = NOT_FOUND_LINE.exec(source)
  if (notFound) screens.notFound = `src/app/routes/${notFound[1]}.tsx`
  const imports = source.match(/\bimport\(/g)?.length ?? 0
  if (imports !== Object.keys(screens).length) {
    throw new Error(
      `${ROUTE_MODULES}: ${imports} lazy imports, ${Object.keys(screens).length} read as screens; ` +
        "write each as `id: () => import('./routes/file'),` on a line of its own",
    )
  }
  return screens
}

/** Writes SCREENS_FILE beside Vite's manifest, checking each screen is in the bundle. */
export function screenManifest(): Plugin {
  const webDir = fileURLToPath(new URL('..', import.meta.url))
  return {
    name: 'jagir-screen-manifest',
    apply: 'build',
    generateBundle(_options, bundle) {
      const screens = screensOf(readFileSync(`${webDir}${ROUTE_MODULES}`, 'utf8'))
      const built = new Set(
        Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' && output.facadeModuleId
            ? [output.facadeModuleId.slice(webDir.length)]
            : [],
        ),
      )
      const missing = Object.values(screens).filter((file) => !built.has(file))
      if (missing.length) this.error(`screens not in the bundle: ${missing.join(', ')}`)
      this.emitFile({
        type: 'asset',
        fileName: SCREENS_FILE,
        source: JSON.stringify(screens, null, 1),
      })
    },
  }
}
