#!/usr/bin/env node
// Page speed, accessibility and SEO of the built app: Lighthouse (the npm package, 12.x for Node
// 20; 13.x needs Node 22.19+) drives Debian's Chromium in its default mobile profile (Moto G Power
// screen, simulated slow 4G, 4x CPU slowdown) on every kind of public page (home, the job search,
// a job, the blog and a post, the FAQ and an answer, the business directory and a business, the
// trainings and a training, pricing, the employer zone and an employer's page), and prints each
// page's scores with its LCP, FCP, TBT and CLS, headed by the date, the commit and the machine's
// load (paste it into docs/performance.md).
// Targets (issue 27): performance >= 97, accessibility 100, SEO 100 and TBT <= 150 ms on each
// public page, the median of three runs.
// Signed-in pages (issue 34): the employer profile, the applications page of the demo employer's
// newest job and the job seeker search, signed in as employer@jagir.demo. Chromium itself signs in
// (a POST /bff/login from a page of the site), so the session is in its cookie jar as a user's
// would be, and Lighthouse keeps it between runs (it clears caches and storage, not cookies). A
// session sent as Lighthouse's `extraHeaders` reaches the document only: the page's own API
// calls go out with the cookie jar's cookies and are refused, which measured a page emptied by
// errors (docs/performance.md, "The layout shift was the measurement's"). Their FCP is the first
// paint (the shell and skeleton) and their LCP the first useful content.
//
//   npm run bench:web                 builds, then runs this
//   node scripts/bench-web.mjs        uses the existing web/dist and server/dist
//   BENCH_RUNS=3                      Lighthouse runs per page; the median performance is kept
//   BENCH_LANG=ne (or en)             which language's pages (default: Nepali, the default one)
//   BENCH_PAGES=blog,faq              only the pages of these names (default: all); `public` for
//                                     the public pages, `signed-in` for the signed-in ones
//   --strict                          exit 1 when a page is below a target
//
// The server is started here with fresh demo data (the embedded demo API) on a loopback port.
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { cpus, loadavg, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3))
const LANG = process.env.BENCH_LANG === 'en' ? 'en' : 'ne'
const STRICT = process.argv.includes('--strict')
export const TARGETS = { performance: 97, accessibility: 100, seo: 100, tbt: 150 }

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** The built server on a free port with fresh demo data; resolves once /healthz answers. */
async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'jagir-bench-web-'))
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['server/dist/server.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
  })
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return { origin, stop }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  await stop()
  throw new Error('bench-web: the server did not start (run `npm run build` first?)')
}

/** The pages measured: home, the job search, the newest job's page, the blog, its newest post, the FAQ. */
async function pagesOf(origin) {
  /** The slug (or another field) of the first item a list of the demo API gives. */
  const first = async (list, field = 'slug') => {
    const answer = await fetch(`${origin}/api/v1/${list}?page_size=1`, {
      headers: { accept: 'application/json', 'accept-language': LANG },
    })
    const value = (await answer.json()).results?.[0]?.[field]
    if (value === undefined) throw new Error(`bench-web: the demo API lists nothing at ${list}`)
    return value
  }
  const prefix = LANG === 'en' ? '/en' : ''
  const employer = await signIn(origin, 'employer@jagir.demo')
  const jobs = await fetch(`${origin}/api/v1/employer/jobs/?page_size=1`, {
    headers: { accept: 'application/json', 'accept-language': LANG, cookie: employer },
  })
  const ownJob = (await jobs.json()).results?.[0]?.slug
  if (!ownJob) throw new Error('bench-web: the demo employer has no job')
  const pages = [
    { name: 'home', path: prefix || '/' },
    { name: 'job search', path: `${prefix}/job/search` },
    { name: 'browse by category', path: `${prefix}/job/browse/category` },
    { name: 'job detail', path: `${prefix}/job/${await first('job/search/')}/detail` },
    { name: 'blog', path: `${prefix}/blog` },
    { name: 'blog post', path: `${prefix}/blog/detail/${await first('blog/posts/')}` },
    { name: 'faq', path: `${prefix}/faq` },
    { name: 'faq answer', path: `${prefix}/faq/detail/${await first('faq/')}` },
    { name: 'business list', path: `${prefix}/business` },
    { name: 'business', path: `${prefix}/business/detail/${await first('business/')}` },
    { name: 'trainings', path: `${prefix}/training` },
    { name: 'training', path: `${prefix}/training/${await first('training/')}` },
    { name: 'pricing', path: `${prefix}/pricing` },
    { name: 'employer zone', path: `${prefix}/employer-zone` },
    { name: 'employer', path: `${prefix}/employer/profile/${await first('organizations/', 'id')}` },
    { name: 'employer profile', path: `${prefix}/employer/profile/me`, signedIn: true },
    { name: 'applications', path: `${prefix}/job/${ownJob}/applications`, signedIn: true },
    { name: 'seeker search', path: `${prefix}/jobseeker/search`, signedIn: true },
  ]
  const only = process.env.BENCH_PAGES?.split(',').map((name) => name.trim())
  if (!only) return pages
  return pages.filter(
    (page) =>
      only.includes(page.name) ||
      (only.includes('public') && !page.signedIn) ||
      (only.includes('signed-in') && page.signedIn),
  )
}

/** The session cookie of a demo user signed in through the BFF, as a Cookie header. */
async function signIn(origin, username) {
  const answer = await fetch(`${origin}/bff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf': '1' },
    body: JSON.stringify({ username, password: 'Demo@12345' }),
  })
  if (!answer.ok) throw new Error(`bench-web: signing in ${username} answered ${answer.status}`)
  return answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

/**
 * Signs the browser in as the demo employer: a page of the site posts the sign-in form's request,
 * and the BFF's session cookie lands in Chromium's cookie jar, where Lighthouse's runs find it.
 */
async function signInBrowser(port, origin) {
  const { chromium } = await import('playwright-core')
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const page = await browser.contexts()[0].newPage()
    await page.goto(`${origin}/healthz`)
    const status = await page.evaluate(
      async (body) =>
        (
          await fetch('/bff/login', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-csrf': '1' },
            body,
          })
        ).status,
      JSON.stringify({ username: 'employer@jagir.demo', password: 'Demo@12345' }),
    )
    await page.close()
    if (status !== 200) throw new Error(`bench-web: the browser's sign-in answered ${status}`)
  } finally {
    // Only the connection closes: the browser (Lighthouse's) stays.
    await browser.close()
  }
}

let lighthouseVersion = '?'

async function loadLighthouse() {
  try {
    const { default: lighthouse } = await import('lighthouse')
    const chromeLauncher = await import('chrome-launcher')
    const { version } = JSON.parse(
      readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8'),
    )
    lighthouseVersion = version
    return { lighthouse, chromeLauncher }
  } catch {
    console.error(
      'bench-web: Lighthouse is not installed. On Node 20 use lighthouse@12 ' +
        '(`npm i -D lighthouse@^12.8`); lighthouse 13 needs Node 22.19 or newer.',
    )
    process.exit(2)
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)]
}

/** One Lighthouse run of a URL (mobile profile: performance, accessibility and SEO). */
async function audit(lighthouse, port, url) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'seo'],
  })
  const { categories, audits, runtimeError } = result.lhr
  // A run Lighthouse itself flags (no paint seen, page hung) has no meaningful score.
  if (runtimeError) return { error: `${runtimeError.code}: ${runtimeError.message}` }
  /** The binary audits of a category that failed, by id. */
  const failedIn = (category) =>
    Object.values(audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .filter((a) => category.auditRefs.some((ref) => ref.id === a.id))
      .map((a) => a.id)
  return {
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    seo: Math.round(categories.seo.score * 100),
    lcp: audits['largest-contentful-paint'].numericValue,
    fcp: audits['first-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    a11yFailed: failedIn(categories.accessibility),
    seoFailed: failedIn(categories.seo),
  }
}

async function main() {
  const loadAtStart = loadavg()[0].toFixed(1)
  const { lighthouse, chromeLauncher } = await loadLighthouse()
  const server = await startServer()
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  })
  const rows = []
  try {
    let signedIn = false
    for (const page of await pagesOf(server.origin)) {
      // The visitors' pages come first and are measured signed out.
      if (page.signedIn && !signedIn) {
        await signInBrowser(chrome.port, server.origin)
        signedIn = true
      }
      const runs = []
      for (let attempt = 0; runs.length < RUNS && attempt < RUNS * 2; attempt++) {
        const run = await audit(lighthouse, chrome.port, server.origin + page.path)
        if (run.error) console.error(`bench-web: ${page.name}: a run failed (${run.error})`)
        else runs.push(run)
      }
      if (runs.length === 0) throw new Error(`bench-web: every run of ${page.name} failed`)
      // The run with the median performance score stands for the page (its LCP with it).
      const kept = runs.find((run) => run.performance === median(runs.map((r) => r.performance)))
      rows.push({ ...page, ...kept, all: runs.map((run) => run.performance) })
    }
  } finally {
    await chrome.kill()
    await server.stop()
  }

  console.log(
    `Lighthouse ${lighthouseVersion} (mobile profile), ${RUNS} run(s) per page, median kept, ` +
      `${LANG === 'en' ? 'English' : 'Nepali'} pages; ${new Date().toISOString().slice(0, 10)}, ` +
      `commit ${commit()}; load average ${loadAtStart} at the start, ${loadavg()[0].toFixed(1)} at the end ` +
      `(${cpus().length} cores)`,
  )
  console.log('| page | performance | accessibility | SEO | LCP | FCP | TBT | CLS | runs |')
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |')
  for (const row of rows) {
    console.log(
      `| ${row.name} (\`${row.path
        .replace(/\/job\/[^/]+\/detail/, '/job/{slug}/detail')
        .replace(/\/(blog|faq|business)\/detail\/[^/]+/, '/$1/detail/{slug}')
        .replace(/\/training\/[^/]+/, '/training/{slug}')
        .replace(/\/employer\/profile\/\d+/, '/employer/profile/{id}')
        .replace(/\/job\/[^/]+\/applications/, '/job/{slug}/applications')}\`) | ` +
        `${row.performance} | ${row.accessibility} | ${row.signedIn ? '-' : row.seo} | ${(row.lcp / 1000).toFixed(2)} s | ` +
        `${(row.fcp / 1000).toFixed(2)} s | ${Math.round(row.tbt)} ms | ${row.cls.toFixed(3)} | ` +
        `${row.all.join(', ')} |`,
    )
    if (row.a11yFailed.length)
      console.log(`  accessibility audits failed: ${row.a11yFailed.join(', ')}`)
    // A signed-in page asks not to be indexed (`is-crawlable`): SEO is for the public pages.
    if (row.seoFailed.length && !row.signedIn)
      console.log(`  SEO audits failed: ${row.seoFailed.join(', ')}`)
  }
  // The targets are the public pages': a signed-in page is for its user, not for search engines.
  const below = rows.filter(
    (row) =>
      !row.signedIn &&
      (row.performance < TARGETS.performance ||
        row.accessibility < TARGETS.accessibility ||
        row.seo < TARGETS.seo ||
        row.tbt > TARGETS.tbt),
  )
  if (below.length) {
    console.log(
      `Below target (performance ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, ` +
        `SEO ${TARGETS.seo}, TBT ${TARGETS.tbt} ms): ${below.map((r) => r.name).join(', ')}`,
    )
    if (STRICT) process.exitCode = 1
  }
}

/** The commit measured, marked when the working tree differs from it. */
function commit() {
  const git = (...args) =>
    spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout?.trim() ?? ''
  const head = git('rev-parse', '--short', 'HEAD') || 'unknown'
  return git('status', '--porcelain', '--untracked-files=no') ? `${head} (with changes)` : head
}

await main()
