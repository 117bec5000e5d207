#!/usr/bin/env node
// Restores the demo API's seed: removes DEMO_DATA_FILE (and temp files a killed write left), so
// the next start seeds it afresh. Reads DEMO_DATA_FILE like the server (default .data/demo-api.json,
// relative to the working directory). Stop the server first: a running one keeps its data in memory.
import { readdir, rm } from 'node:fs/promises'
import { basename, dirname, join, resolve } from 'node:path'

const file = resolve(process.env.DEMO_DATA_FILE?.trim() || '.data/demo-api.json')
const dir = dirname(file)
const prefix = `.${basename(file)}.`

let removed = 0
try {
  await rm(file)
  removed++
} catch (error) {
  if (error.code !== 'ENOENT') throw error
}
try {
  for (const name of await readdir(dir)) {
    if (name.startsWith(prefix) && name.endsWith('.tmp')) {
      await rm(join(dir, name), { force: true })
      removed++
    }
  }
} catch (error) {
  if (error.code !== 'ENOENT') throw error
}

console.log(
  removed
    ? `Demo data reset: removed ${file}. The next start seeds it afresh (restart a running server).`
    : `Demo data already at its seed: ${file} does not exist.`,
)
