#!/usr/bin/env node
// Mutation testing (docs/testing.md): Stryker changes the code one small edit at a time and runs
// the tests that cover each change; a change no test notices "survives". Runs each area's config
// in mutation/ one after another at low priority, incrementally (only mutants whose code or
// tests changed since the last run on this machine are tested again), then prints each area's
// score against its target.
// Usage: npm run test:mutation [-- shared|web ...] [-- --force]   (--force: a full run)
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Each area: its Stryker config and the score it is held to (issue 19). */
const AREAS = {
  shared: { config: 'mutation/shared.config.mjs', target: 85 },
  web: { config: 'mutation/web.config.mjs', target: 70 },
}

const args = process.argv.slice(2)
const flags = args.filter((arg) => arg.startsWith('-'))
const named = args.filter((arg) => !arg.startsWith('-'))
const unknown = named.filter((name) => !(name in AREAS))
if (unknown.length) {
  console.error(`unknown area ${unknown.join(', ')}; areas: ${Object.keys(AREAS).join(', ')}`)
  process.exit(2)
}
const chosen = named.length ? named : Object.keys(AREAS)

// Two cores shared with other work: stay below interactive processes (children inherit it).
try {
  os.setPriority(10)
} catch {
  // Not allowed here: run at normal priority.
}

/** Counts of a Stryker JSON report (mutation-testing-report-schema), by status. */
function counts(reportFile) {
  const report = JSON.parse(readFileSync(reportFile, 'utf8'))
  const by = {}
  for (const file of Object.values(report.files)) {
    for (const mutant of file.mutants) by[mutant.status] = (by[mutant.status] ?? 0) + 1
  }
  const killed = (by.Killed ?? 0) + (by.Timeout ?? 0)
  const survived = by.Survived ?? 0
  const noCoverage = by.NoCoverage ?? 0
  const valid = killed + survived + noCoverage
  return {
    mutants: valid,
    killed,
    survived,
    noCoverage,
    score: valid ? (100 * killed) / valid : 100,
  }
}

const results = []
let failed = false
for (const area of chosen) {
  const { config, target } = AREAS[area]
  const started = Date.now()
  console.log(`\n== mutation testing: ${area} (${config})`)
  const run = spawnSync('npx', ['stryker', 'run', config, ...flags], {
    cwd: root,
    stdio: 'inherit',
  })
  const minutes = (Date.now() - started) / 60_000
  const report = path.join(root, `reports/mutation/${area}/mutation.json`)
  if (run.status !== 0 || !existsSync(report)) {
    failed = true
    results.push({ area, minutes, error: `stryker exited ${run.status}` })
    continue
  }
  results.push({ area, minutes, target, ...counts(report) })
}

console.log('\narea     score   target  mutants  killed  survived  no-coverage  minutes')
for (const r of results) {
  if (r.error) {
    console.log(`${r.area.padEnd(8)} ${r.error}`)
    continue
  }
  const mark = r.score >= r.target ? ' ' : '!'
  console.log(
    [
      r.area.padEnd(8),
      `${r.score.toFixed(1)}%${mark}`.padStart(6),
      `${r.target}%`.padStart(7),
      String(r.mutants).padStart(8),
      String(r.killed).padStart(7),
      String(r.survived).padStart(9),
      String(r.noCoverage).padStart(12),
      r.minutes.toFixed(1).padStart(8),
    ].join(' '),
  )
}
console.log('Reports: reports/mutation/<area>/index.html (survivors listed per file).')
process.exit(failed ? 1 : 0)
