#!/usr/bin/env node
// Prints, for every screen the SPA registers, the gzip size of the JavaScript and CSS a browser
// loads before that screen first renders: the entry chunk and its static imports and the route's
// lazy module and its static imports (code), plus the parts of the default language's (Nepali)
// catalog those modules load before they run (web/build/catalog-parts.ts: the core part and the
// parts of the features they use), shown apart. Lazy chunks loaded later (dialogs, other routes,
// below-the-fold parts) are not counted, except those a screen starts loading as it opens
// (OPENS_WITH: the job post wizard's editor, on its first step). Then the job post wizard's extra
// JavaScript over the home page: what its first screen loads, and everything it can load in a
// session (all its lazy chunks: later steps, the sanitizer, dialogs). Exits 1 when the home
// route's JavaScript (code and catalog) or the wizard's first-screen extra is over its budget.
// The chart (Chart.js) is checked apart: in no screen's first load, loaded by the screens that
// show one (exits 1 when a first load holds it).
// Usage: node scripts/bench-bundle.mjs [web/dist]  (npm run bench:bundle builds first)
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
/**
 * Budget of the home route's first JavaScript, catalog included, gzip (docs/performance.md).
 * 120 KB until issue 18; 122 KB since: hydration (taking over the server's HTML: its data, the
 * route's code loaded before the first render) costs 2.2 KB, and the server-rendered page now
 * paints before this JavaScript is even requested (web/public/after-paint.js). 256 B more since
 * issue 31: the disabled Post Job's reason (a tooltip and a button to the missing step) and the
 * job post guard's organisation step are in the navbar and the guards every page loads (84 B
 * over the budget once its new screen's 120 B were counted; measured against a build of 38a6be0).
 */
export const HOME_JS_BUDGET_BYTES = 122 * 1024 + 256
/**
 * What each screen registered in web/src/app/route-modules.ts adds to the entry, gzip: its lazy
 * import and the list of files to preload with it (~0.1 KB; issue 13's five screens measured
 * 0.5 KB). Home's budget grows by this per screen past the 13 (404 included) it was set with, so
 * the budget keeps guarding the shell's own code while the product's 61 routes are built.
 */
export const ROUTE_ENTRY_BYTES = 120
const SCREENS_AT_HOME_BUDGET = 13
/** Home's budget with `screens` screens registered. */
export const homeBudgetBytes = (screens) =>
  HOME_JS_BUDGET_BYTES + ROUTE_ENTRY_BYTES * Math.max(0, screens - SCREENS_AT_HOME_BUDGET)
/**
 * Budget of the job post wizard's extra JavaScript over the home page for its first screen
 * (step 1 with the editor), gzip (issue 6). What it fetches later, in idle time or on demand,
 * is printed beside it. 110 KB until issue 31; 111 KB since: step 1's 'Apply by' deadline (its
 * rule, checked in the form as in the API, its message and the lazily loaded calendar's loader)
 * took 0.9 KB that nothing else in the first screen could give back.
 */
export const WIZARD_EXTRA_BUDGET_BYTES = 111 * 1024
/** Manifest keys of the Nepali catalog's parts (web/build/catalog-parts.ts). */
const CATALOG_PART = /(^|\/)virtual:catalog\/ne\//
/** Catalog parts of the other language, never loaded with the default one. */
const OTHER_CATALOG = /(^|\/)virtual:catalog\/(?!ne\/)/
/** Lazy modules a screen starts loading as it opens, so they count towards its first load. */
const OPENS_WITH = {
  jobPost: ['src/features/job-post/components/rich-text-editor.tsx'],
  // The stats page draws its chart at once (Chart.js, loaded when a chart mounts).
  jobseekerStats: ['src/components/chart/draw-chart.ts'],
  // So do the job seeker insights (issue 14): four charts at once.
  jobseekerInsights: ['src/components/chart/draw-chart.ts'],
}

/**
 * Route id → route module file, as the build wrote it from the SPA's route registry
 * (web/build/screens.ts: `.vite/screens.json`, the list the BFF preloads by), labelled with the
 * route's address.
 */
async function registeredRoutes(distDir) {
  const screens = JSON.parse(await readFile(path.join(distDir, '.vite/screens.json'), 'utf8'))
  const table = await readFile(path.join(root, 'shared/src/routes/table.ts'), 'utf8')
  const patterns = new Map(
    [...table.matchAll(/^\s+(\w+): \{ pattern: '([^']+)'/gm)].map((m) => [m[1], m[2]]),
  )
  patterns.set('notFound', '(404)')
  return Object.entries(screens).map(([id, file]) => ({
    id,
    label: patterns.get(id) ?? id,
    file,
  }))
}

/** The manifest keys loaded with `key`: itself and its static imports, recursively. */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen
  seen.add(key)
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen)
  return seen
}

/**
 * The manifest keys `key` can load in a session: its static imports and, recursively, its lazy
 * ones (not the app shell's: other routes and dialogs; not the other language's catalog).
 */
function sessionClosure(manifest, key, seen = new Set()) {
  if (seen.has(key) || !manifest[key] || key === 'index.html') return seen
  seen.add(key)
  for (const imported of manifest[key].imports ?? []) sessionClosure(manifest, imported, seen)
  for (const imported of manifest[key].dynamicImports ?? []) {
    if (!OTHER_CATALOG.test(imported)) sessionClosure(manifest, imported, seen)
  }
  return seen
}

/** The Nepali catalog parts the modules of `keys` load before they run. */
function catalogPartsOf(manifest, keys) {
  const parts = [...keys].flatMap((key) => manifest[key].dynamicImports ?? [])
  return new Set(parts.filter((key) => CATALOG_PART.test(key)))
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
  for (const route of await registeredRoutes(distDir)) {
    if (!manifest[route.file]) throw new Error(`${route.file} is not in the build: rebuild web`)
    const keys = new Set([
      ...staticClosure(manifest, 'index.html'),
      ...staticClosure(manifest, route.file),
      ...(OPENS_WITH[route.id] ?? []).flatMap((key) => [...staticClosure(manifest, key)]),
    ])
    const js = new Set([...keys].map((key) => manifest[key].file))
    const css = new Set([...keys].flatMap((key) => manifest[key].css ?? []))
    let jsBytes = 0
    let cssBytes = 0
    for (const file of js) jsBytes += await gzipSize(file)
    for (const file of css) cssBytes += await gzipSize(file)
    // The catalog parts are lazy chunks, but the modules of the first load await them.
    const catalogFiles = catalogPartsOf(manifest, keys)
    if (!catalogFiles.size) throw new Error(`no Nepali catalog loads with ${route.file}`)
    let catalogBytes = 0
    for (const key of catalogFiles) catalogBytes += await gzipSize(manifest[key].file)
    const files = js.size + css.size + catalogFiles.size
    results.push({ ...route, keys, jsBytes, catalogBytes, cssBytes, files })
  }
  return results
}

/**
 * The job post wizard's extra JavaScript over the home page (code and Nepali catalog, gzip): what
 * its first screen loads (`firstBytes`) and all it can load in a session (`sessionBytes`).
 */
export async function measureWizard(distDir = path.join(root, 'web/dist')) {
  const manifest = JSON.parse(await readFile(path.join(distDir, '.vite/manifest.json'), 'utf8'))
  const routes = await measureRoutes(distDir)
  const home = routes.find((r) => r.id === 'home')
  const wizard = routes.find((r) => r.id === 'jobPost')
  const homeKeys = new Set([...home.keys, ...catalogPartsOf(manifest, home.keys)])
  const routeKey = wizard.file
  const session = sessionClosure(manifest, routeKey)
  const first = new Set([...wizard.keys, ...catalogPartsOf(manifest, wizard.keys)])
  const extraBytes = async (keys) => {
    const files = new Set([...keys].filter((k) => !homeKeys.has(k)).map((k) => manifest[k].file))
    let bytes = 0
    for (const file of files) {
      bytes += gzipSync(await readFile(path.join(distDir, file)), { level: 9 }).length
    }
    return bytes
  }
  return { firstBytes: await extraBytes(first), sessionBytes: await extraBytes(session) }
}

/** The chart's lazy module (Chart.js and its registration): loaded only where a chart shows. */
const CHART_MODULE = 'src/components/chart/draw-chart.ts'

/**
 * The chart's own JavaScript (its module and what it alone imports, gzip), the routes whose
 * first load holds it (there must be none) and the routes that can load it later, when a chart
 * mounts (issue 13: the employer workspace's overview tab).
 */
export async function measureChart(distDir = path.join(root, 'web/dist')) {
  const manifest = JSON.parse(await readFile(path.join(distDir, '.vite/manifest.json'), 'utf8'))
  if (!manifest[CHART_MODULE]) throw new Error(`${CHART_MODULE} is not in the build: rebuild web`)
  const routes = await measureRoutes(distDir)
  const entry = staticClosure(manifest, 'index.html')
  const chartKeys = [...staticClosure(manifest, CHART_MODULE)].filter((key) => !entry.has(key))
  let bytes = 0
  for (const key of chartKeys) {
    bytes += gzipSync(await readFile(path.join(distDir, manifest[key].file)), { level: 9 }).length
  }
  return {
    bytes,
    // Statically imported by a screen (or the entry): the chart would no longer load lazily. A
    // screen that draws one at once (OPENS_WITH: the seeker's stats) counts its bytes above, but
    // still loads it as it mounts.
    inFirstLoad: routes
      .filter((r) => entry.has(CHART_MODULE) || staticClosure(manifest, r.file).has(CHART_MODULE))
      .map((r) => r.label),
    loadedBy: routes
      .filter((r) => sessionClosure(manifest, r.file).has(CHART_MODULE))
      .map((r) => r.label),
  }
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
  const budget = homeBudgetBytes(results.length)
  const over = total > budget
  console.log(
    `\nhome: ${kb(total)} of JavaScript: ${kb(home?.jsBytes ?? 0)} of code and ` +
      `${kb(home?.catalogBytes ?? 0)} of Nepali catalog (budget ${kb(budget)}: ${kb(HOME_JS_BUDGET_BYTES)} and ` +
      `${ROUTE_ENTRY_BYTES} B for each of ${results.length - SCREENS_AT_HOME_BUDGET} screens ` +
      `registered since: ${over ? 'OVER BUDGET' : 'ok'})`,
  )
  const wizard = await measureWizard(process.argv[2] && path.resolve(process.argv[2]))
  const wizardOver = wizard.firstBytes > WIZARD_EXTRA_BUDGET_BYTES
  console.log(
    `job post wizard: ${kb(wizard.firstBytes)} of JavaScript more than home for its first ` +
      `screen, step 1 with the editor (budget ${kb(WIZARD_EXTRA_BUDGET_BYTES)}: ` +
      `${wizardOver ? 'OVER BUDGET' : 'ok'}); ${kb(wizard.sessionBytes)} with all it fetches ` +
      `later (steps 2 and 3, the sanitizer)`,
  )
  const chart = await measureChart(process.argv[2] && path.resolve(process.argv[2]))
  const chartLeak = chart.inFirstLoad.length > 0
  console.log(
    `chart (Chart.js, ${CHART_MODULE}): ${kb(chart.bytes)}, ` +
      (chartLeak
        ? `IN THE FIRST LOAD of ${chart.inFirstLoad.join(', ')}`
        : "in no screen's first load") +
      `; loaded when a chart shows, by ${chart.loadedBy.join(', ') || 'no screen'}`,
  )
  if (over || wizardOver || chartLeak) process.exitCode = 1
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main()
}
