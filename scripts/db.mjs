#!/usr/bin/env node
// `npm run db:migrate`, `npm run db:seed -- --jobs N --seekers M`, `npm run db:import -- FILE`:
// the embedded API's database tools, run from the built server (built first when missing or
// older than its sources, as `npm start` does). They work on the database the environment names:
// DATABASE_URL, else PGlite in DATA_DIR (default .data/). With PGlite, stop the server first:
// only one process may open its folder.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const root = path.resolve(import.meta.dirname, '..')
const build = spawnSync(
  process.execPath,
  [path.join(root, 'scripts', 'start.mjs'), '--build-only'],
  {
    cwd: root,
    stdio: 'inherit',
  },
)
if (build.status !== 0) process.exit(build.status ?? 1)

const cli = pathToFileURL(path.join(root, 'server', 'dist', 'demo-api', 'db', 'cli.js')).href
const { runDbCommand } = await import(cli)
process.exitCode = await runDbCommand(process.argv.slice(2), process.env)
