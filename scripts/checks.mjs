#!/usr/bin/env node
// Runs the lint and the type checks at the same time (`npm test` runs this before Vitest). Each
// is one process on one core: side by side they take the time of the longer one instead of the
// sum. Each one's output is printed whole when it ends, so the two never interleave; the exit
// code is 1 when either failed.
//
//   node scripts/checks.mjs            npm run lint and npm run typecheck
import { spawn } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const scripts = ['lint', 'typecheck']

/** Runs `npm run <script>`; resolves with its exit code and everything it printed. */
function run(script) {
  return new Promise((resolve) => {
    const started = Date.now()
    const child = spawn('npm', ['run', '--silent', script], { cwd: root })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)))
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0)
      process.stdout.write(`\n> ${script} (${code === 0 ? 'passed' : 'FAILED'}, ${seconds} s)\n`)
      process.stdout.write(Buffer.concat(output))
      resolve(code ?? 1)
    })
  })
}

const codes = await Promise.all(scripts.map(run))
process.exit(codes.every((code) => code === 0) ? 0 : 1)
