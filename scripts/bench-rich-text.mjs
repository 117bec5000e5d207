#!/usr/bin/env node
// Rich text cannot stall the server (issue 20), measured through the real product: the built BFF
// in front of the demo API, each its own process, an employer signed in. While it works, a
// health check runs one call after another, as an operator's probe would:
//
// 1. idle: the health check alone, for a baseline;
// 2. refused: 6 rounds of 4 parallel job writes whose description is a megabyte of nested
//    `<div>` (the body limit's worth), each refused by the limits before any sanitizing;
// 3. sanitized: 4 parallel job writes with 45 KB of flat paragraphs and handlers to remove,
//    sanitized in the BFF's worker pool (0.2 to 0.5 s of jsdom each).
//
// The integration tests check what is exact (every answer, nothing sanitized that was refused,
// every valid one sanitized by the pool); how long the health check waits meanwhile is measured
// here, since a test's timing is decided by whatever else the machine is doing.
//
//   npm run bench:rich-text        builds, then runs this (under a minute)
//   node scripts/bench-rich-text.mjs   with the current server/dist
// Exits 1 when a check fails (HEALTHZ_BOUND_MS). Prints Markdown for docs/performance.md.
import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { freePort, signIn, startBff, startDemoApi } from './bench-load/processes.mjs'

/** What an operator can live with for a health check while the server is under attack. */
const HEALTHZ_BOUND_MS = 100
/** The BFF's body limit (server/src/app.ts): the largest write an attacker can send. */
const BODY_LIMIT = 1024 * 1024
const work = mkdtempSync(path.join(tmpdir(), 'jagir-bench-rich-text-'))
const children = []
const failures = []

function expectThat(ok, message) {
  if (!ok) failures.push(message)
  console.error(`${ok ? '✓' : '✗'} ${message}`)
}

/** Health check latencies (ms), one call after another, until `busy` settles. */
async function healthzDuring(base, busy) {
  let settled = false
  busy.then(
    () => (settled = true),
    () => (settled = true),
  )
  const latencies = []
  while (!settled) {
    const started = performance.now()
    const answer = await fetch(`${base}/healthz`)
    await answer.arrayBuffer()
    if (answer.status !== 200) throw new Error(`/healthz answered ${answer.status}`)
    latencies.push(performance.now() - started)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  return latencies
}

function summary(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b)
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
  return { checks: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) }
}

async function main() {
  const demoPort = await freePort()
  children.push(await startDemoApi(demoPort, path.join(work, 'demo-api')))
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const bff = await startBff({ port, apiUrl: `http://127.0.0.1:${demoPort}` })
  children.push(bff.child)
  const cookie = await signIn(base)
  const headers = { cookie, 'x-csrf': '1', 'content-type': 'application/json' }
  const me = await (await fetch(`${base}/api/v1/users/me/`, { headers })).json()
  const payload = (description) =>
    JSON.stringify({
      organization: me.related_organizations[0]?.id ?? null,
      title: 'Cook',
      job_locations: [{ address: 1 }],
      vacancies: 1,
      description,
      offered_salary: {
        currency: 'NRs',
        operator: 'Equals',
        minimum: 15000,
        maximum: null,
        unit: 'Monthly',
      },
      preferred_shift: 'Regular',
      job_level: 'entry_level',
      available_for: ['full_time'],
      tags: [],
    })
  const post = async (body) => {
    const answer = await fetch(`${base}/api/v1/job/basic-info-new/`, {
      method: 'POST',
      headers,
      body,
    })
    await answer.arrayBuffer()
    return answer.status
  }
  // The sanitizer's worker warms at start; one valid write first, so both runs find it ready.
  const flat = '<p onclick="x()">Dal bhat, <b>tarkari</b></p>'.repeat(1_000)
  expectThat((await post(payload(flat))) === 201, 'a valid description is saved (201)')

  const rows = []
  const idle = new Promise((resolve) => setTimeout(resolve, 3_000))
  rows.push({ name: 'idle, 3 s', answers: '-', ...summary(await healthzDuring(base, idle)) })

  const nested = '<div>'.repeat(Math.floor((BODY_LIMIT - payload('').length - 64) / 5))
  const refused = []
  const attack = (async () => {
    for (let round = 0; round < 6; round++) {
      refused.push(...(await Promise.all([1, 2, 3, 4].map(() => post(payload(nested))))))
    }
  })()
  const attacked = summary(await healthzDuring(base, attack))
  await attack
  rows.push({
    name: '24 writes of 1 MiB nested `<div>` (4 at a time)',
    answers: counts(refused),
    ...attacked,
  })
  expectThat(
    refused.every((status) => status === 400),
    `every megabyte of nesting refused (${counts(refused)})`,
  )
  expectThat(
    attacked.max < HEALTHZ_BOUND_MS,
    `health check during the refusals: max ${attacked.max.toFixed(1)} ms (bound ${HEALTHZ_BOUND_MS} ms)`,
  )

  const valid = Promise.all([1, 2, 3, 4].map(() => post(payload(flat))))
  const sanitizing = summary(await healthzDuring(base, valid))
  const saved = await valid
  rows.push({
    name: '4 writes of 45 KB to sanitize (at once)',
    answers: counts(saved),
    ...sanitizing,
  })
  expectThat(
    saved.every((status) => status === 201),
    `every valid description saved (${counts(saved)})`,
  )
  expectThat(
    sanitizing.max < HEALTHZ_BOUND_MS,
    `health check during the sanitizing: max ${sanitizing.max.toFixed(1)} ms (bound ${HEALTHZ_BOUND_MS} ms)`,
  )

  console.log(`\n### Results (${new Date().toISOString().slice(0, 10)})\n`)
  console.log(
    `${cpus().length} vCPU, ${process.version}; load average before the run ${loadavg()[0].toFixed(1)}.\n`,
  )
  console.log('| while the BFF handles | answers | health checks | p50 ms | p99 ms | max ms |')
  console.log('| --- | --- | ---: | ---: | ---: | ---: |')
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${row.answers} | ${row.checks} | ${row.p50.toFixed(1)} | ${row.p99.toFixed(1)} | ${row.max.toFixed(1)} |`,
    )
  }
}

/** "24 × 400" style tally of statuses. */
function counts(statuses) {
  const tally = new Map()
  for (const status of statuses) tally.set(status, (tally.get(status) ?? 0) + 1)
  return [...tally].map(([status, n]) => `${n} × ${status}`).join(', ')
}

try {
  await main()
} finally {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  rmSync(work, { recursive: true, force: true })
}
if (failures.length > 0) {
  console.error(`\nbench:rich-text: ${failures.length} check(s) failed`)
  process.exitCode = 1
}
