#!/usr/bin/env node
// The embedded API at the size of Nepal's job market (issue 28): fills a fresh database with the
// demo seed plus generated jobs and job seekers (`db:seed`), starts the built server on it
// (`node server/dist/server.js`, no API_URL) and measures through the BFF: job search (free text,
// place, filters, a deep page), a job page, job seeker search (as the demo employer), writes
// (apply, sign-in, like), /healthz while 20 clients write, startup with the data present, and the
// server's resident memory. Once on PGlite in a temporary DATA_DIR, once on a throwaway real
// PostgreSQL (Debian's `postgresql`) when one can be started.
//
//   npm run bench:scale                         builds, then runs this (full size: long)
//   BENCH_JOBS=2000 BENCH_SEEKERS=20000 node scripts/bench-scale.mjs   smaller, from server/dist
//   BENCH_DURATION=10 (seconds per read), BENCH_CONNECTIONS=10, BENCH_PACE=20 (requests a second
//   of the paced reads), BENCH_BACKENDS=pglite,postgres
//   BENCH_DATA_DIR / BENCH_DATABASE_URL: measure a database seeded before (no seeding, kept after)
// Prints Markdown for docs/performance.md.
import autocannon from 'autocannon'
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from './bench-load/processes.mjs'
import { locatePostgres, startPostgres } from './bench-scale/postgres.mjs'

const root = path.resolve(import.meta.dirname, '..')
const JOBS = Number(process.env.BENCH_JOBS ?? 100_000)
const SEEKERS = Number(process.env.BENCH_SEEKERS ?? 1_000_000)
const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
/** Requests a second of the paced reads: more searches than Nepal's largest job site serves. */
const PACE = Number(process.env.BENCH_PACE ?? 20)
const BACKENDS = (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',')
const PASSWORD = 'Demo@12345'
const work = mkdtempSync(path.join(tmpdir(), 'jagir-bench-scale-'))
const running = new Set()

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN
}

/** Resident memory of a process and its descendants (a worker process counts), in MiB. */
function treeRssMb(pid) {
  let kb = 0
  try {
    kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim()
      for (const child of children ? children.split(' ') : []) kb += treeRssMb(Number(child)) * 1024
    }
  } catch {
    // The process ended meanwhile.
  }
  return kb / 1024
}

/** Runs a command to its end with the environment; resolves its time in seconds. */
function timed(args, env) {
  const started = performance.now()
  const child = spawn(process.execPath, args, {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  return new Promise((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0
        ? resolve((performance.now() - started) / 1000)
        : reject(new Error(`${args.join(' ')} exited (${code})`)),
    ),
  )
}

/** The built server on the database `env` names; resolves once it is ready (`/readyz`). */
async function startServer(env) {
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const started = performance.now()
  const child = spawn(process.execPath, [path.join(root, 'server', 'dist', 'server.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      SESSION_SECRET: 'bench-scale-secret-0123456789-abcdefghijklmnop',
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  running.add(child)
  child.once('exit', () => running.delete(child))
  while (performance.now() - started < 300_000) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`)
    try {
      const answer = await fetch(`${base}/readyz`)
      if (answer.ok) return { child, base, startup: (performance.now() - started) / 1000 }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('the server was not ready within 300 s')
}

async function stopServer(child) {
  if (child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
  await exited
  clearTimeout(timer)
}

/** Signs in through the BFF; the session cookie. */
async function signIn(base, username) {
  const started = performance.now()
  const answer = await fetch(`${base}/bff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf': '1' },
    body: JSON.stringify({ username, password: PASSWORD }),
  })
  if (answer.status !== 200) throw new Error(`sign-in of ${username} answered ${answer.status}`)
  const cookie = answer.headers.getSetCookie().find((line) => line.startsWith('jagir_session='))
  return { cookie: cookie.split(';')[0], ms: performance.now() - started }
}

/**
 * autocannon on GETs: p50/p95/p99 in ms, requests per second, non-2xx. Given several paths, each
 * request asks the next one, round and round: different visitors' searches, not one answer
 * asked again.
 */
async function read(base, paths, cookie = '', rate = undefined) {
  const list = [paths].flat()
  let next = 0
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION,
    // With a rate: that many requests a second in all, as visitors arrive, whatever the answers'
    // speed (the time a visitor waits at that traffic); without: each connection asks again as
    // soon as it is answered (the most the server can answer, and the queue that makes).
    ...(rate ? { overallRate: rate } : {}),
    headers: cookie ? { cookie } : {},
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: list[next++ % list.length] }),
      },
    ],
  })
  const bad = result.non2xx + result.errors + result.timeouts
  if (bad) {
    const codes = Object.entries(result.statusCodeStats ?? {})
      .map(([code, { count }]) => `${code}×${count}`)
      .join(' ')
    console.error(
      `  ${list[0]}…: ${bad} of ${result.requests.total} not 2xx (${codes}; ${result.timeouts} timeouts)`,
    )
  }
  return {
    p50: result.latency.p50,
    // autocannon reports p97.5, not p95: the stricter figure stands for the p95 targets.
    p95: result.latency.p97_5,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    bad: result.non2xx + result.errors + result.timeouts,
  }
}

/** Writes by `clients` loops while `more(index)`, `write(index, client)`; each write's time. */
async function writes(clients, more, write) {
  const times = []
  let next = 0
  let failed = 0
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (more(next)) {
        const index = next++
        const started = performance.now()
        if (!(await write(index, client))) failed++
        times.push(performance.now() - started)
      }
    }),
  )
  return {
    p50: quantile(times, 0.5),
    p95: quantile(times, 0.95),
    p99: quantile(times, 0.99),
    bad: failed,
  }
}

const send = (base, method, url, cookie, body) =>
  fetch(`${base}${url}`, {
    method,
    // A JSON content type with no body is a 400 (as a browser's like, which sends none).
    headers: {
      cookie,
      'x-csrf': '1',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).then(async (answer) => {
    await answer.arrayBuffer()
    if (answer.status >= 300) {
      const key = `${method} ${url.replace(/\/job\/[^/]+\//, '/job/{slug}/')} ${answer.status}`
      refused.set(key, (refused.get(key) ?? 0) + 1)
    }
    return answer.status < 300
  })

/** Writes answered otherwise than 2xx, by method, path and status (printed at the end). */
const refused = new Map()

/** One word of each designation (English, lower case): what visitors search for. */
async function searchWords(base) {
  const answer = await fetch(`${base}/api/v1/common/designations/?page_size=100`, {
    headers: { cookie: 'locale=en' },
  })
  const names = (await answer.json()).results.map((item) => item.name.toLowerCase())
  const words = names.map((name) => name.split(/\s+/).find((word) => word.length > 3) ?? name)
  return [...new Set(words)]
}

/** The districts' names in Nepali: places as visitors type them. */
async function districtNames(base) {
  const answer = await fetch(`${base}/api/v1/common/district/?page_size=100`, {
    headers: { cookie: 'locale=ne' },
  })
  return (await answer.json()).results.map((district) => district.name)
}

/** Up to `wanted` of the slugs whose job the cookie's job seeker has not applied to. */
async function notAppliedTo(base, slugs, cookie, wanted) {
  const found = []
  for (const slug of slugs) {
    if (found.length === wanted) break
    const answer = await fetch(`${base}/api/v1/job/${slug}/`, { headers: { cookie } })
    if (answer.ok && !(await answer.json()).has_applied) found.push(slug)
  }
  return found
}

/** Open jobs' slugs from the search (generated ones: they have no screening questions). */
async function openSlugs(base, pages) {
  const slugs = []
  for (let page = 1; page <= pages; page++) {
    const answer = await fetch(
      `${base}/api/v1/job/search/?ordering=deadline&page_size=100&page=${page}`,
    )
    if (!answer.ok) break
    slugs.push(...(await answer.json()).results.map((job) => job.slug))
  }
  return slugs
}

/**
 * Open jobs' slugs, newest first, from a random page on past the first (runs on one database
 * differ; the demo seed's jobs, some with screening questions, are among the newest).
 */
async function newestSlugs(base, pages) {
  const open = await (await fetch(`${base}/api/v1/job/search/?page_size=100`)).json()
  const last = Math.max(2, Math.ceil(open.count / 100) - pages)
  const first = 2 + Math.floor(Math.random() * (last - 1))
  const slugs = []
  for (let page = first; page < first + pages; page++) {
    const answer = await fetch(`${base}/api/v1/job/search/?page_size=100&page=${page}`)
    if (!answer.ok) break
    slugs.push(...(await answer.json()).results.map((job) => job.slug))
  }
  return slugs
}

/** Seeds the database `env` names, unless `seeded` (a database a run of this filled before). */
async function measure(name, env, seeded = false) {
  let seed = NaN
  if (!seeded) {
    console.error(
      `\n${name}: seeding ${JOBS.toLocaleString('en')} jobs and ${SEEKERS.toLocaleString('en')} job seekers`,
    )
    seed = await timed(
      [
        path.join(root, 'scripts', 'db.mjs'),
        'seed',
        '--jobs',
        String(JOBS),
        '--seekers',
        String(SEEKERS),
      ],
      { ...process.env, ...env },
    )
  }
  const { child, base, startup } = await startServer(env)
  const row = { name, seed, startup, rssReady: treeRssMb(child.pid) }
  try {
    const employer = await signIn(base, 'employer@jagir.demo')
    const seeker = await signIn(base, 'seeker@jagir.demo')
    const slugs = await openSlugs(base, 10)
    // The jobs the demo job seeker has not applied to (a database seeded earlier has some): from
    // the newest, which runs before this one did not reach.
    const toApply = await notAppliedTo(base, await newestSlugs(base, 20), seeker.cookie, 200)
    const open = await (await fetch(`${base}/api/v1/job/search/?page_size=20`)).json()
    const last = Math.max(1, Math.ceil(open.count / 20))
    const words = await searchWords(base)
    const districts = await districtNames(base)
    console.error(`${name}: started in ${startup.toFixed(1)} s; reading`)
    const jobSearch = (query) => `/api/v1/job/search/?page_size=20&${query}`
    // The same search asked by every visitor (the home page's): its count is kept a few seconds.
    row.searchPopular = await read(base, jobSearch(''))
    const designations = words.map((word) => jobSearch(`search=${encodeURIComponent(word)}`))
    row.searchText = await read(base, designations)
    // Counts are kept 10 s (search/counts.ts): a paced read starts once the last read's are gone.
    const countsForgotten = () => new Promise((resolve) => setTimeout(resolve, 10_000))
    await countsForgotten()
    row.searchTextPaced = await read(base, designations, '', PACE)
    row.searchPlace = await read(
      base,
      districts.map((place) => jobSearch(`search=${encodeURIComponent(place)}`)),
    )
    const levels = ['entry_level', 'mid_level', 'senior_level']
    row.searchFilters = await read(
      base,
      Array.from({ length: 77 * 3 }, (_, i) =>
        jobSearch(`district=${(i % 77) + 1}&category=${(i % 12) + 1}&job_level=${levels[i % 3]}`),
      ),
    )
    // Deep pages: the last, and any page of the open jobs.
    row.searchDeep = await read(
      base,
      Array.from({ length: 200 }, (_, i) =>
        jobSearch(`page=${i % 2 ? last : 1 + ((i * 7919) % last)}`),
      ),
    )
    row.jobPage = await read(
      base,
      slugs.map((slug) => `/api/v1/job/${slug}/`),
    )
    const seekerSearches = Array.from(
      { length: 200 },
      (_, i) =>
        `/api/v1/jobseeker/search/?search=${encodeURIComponent(words[i % words.length])}&district=${(i % 77) + 1}`,
    )
    row.seekerSearch = await read(base, seekerSearches, employer.cookie)
    await countsForgotten()
    row.seekerSearchPaced = await read(base, seekerSearches, employer.cookie, PACE)
    console.error(`${name}: writing`)
    row.apply = await writes(
      4,
      (i) => i < toApply.length,
      (i) => send(base, 'POST', `/api/v1/job/${toApply[i]}/apply/`, seeker.cookie, { answers: [] }),
    )
    const signIns = []
    for (let i = 0; i < 12; i++) signIns.push((await signIn(base, 'seeker@jagir.demo')).ms)
    row.signIn = { p50: quantile(signIns, 0.5), p95: quantile(signIns, 0.95) }
    // /healthz while 20 clients like and unlike jobs as fast as they are answered.
    let stop = false
    const liked = await Promise.all(
      slugs.slice(0, 20).map(async (slug) => {
        const answer = await fetch(`${base}/api/v1/job/${slug}/`, {
          headers: { cookie: seeker.cookie },
        })
        return (await answer.json()).is_liked
      }),
    )
    const likes = writes(
      20,
      () => !stop,
      // Each client likes and unlikes a job of its own, in turn: always a change, never refused.
      async (_, client) => {
        const url = `/api/v1/job/${slugs[client]}/like/`
        liked[client] = !liked[client]
        return send(base, liked[client] ? 'POST' : 'DELETE', url, seeker.cookie)
      },
    )
    row.healthz = await read(base, '/healthz')
    stop = true
    row.like = await likes
    row.rss = treeRssMb(child.pid)
  } finally {
    await stopServer(child)
  }
  return row
}

const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '-')
const LINES = [
  [
    'seeding (`db:seed`)',
    (r) => (Number.isNaN(r.seed) ? '(before)' : `${r.seed.toFixed(0)} s`),
    'minutes',
  ],
  ['startup with the data', (r) => `${r.startup.toFixed(1)} s`, '≤ 5 s'],
  ['job search, the same for everyone (p97.5)', (r) => ms(r.searchPopular.p95), '≤ 50 ms'],
  ['job search, a designation (p97.5)', (r) => ms(r.searchText.p95), '≤ 50 ms'],
  ['job search, a district in Devanagari (p97.5)', (r) => ms(r.searchPlace.p95), '≤ 50 ms'],
  ['job search, district + category + level (p97.5)', (r) => ms(r.searchFilters.p95), '≤ 50 ms'],
  ['job search, deep pages (p97.5)', (r) => ms(r.searchDeep.p95), '≤ 50 ms'],
  ['a job page (p97.5)', (r) => ms(r.jobPage.p95), '-'],
  ['job seeker search, a word + a district (p97.5)', (r) => ms(r.seekerSearch.p95), '≤ 100 ms'],
  ['job search, designation: requests/s', (r) => String(r.searchText.rps), '-'],
  [
    `job search, a designation, ${PACE} a second (p97.5)`,
    (r) => ms(r.searchTextPaced.p95),
    '≤ 50 ms',
  ],
  [`job seeker search, ${PACE} a second (p97.5)`, (r) => ms(r.seekerSearchPaced.p95), '≤ 100 ms'],
  ['apply (p95, 4 clients)', (r) => ms(r.apply.p95), '≤ 30 ms'],
  ['like/unlike (p95, 20 clients)', (r) => ms(r.like.p95), '≤ 30 ms'],
  ['sign-in (p95, one at a time)', (r) => ms(r.signIn.p95), '-'],
  ['`/healthz` during the writes (p99)', (r) => ms(r.healthz.p99), '≤ 10 ms'],
  ['server RSS when ready', (r) => `${r.rssReady.toFixed(0)} MiB`, '-'],
  ['server RSS after the runs', (r) => `${r.rss.toFixed(0)} MiB`, '≤ 400 MiB'],
  [
    'non-2xx answers (reads, writes)',
    (r) =>
      String(
        [
          'searchPopular',
          'searchText',
          'searchTextPaced',
          'seekerSearchPaced',
          'searchPlace',
          'searchFilters',
          'searchDeep',
          'jobPage',
          'seekerSearch',
          'apply',
          'like',
        ].reduce((n, k) => n + r[k].bad, 0),
      ),
    '0',
  ],
]

async function main() {
  const rows = []
  if (BACKENDS.includes('pglite')) {
    const kept = process.env.BENCH_DATA_DIR
    rows.push(await measure('PGlite', { DATA_DIR: kept ?? path.join(work, 'pglite') }, !!kept))
  }
  if (process.env.BENCH_DATABASE_URL) {
    rows.push(await measure('PostgreSQL', { DATABASE_URL: process.env.BENCH_DATABASE_URL }, true))
  } else if (BACKENDS.includes('postgres')) {
    const found = locatePostgres()
    if (found.missing) console.error(`PostgreSQL skipped: ${found.missing}`)
    else {
      const server = await startPostgres(await freePort())
      try {
        rows.push(await measure('PostgreSQL', { DATABASE_URL: server.url }))
      } finally {
        await server.stop()
      }
    }
  }
  console.log(
    `\n${JOBS.toLocaleString('en')} jobs, ${SEEKERS.toLocaleString('en')} job seekers; ${cpus().length} cores, load ${loadavg()[0].toFixed(1)}; reads: ${CONNECTIONS} connections for ${DURATION} s (paced: ${PACE} requests a second)\n`,
  )
  console.log(`| measure | ${rows.map((r) => r.name).join(' | ')} | target |`)
  console.log(`| --- | ${rows.map(() => '---:').join(' | ')} | ---: |`)
  for (const [label, cell, target] of LINES) {
    console.log(`| ${label} | ${rows.map(cell).join(' | ')} | ${target} |`)
  }
  for (const [write, times] of refused) console.error(`  refused: ${write} ×${times}`)
}

try {
  await main()
} finally {
  for (const child of running) child.kill('SIGKILL')
  rmSync(work, { recursive: true, force: true })
}
