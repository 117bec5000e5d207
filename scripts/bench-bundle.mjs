#!/usr/bin/env node
// Prints, for every screen the SPA registers, the gzip size of the JavaScript and CSS a browser
// loads before that screen first renders: the entry chunk and its static imports and the route's
// lazy module and its static imports (code), plus the parts of the default language's (Nepali)
// catalog those modules load before they run (web/build/catalog-parts.ts: the core part and the
// parts of the features they use), shown apart. Lazy chunks loaded later (dialogs, other routes,
// below-the-fold parts) are not counted. Exits 1 when the home route's JavaScript, code and
// catalog together, is over its budget.
// Usage: node scripts/bench-bundle.mjs [web/dist]  (npm run bench:bundle builds first)
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
/** Budget of the home route's first JavaScript, catalog included, gzip (docs/performance.md). */
export const HOME_JS_BUDGET_BYTES = 120 * 1024
/** Manifest keys of the Nepali catalog's parts (web/build/catalog-parts.ts). */
const CATALOG_PART = /(^|\/)virtual:catalog\/ne\//

/** Route id → route module file, read from the SPA's route registry. */
async function registeredRoutes() {
  const source = await readFile(path.join(root, 'web/src/app/route-modules.ts'), 'utf8')
  const table = await readFile(path.join(root, 'shared/src/routes/table.ts'), 'utf8')
  const patterns = new Map(
    [...table.matchAll(/^\s+(\w+): \{ pattern: '([^']+)'/gm)].map((m) => [m[1], m[2]]),
  )
  const routes = [...source.matchAll(/(\w+): \(\) => import\('\.\/routes\/([\w-]+)'\)/g)].map(
    (m) => ({ id: m[1], label: patterns.get(m[1]) ?? m[1], file: `src/app/routes/${m[2]}.tsx` }),
  )
  const notFound = /notFoundModule[^=]*= \(\) => import\('\.\/routes\/([\w-]+)'\)/.exec(source)
  if (notFound)
    routes.push({ id: 'notFound', label: '(404)', file: `src/app/routes/${notFound[1]}.tsx` })
  return routes
}

/** The manifest keys loaded with `key`: itself and its static imports, recursively. */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen
  seen.add(key)
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen)
  return seen
}

/** Gzip sizes of what each registered route loads first. */
export async function measureRoutes(distDir = path.join(root, 'web/dist')) {
  const manifest = JSON.parse(await readFile(path.join(distDir, '.vite/manifest.json'), 'utf8'))
  const sizes = new Map()
  const gzipSize = async (file) => {
    if (!sizes.has(file)) {
      const bytes = await readFile(path.join(distDir, file))
      sizes.set(file, gzipSync(bytes, { level: 9 }).length)
    }
    return sizes.get(file)
  }
  const results = []
  for (const route of await registeredRoutes()) {
    if (!manifest[route.file]) throw new Error(`${route.file} is not in the build: rebuild web`)
    const keys = new Set([
      ...staticClosure(manifest, 'index.html'),
      ...staticClosure(manifest, route.file),
    ])
    const js = new Set([...keys].map((key) => manifest[key].file))
    const css = new Set([...keys].flatMap((key) => manifest[key].css ?? []))
    let jsBytes = 0
    let cssBytes = 0
    for (const file of js) jsBytes += await gzipSize(file)
    for (const file of css) cssBytes += await gzipSize(file)
    // The catalog parts are lazy chunks, but the modules of the first load await them.
    const catalogs = [...keys].flatMap((key) => manifest[key].dynamicImports ?? [])
    const catalogFiles = new Set(catalogs.filter((key) => CATALOG_PART.test(key)))
    if (!catalogFiles.size) throw new Error(`no Nepali catalog loads with ${route.file}`)
    let catalogBytes = 0
    for (const key of catalogFiles) catalogBytes += await gzipSize(manifest[key].file)
    const files = js.size + css.size + catalogFiles.size
    results.push({ ...route, jsBytes, catalogBytes, cssBytes, files })
  }
  return results
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

async function main() {
  const results = await measureRoutes(process.argv[2] && path.resolve(process.argv[2]))
  const width = Math.max(...results.map((r) => r.label.length), 5)
  const columns = ['JS code', '+ catalog', '= JS', 'CSS', 'files']
  console.log(`${'route'.padEnd(width)}  ${columns.map((c) => c.padStart(9)).join('  ')}   (gzip)`)
  for (const r of results) {
    const cells = [r.jsBytes, r.catalogBytes, r.jsBytes + r.catalogBytes, r.cssBytes].map(kb)
    console.log(
      `${r.label.padEnd(width)}  ${[...cells, String(r.files)].map((c) => c.padStart(9)).join('  ')}`,
    )
  }
  const home = results.find((r) => r.id === 'home')
  const total = (home?.jsBytes ?? 0) + (home?.catalogBytes ?? 0)
  const over = total > HOME_JS_BUDGET_BYTES
  console.log(
    `\nhome: ${kb(total)} of JavaScript: ${kb(home?.jsBytes ?? 0)} of code and ` +
      `${kb(home?.catalogBytes ?? 0)} of Nepali catalog (budget ${kb(HOME_JS_BUDGET_BYTES)}: ${over ? 'OVER BUDGET' : 'ok'})`,
  )
  if (over) process.exitCode = 1
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main()
}
