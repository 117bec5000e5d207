#!/usr/bin/env node
// `npm run test:container`: builds the Dockerfile's image with podman and runs it as production
// would (issue 17, item 4). Checks /healthz, pages, a proxied call against a stub upstream, the
// user it runs as, what the image holds (no dev dependencies, no .git, no tests) and its size;
// the embedded API (no API_URL) on its database in the image's volume; then SIGTERM during a
// request: answered, and the container gone within the grace period.
//
//   npm run test:container                 builds what is not cached, then runs the checks
//   npm run test:container -- --no-cache   a cold build (every layer rebuilt), for the figures
//   npm run test:container -- --rebuild-base   the local node:24-slim too
//
// Needs, as root: Debian's podman, runc and mmdebstrap (apt-get install -y podman runc
// mmdebstrap); the first run builds the node:24-slim base locally (scripts/container/).
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'
import { BASE_IMAGE, ensureBaseImage } from './container/base-image.mjs'
import { havePodman, podman, podmanChild } from './container/podman.mjs'
import { freePort } from './lib/free-port.mjs'

const root = path.resolve(import.meta.dirname, '..')
const IMAGE = 'localhost/jagir:test'
const CONTAINER = `jagir-test-${process.pid}`
/**
 * What the image may add to its base (the app, its production dependencies): dev ones are ~10×.
 * The share images' renderer (Skia, @napi-rs/canvas-linux-x64-gnu) is 35 MB of it.
 */
const APP_LAYERS_BUDGET_MB = 160
/** The Deployment's terminationGracePeriodSeconds (deploy/k8s/deployment.yaml). */
const GRACE_S = 30
const args = new Set(process.argv.slice(2))
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`
const mb = (bytes) => `${(bytes / 1e6).toFixed(0)} MB`

const results = []
function check(name, ok, detail = '') {
  results.push({ name, ok })
  console.log(`${ok ? '✓' : '✗'} ${name}${detail ? ` (${detail})` : ''}`)
}

/** A stub provider API on loopback: answers and records what the container forwards. */
async function startStub() {
  const received = []
  const server = createServer((req, res) => {
    received.push({ url: req.url, headers: req.headers })
    const slow = req.url.startsWith('/api/v1/slow/')
    setTimeout(
      () => {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ count: 1, results: [{ id: 1, name: 'Kathmandu' }] }))
      },
      slow ? 2_000 : 0,
    )
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${server.address().port}`, received, server }
}

/** Runs podman without blocking this process; `then` runs once it has started. Its stdout. */
function podmanAsync(args, then = () => undefined) {
  const child = podmanChild(args)
  let out = ''
  child.stdout.on('data', (chunk) => (out += chunk))
  const done = new Promise((resolve) => child.on('exit', () => resolve(out.trim())))
  setTimeout(then, 200)
  return done
}

/** Runs `node -e script` in a throwaway container of the image (no network); its JSON output. */
function inImage(script) {
  const run = podman(['run', '--rm', '--network=none', '--entrypoint', 'node', IMAGE, '-e', script])
  return JSON.parse(run.stdout)
}

/** Every package in the image's node_modules, every .git and every test file under /app. */
const LIST_APP = `
const fs = require('node:fs'), path = require('node:path')
const out = { packages: [], git: [], tests: [], sources: [] }
function walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    const inDeps = full.includes('/node_modules/')
    if (entry.name === '.git') out.git.push(full)
    if (entry.isDirectory()) { walk(full); continue }
    if (entry.name === 'package.json' && inDeps) {
      const rel = full.slice('/app/'.length, -'/package.json'.length)
      if (/(^|\\/)node_modules\\/(@[^/]+\\/)?[^/@]+$/.test(rel)) out.packages.push(rel)
    }
    if (!inDeps && /\\.(test|spec)\\.|(^|\\/)(test|tests|e2e|__tests__)\\//.test(full)) out.tests.push(full)
    if (!inDeps && /\\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.sources.push(full)
  }
}
walk('/app')
console.log(JSON.stringify(out))
`

function inspectImage() {
  const [image] = JSON.parse(podman(['image', 'inspect', IMAGE]).stdout)
  const [base] = JSON.parse(podman(['image', 'inspect', BASE_IMAGE]).stdout)
  const appBytes = image.Size - base.Size
  check(
    `image size ${mb(image.Size)}: ${mb(appBytes)} over its base (${mb(base.Size)})`,
    appBytes < APP_LAYERS_BUDGET_MB * 1e6,
    `budget ${APP_LAYERS_BUDGET_MB} MB over the base`,
  )
  check('image runs as the node user', image.Config.User === 'node', `User=${image.Config.User}`)
  check(
    'image has a HEALTHCHECK on /healthz',
    /healthz/.test(JSON.stringify(image.Healthcheck ?? image.Config.Healthcheck ?? {})),
  )

  const content = inImage(LIST_APP)
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'))
  const devOnly = new Set(
    Object.entries(lock.packages)
      .filter(([, entry]) => entry.dev)
      .map(([where]) => where),
  )
  const dev = content.packages.filter((where) => devOnly.has(where))
  check(
    `no dev dependencies among the image's ${content.packages.length} packages`,
    dev.length === 0,
    dev.length ? dev.slice(0, 10).join(', ') : `${devOnly.size} dev-only packages in the lockfile`,
  )
  // Without --read-only: the files themselves (owned by root) refuse the app's user.
  const touch = podman(
    [
      'run',
      '--rm',
      '--network=none',
      '--entrypoint',
      'sh',
      IMAGE,
      '-c',
      'touch server/dist/server.js 2>&1',
    ],
    { allowFailure: true },
  )
  check(
    "the app's user cannot change the app's files",
    touch.status !== 0 && /Permission denied/.test(touch.stdout),
    touch.stdout,
  )
  check('no .git in the image', content.git.length === 0, content.git.join(', '))
  check('no tests in the image', content.tests.length === 0, content.tests.slice(0, 5).join(', '))
  check(
    'no TypeScript sources in the image',
    content.sources.length === 0,
    content.sources.slice(0, 5).join(', '),
  )
  return { imageBytes: image.Size, baseBytes: base.Size }
}

async function untilHealthy(port, withinMs) {
  const started = Date.now()
  while (Date.now() - started < withinMs) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return Date.now() - started
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return undefined
}

/** `podman run` options: as Kubernetes runs the image (deploy/k8s), on loopback port `port`. */
function asProduction(port) {
  return [
    // Loopback is shared with the host: the container reaches the stub, the test reaches it.
    '--network=host',
    // Read-only root, no capabilities, no privilege gain.
    '--read-only',
    '--tmpfs=/tmp',
    '--cap-drop=ALL',
    '--security-opt=no-new-privileges',
    ...['-e', `PORT=${port}`, '-e', `SESSION_SECRET=${randomBytes(32).toString('base64url')}`],
    ...['-e', `PUBLIC_URL=http://localhost:${port}`, '-e', 'LOG_LEVEL=warn'],
  ]
}

/**
 * Without API_URL the image serves the embedded API, its database (PGlite) in the image's volume
 * at /app/.data: the one place it may write under a read-only root.
 */
async function checkEmbeddedApi() {
  const name = `${CONTAINER}-embedded`
  const port = await freePort()
  const checked = results.length
  try {
    podman(['run', '--detach', '--name', name, ...asProduction(port), IMAGE])
    const startMs = await untilHealthy(port, 90_000)
    const ready = startMs === undefined ? undefined : await fetch(`http://127.0.0.1:${port}/readyz`)
    const body = ready ? await ready.json().catch(() => ({})) : {}
    check(
      'without API_URL: the embedded API on its database, /readyz reports it',
      ready?.status === 200 && body.database === 'ok',
      startMs === undefined
        ? 'no /healthz within 90 s'
        : `${JSON.stringify(body)}, seeded and up in ${seconds(startMs)}`,
    )
    const files = podman(['exec', name, 'ls', '/app/.data/pglite'], { allowFailure: true })
    check(
      "the embedded database's files are in the /app/.data volume",
      files.status === 0 && /PG_VERSION/.test(files.stdout),
      files.stdout.trim().split('\n').slice(0, 5).join(', '),
    )
  } finally {
    const logs = podman(['logs', name], { allowFailure: true })
    if (results.slice(checked).some((r) => !r.ok)) {
      console.log(`\ncontainer logs:\n${logs.stdout}\n${logs.stderr}`)
    }
    // --volumes: the anonymous volume of the image's VOLUME goes with it.
    podman(['rm', '--force', '--volumes', name], { allowFailure: true })
  }
}

async function runChecks(port, stub) {
  const base = `http://127.0.0.1:${port}`
  const startMs = await untilHealthy(port, 30_000)
  check('/healthz answers after start', startMs !== undefined, startMs && `in ${seconds(startMs)}`)
  if (startMs === undefined) return

  const health = await fetch(`${base}/healthz`)
  check(
    'GET /healthz: 200 {"status":"ok"}',
    health.status === 200 && (await health.json()).status === 'ok',
  )
  const ready = await fetch(`${base}/readyz`)
  check('GET /readyz: 200 (the stub upstream answers)', ready.status === 200)

  // Just after start the server can still be busy (loading the renderer, JIT warm-up, a loaded
  // machine) and then rightly sends the page for the browser to render (load shedding): ask
  // again for a few seconds until the server renders it.
  let home
  let html = ''
  for (const started = Date.now(); Date.now() - started < 15_000;) {
    home = await fetch(`${base}/`)
    html = await home.text()
    if (home.status !== 200 || html.includes('<h1')) break
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  check(
    'GET /: the app, in Nepali, under the CSP',
    home.status === 200 &&
      html.includes('<html lang="ne"') &&
      // Rendered by the server (issue 18): the page's heading is in the HTML.
      html.includes('<h1') &&
      /script-src 'self'/.test(home.headers.get('content-security-policy') ?? ''),
  )
  // The entry script: a module script, or on a server-rendered page after-paint.js's data-entry.
  const script = /<script[^>]+(?:src|data-entry)="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
  const asset =
    script && (await fetch(`${base}${script}`, { headers: { 'accept-encoding': 'br' } }))
  check(
    'a hashed asset: pre-compressed, immutable',
    asset?.status === 200 &&
      asset.headers.get('content-encoding') === 'br' &&
      /immutable/.test(asset.headers.get('cache-control') ?? ''),
    script,
  )
  const about = await fetch(`${base}/en/about`)
  check(
    'GET /en/about: 200 in English',
    about.status === 200 && (await about.text()).includes('<html lang="en"'),
  )
  // The share images' renderer (a native binary) and its fonts are in the image and draw.
  const share = await fetch(`${base}/share/site.png?lang=ne`)
  const png = Buffer.from(await share.arrayBuffer())
  const size = png.length >= 24 ? `${png.readUInt32BE(16)}×${png.readUInt32BE(20)}` : 'none'
  check(
    'GET /share/site.png: a 1200×630 PNG drawn in the container',
    share.status === 200 &&
      share.headers.get('content-type') === 'image/png' &&
      size === '1200×630',
    `${share.status}, ${size}, ${png.length} bytes`,
  )

  const before = stub.received.length
  const proxied = await fetch(`${base}/api/v1/common/district/?search=ka`, {
    headers: { cookie: 'locale=en' },
  })
  const forwarded = stub.received.slice(before).find((r) => r.url.startsWith('/api/v1/common/'))
  check(
    'GET /api/v1/common/district/: proxied to the stub upstream and back',
    proxied.status === 200 &&
      (await proxied.json()).results?.[0]?.name === 'Kathmandu' &&
      forwarded?.url === '/api/v1/common/district/?search=ka' &&
      forwarded.headers['accept-language'] === 'en',
  )

  const uid = podman(['exec', CONTAINER, 'node', '-e', 'console.log(process.getuid())']).stdout
  const pid1 = podman(['exec', CONTAINER, 'cat', '/proc/1/cmdline'])
    .stdout.replaceAll('\0', ' ')
    .trim()
  check(
    'the server runs as uid 1000 (node), as PID 1',
    uid === '1000' && pid1 === 'node server/dist/server.js',
    `uid ${uid}, PID 1: ${pid1}`,
  )
  const healthcheck = podman(['healthcheck', 'run', CONTAINER], { allowFailure: true })
  check("the image's HEALTHCHECK passes", healthcheck.status === 0)

  // SIGTERM while a request waits on the provider: it is answered, then the process exits 0.
  const inFlight = fetch(`${base}/api/v1/slow/`).then(
    (answer) => answer.status,
    (error) => error.message,
  )
  while (!stub.received.some((r) => r.url.startsWith('/api/v1/slow/'))) {
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  const signalled = Date.now()
  // Not spawnSync: the stub upstream answering the request lives in this process's event loop.
  const exitCode = await podmanAsync(['wait', CONTAINER], () =>
    podman(['kill', '--signal', 'SIGTERM', CONTAINER]),
  )
  const stopMs = Date.now() - signalled
  check(
    'SIGTERM during a request: the request is answered',
    (await inFlight) === 200,
    `status ${await inFlight}`,
  )
  check(
    `SIGTERM: the container exits 0 within the grace period (${GRACE_S} s)`,
    exitCode === '0' && stopMs < GRACE_S * 1000,
    `exit ${exitCode} after ${seconds(stopMs)}`,
  )
  return { startMs, stopMs }
}

async function main() {
  if (!havePodman() || spawnSync('mmdebstrap', ['--version']).error) {
    console.error(
      'test:container needs podman, runc and mmdebstrap: apt-get install -y podman runc mmdebstrap',
    )
    process.exit(1)
  }
  let started = Date.now()
  const builtBase = ensureBaseImage({ rebuild: args.has('--rebuild-base') })
  if (builtBase) console.log(`container: ${BASE_IMAGE} built in ${seconds(Date.now() - started)}`)

  started = Date.now()
  podman(
    [
      'build',
      '--pull=never',
      '--network=host',
      // Docker's format keeps the HEALTHCHECK (OCI images have none).
      '--format=docker',
      ...(args.has('--no-cache') ? ['--no-cache'] : []),
      '-t',
      IMAGE,
      root,
    ],
    { inherit: true },
  )
  const buildMs = Date.now() - started
  console.log(
    `\ncontainer: image built in ${seconds(buildMs)}${args.has('--no-cache') ? ' (no cache)' : ''}\n`,
  )

  const sizes = inspectImage()
  await checkEmbeddedApi()
  const stub = await startStub()
  const port = await freePort()
  let timing
  try {
    podman([
      'run',
      '--detach',
      '--name',
      CONTAINER,
      ...asProduction(port),
      ...['-e', `API_URL=${stub.url}`],
      IMAGE,
    ])
    timing = await runChecks(port, stub)
  } finally {
    const logs = podman(['logs', CONTAINER], { allowFailure: true })
    if (results.some((r) => !r.ok)) console.log(`\ncontainer logs:\n${logs.stdout}\n${logs.stderr}`)
    podman(['rm', '--force', '--volumes', CONTAINER], { allowFailure: true })
    stub.server.close()
  }

  const failed = results.filter((r) => !r.ok)
  const start = timing?.startMs ? seconds(timing.startMs) : '?'
  const stop = timing?.stopMs ? seconds(timing.stopMs) : '?'
  console.log(
    `\nbuild ${seconds(buildMs)}, image ${mb(sizes.imageBytes)}, start ${start}, stop ${stop}`,
  )
  console.log(`${results.length - failed.length} passed, ${failed.length} failed`)
  process.exitCode = failed.length ? 1 : 0
}

await main()
