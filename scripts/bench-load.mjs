#!/usr/bin/env node
// Load and failure through the real product (issue 17, item 5): the built BFF in front of the
// demo API, each its own process on loopback, a signed-in user.
//
// 1. Sustained load: 100 connections for 60 s each on a proxied API call (the home page's latest
//    jobs), a server-rendered job page and the index: req/s, p50/p99, socket errors and non-2xx
//    (both must be 0), the BFF's resident memory before and after (growth must stay under
//    MEMORY_BOUND_MB).
// 2. Failure, on a BFF with UPSTREAM_TIMEOUT_MS=2000, under the same load on the API call: the
//    demo API stopped (SIGSTOP: it holds connections and answers nothing, i.e. slower than the
//    timeout), resumed, killed, started again. Only 200, 502 and 504 may come back, every error
//    as JSON; the BFF must not exit; how long after the upstream returns the 200s come back.
// 3. SIGTERM under load: every request sent before the signal is answered, the process exits 0.
//
//   npm run bench:load                        builds, then runs this (about 5 minutes)
//   node scripts/bench-load.mjs               with the current server/dist and web/dist
//   BENCH_DURATION=60 BENCH_CONNECTIONS=100   (the defaults)
// Exits 1 when a check fails. Prints Markdown for docs/performance.md.
import autocannon from 'autocannon'
import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { Agent, request } from 'undici'
import { freePort, rssMb, signIn, startBff, startDemoApi } from './bench-load/processes.mjs'

const DURATION = Number(process.env.BENCH_DURATION ?? 60)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100)
/**
 * What the BFF's memory may grow by over the sustained runs: its caches are bounded (job pages
 * 64 MB, 10,000 users/me answers, 20,000 unsealed sessions, 200,000 revocations), and V8 keeps
 * some garbage between collections. Past this, something grows without bound.
 */
const MEMORY_BOUND_MB = 100
const API_PATH = '/api/v1/job/search/?ordering=newest&page_size=6'
const work = mkdtempSync(path.join(tmpdir(), 'jagir-bench-load-'))
const failures = []
const children = []
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

function expectThat(ok, message) {
  if (!ok) failures.push(message)
  console.error(`${ok ? '✓' : '✗'} ${message}`)
}

/** autocannon against one path; the figures and the BFF's memory before and after. */
async function sustained(name, base, path, cookie, bffPid) {
  const before = rssMb(bffPid)
  const result = await autocannon({
    url: `${base}${path}`,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { cookie: `${cookie}; locale=ne` },
  })
  const after = rssMb(bffPid)
  const row = {
    name,
    rps: Math.round(result.requests.average),
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    before,
    after,
  }
  expectThat(row.errors === 0, `${name}: 0 socket errors and timeouts (${row.errors})`)
  expectThat(row.non2xx === 0, `${name}: 0 non-2xx answers (${row.non2xx})`)
  return row
}

/**
 * Phase 2: load on the API call while the upstream is stopped, resumed, killed and restarted.
 * Returns what each second saw and how long recovery took.
 */
async function failure(base, cookie, bff, demo) {
  const events = []
  const statuses = new Map()
  const started = Date.now()
  const at = () => (Date.now() - started) / 1000
  let lastOk = 0
  const instance = autocannon({
    url: `${base}${API_PATH}`,
    connections: CONNECTIONS,
    duration: 40,
    headers: { cookie },
  })
  instance.on('response', (_client, statusCode) => {
    statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1)
    if (statusCode === 200) lastOk = Date.now()
  })
  const firstOkAfter = async (since) => {
    while (lastOk < since) await sleep(20)
    return (lastOk - since) / 1000
  }

  await sleep(5_000)
  events.push(`${at().toFixed(1)} s: demo API stopped (SIGSTOP)`)
  demo.child.kill('SIGSTOP')
  await sleep(10_000)
  const resumedAt = Date.now()
  demo.child.kill('SIGCONT')
  events.push(`${at().toFixed(1)} s: demo API resumed (SIGCONT)`)
  const resumeRecovery = await firstOkAfter(resumedAt)
  await sleep(5_000)
  events.push(`${at().toFixed(1)} s: demo API killed (SIGKILL)`)
  demo.child.kill('SIGKILL')
  await sleep(8_000)
  const restartedAt = Date.now()
  demo.child = await startDemoApi(demo.port, demo.dataDir)
  children.push(demo.child)
  events.push(`${at().toFixed(1)} s: demo API started again`)
  const restartRecovery = await firstOkAfter(restartedAt)
  const result = await instance
  return {
    events,
    statuses,
    resumeRecovery,
    restartRecovery,
    result,
    alive: bff.child.exitCode === null,
  }
}

/**
 * Phase 3: 100 loops of requests on the API call; SIGTERM after 3 s. Every request sent before the
 * signal must get an HTTP answer (200, or 503 if it reached a closing server).
 */
async function sigterm(base, cookie, bff) {
  const dispatcher = new Agent({ connections: CONNECTIONS, pipelining: 1 })
  const sent = []
  let signalledAt = Infinity
  let stop = false
  async function loop() {
    while (!stop) {
      const entry = { at: Date.now() }
      sent.push(entry)
      try {
        const answer = await request(`${base}${API_PATH}`, { dispatcher, headers: { cookie } })
        await answer.body.dump()
        entry.status = answer.statusCode
      } catch (error) {
        entry.error = error.code ?? error.message
        if (entry.at >= signalledAt) return
        await sleep(10)
      }
    }
  }
  const loops = Array.from({ length: CONNECTIONS }, loop)
  await sleep(3_000)
  signalledAt = Date.now()
  bff.child.kill('SIGTERM')
  const { code } = await bff.exited
  const exitMs = Date.now() - signalledAt
  stop = true
  await Promise.all(loops)
  await dispatcher.close()
  const before = sent.filter((entry) => entry.at < signalledAt)
  const unanswered = before.filter((entry) => entry.status === undefined)
  const closing = before.filter((entry) => entry.status === 503).length
  return { before: before.length, unanswered, closing, code, exitMs }
}

async function main() {
  const demoPort = await freePort()
  const dataDir = path.join(work, 'demo-api')
  const demo = { port: demoPort, dataDir, child: await startDemoApi(demoPort, dataDir) }
  children.push(demo.child)
  const apiUrl = `http://127.0.0.1:${demoPort}`

  // Phase 1.
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const bff = await startBff({ port, apiUrl })
  children.push(bff.child)
  const cookie = await signIn(base)
  const latest = await (await fetch(`${base}${API_PATH}`, { headers: { cookie } })).json()
  const slug = latest.results[0].slug
  // Warm up every path (JIT, caches, the sanitizer's worker) before the first memory reading.
  await autocannon({ url: `${base}/`, connections: 10, duration: 3, headers: { cookie } })
  await autocannon({
    url: `${base}/job/${slug}/detail`,
    connections: 10,
    duration: 3,
    headers: { cookie },
  })
  await autocannon({ url: `${base}${API_PATH}`, connections: 10, duration: 3, headers: { cookie } })
  const rssStart = rssMb(bff.child.pid)
  console.error(
    `load: ${CONNECTIONS} connections, ${DURATION} s each; BFF ${rssStart.toFixed(0)} MB after warm-up`,
  )

  const rows = []
  rows.push(
    await sustained(
      'proxied API call (`GET ' + API_PATH + '`)',
      base,
      API_PATH,
      cookie,
      bff.child.pid,
    ),
  )
  rows.push(
    await sustained(
      'job page (`GET /job/{slug}/detail`)',
      base,
      `/job/${slug}/detail`,
      cookie,
      bff.child.pid,
    ),
  )
  rows.push(await sustained('index (`GET /`)', base, '/', cookie, bff.child.pid))
  await sleep(5_000)
  const rssEnd = rssMb(bff.child.pid)
  expectThat(
    rssEnd - rssStart < MEMORY_BOUND_MB,
    `memory: ${rssStart.toFixed(0)} MB after warm-up, ${rssEnd.toFixed(0)} MB after the three runs (bound: +${MEMORY_BOUND_MB} MB)`,
  )
  bff.child.kill('SIGTERM')
  await bff.exited

  // Phases 2 and 3, on a BFF with a short upstream timeout.
  const port2 = await freePort()
  const base2 = `http://127.0.0.1:${port2}`
  const bff2 = await startBff({ port: port2, apiUrl, env: { UPSTREAM_TIMEOUT_MS: '2000' } })
  children.push(bff2.child)
  const cookie2 = await signIn(base2)
  const fail = await failure(base2, cookie2, bff2, demo)
  const unexpected = [...fail.statuses.keys()].filter((status) => ![200, 502, 504].includes(status))
  expectThat(fail.alive, 'upstream stopped, resumed, killed, restarted: the BFF kept running')
  expectThat(
    unexpected.length === 0,
    `only 200, 502 and 504 came back (${[...fail.statuses].map(([s, n]) => `${s}: ${n}`).join(', ')})`,
  )
  expectThat(
    fail.result.errors === 0,
    `no socket errors during the failures (${fail.result.errors})`,
  )
  expectThat(
    fail.resumeRecovery < 5,
    `200s again ${fail.resumeRecovery.toFixed(2)} s after the upstream resumed`,
  )
  expectThat(
    fail.restartRecovery < 5,
    `200s again ${fail.restartRecovery.toFixed(2)} s after the upstream came back`,
  )
  const errorBody = await fetchWhileDown(base2, cookie2, demo)
  expectThat(
    /^\{"detail":/.test(errorBody.text) && errorBody.status === 502,
    `upstream down: ${errorBody.status} ${errorBody.text}`,
  )

  const term = await sigterm(base2, cookie2, bff2)
  expectThat(
    term.unanswered.length === 0,
    `SIGTERM under load: all ${term.before} requests sent before it answered (${term.closing} with 503 while closing; unanswered: ${term.unanswered.length})`,
  )
  expectThat(
    term.code === 0,
    `SIGTERM: exit code ${term.code} after ${(term.exitMs / 1000).toFixed(2)} s`,
  )

  print({ rows, rssStart, rssEnd, fail, term })
}

/** One request while the upstream is killed: the BFF's own error body. */
async function fetchWhileDown(base, cookie, demo) {
  demo.child.kill('SIGKILL')
  await sleep(200)
  const answer = await fetch(`${base}${API_PATH}`, { headers: { cookie } })
  const result = { status: answer.status, text: await answer.text() }
  demo.child = await startDemoApi(demo.port, demo.dataDir)
  children.push(demo.child)
  return result
}

function print({ rows, rssStart, rssEnd, fail, term }) {
  const node = process.version
  console.log(`\n### Results (${new Date().toISOString().slice(0, 10)})\n`)
  console.log(
    `${cpus().length} vCPU, ${node}; load average before the run ${loadavg()[0].toFixed(1)}; ` +
      `${CONNECTIONS} connections, ${DURATION} s per target, BFF with LOG_LEVEL=info.\n`,
  )
  console.log(
    '| target | req/s | requests | p50 ms | p99 ms | errors | non-2xx | BFF RSS before → after |',
  )
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |')
  for (const r of rows) {
    console.log(
      `| ${r.name} | ${r.rps} | ${r.total} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} | ${r.before.toFixed(0)} → ${r.after.toFixed(0)} MB |`,
    )
  }
  console.log(
    `\nBFF memory: ${rssStart.toFixed(0)} MB after warm-up, ${rssEnd.toFixed(0)} MB after the three runs and 5 s idle.\n`,
  )
  console.log('Failure run (UPSTREAM_TIMEOUT_MS=2000, 40 s of load on the API call):\n')
  for (const event of fail.events) console.log(`- ${event}`)
  console.log(
    `- answers: ${[...fail.statuses].map(([s, n]) => `${n} × ${s}`).join(', ')}; socket errors ${fail.result.errors}`,
  )
  console.log(
    `- 200s again ${fail.resumeRecovery.toFixed(2)} s after resuming, ${fail.restartRecovery.toFixed(2)} s after the restart`,
  )
  console.log(
    `\nSIGTERM under load: ${term.before} requests sent before it, ${term.unanswered.length} unanswered, ${term.closing} answered 503 (closing); exit ${term.code} after ${(term.exitMs / 1000).toFixed(2)} s.`,
  )
}

try {
  await main()
} finally {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  rmSync(work, { recursive: true, force: true })
}
if (failures.length > 0) {
  console.error(`\nbench:load: ${failures.length} check(s) failed`)
  process.exitCode = 1
}
