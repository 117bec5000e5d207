#!/usr/bin/env node
// Restores the demo seed of the embedded database: removes PGlite's folder in DATA_DIR (default
// .data, relative to the working directory), so the next start seeds an empty database afresh.
// Stop the server first. A real PostgreSQL (DATABASE_URL) is refused: dropping it is a decision
// for its operator, with their own tools.
import { rm, stat } from 'node:fs/promises'
import { join, resolve } from 'node:path'

if (process.env.DATABASE_URL?.trim()) {
  console.error(
    'demo:reset only resets the embedded database in DATA_DIR. DATABASE_URL is set: reset that ' +
      'PostgreSQL database with its own tools (dropdb/createdb), then start the server to seed it.',
  )
  process.exit(1)
}

const folder = join(resolve(process.env.DATA_DIR?.trim() || '.data'), 'pglite')
const existed = await stat(folder).then(
  () => true,
  () => false,
)
await rm(folder, { recursive: true, force: true })
console.log(
  existed
    ? `Demo data reset: removed ${folder}. The next start seeds it afresh (restart a running server).`
    : `Demo data already at its seed: ${folder} does not exist.`,
)
