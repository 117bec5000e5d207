#!/usr/bin/env node
// Runs a command of this repository's node_modules/.bin on Node 24, the runtime of the Docker
// image, whatever Node runs npm here (the machines have Node 20). Node 24 comes from the `node`
// npm package (a registry install, no other download), kept in node_modules/.cache so `npm ci`
// starts it afresh and git never sees it.
//
//   node scripts/on-node24.mjs vitest run --project server
//   npm test                   the checks, then every Vitest project on Node 24 (the browser tests'
//                              app server on the Node that ran npm: JAGIR_HOST_NODE)
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const prefix = path.join(root, 'node_modules', '.cache', 'jagir-node24')
const bin = path.join(prefix, 'node_modules', '.bin')

/** The major version of the Node at `file`, or undefined when it does not run. */
function majorOf(file) {
  const run = spawnSync(file, ['--version'], { encoding: 'utf8' })
  const match = /^v(\d+)\./.exec(run.stdout ?? '')
  return match ? Number(match[1]) : undefined
}

/**
 * The path of a Node 24 binary, installed from the `node` npm package on first use (also used
 * to build the container test's base image, scripts/container/base-image.mjs).
 */
export function ensureNode24() {
  const node = path.join(bin, 'node')
  if (existsSync(node) && majorOf(node) === 24) return node
  console.error(`on-node24: installing the node@24 npm package into ${path.relative(root, prefix)}`)
  const install = spawnSync(
    'npm',
    ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', prefix, 'node@24'],
    { stdio: 'inherit' },
  )
  if (install.status !== 0 || majorOf(node) !== 24) {
    throw new Error('on-node24: could not install Node 24 from the npm registry')
  }
  return node
}

if (process.argv[1] === import.meta.filename) {
  const [command, ...args] = process.argv.slice(2)
  if (!command) {
    console.error('usage: node scripts/on-node24.mjs <command in node_modules/.bin> [args...]')
    process.exit(2)
  }
  const node = ensureNode24()
  console.error(`on-node24: ${spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim()}`)
  // Node 24 first on the PATH: the command's `#!/usr/bin/env node` and every node it starts use it.
  // The Node that ran this (the machine's, which `npm start` uses) stays known to what needs it.
  const env = {
    ...process.env,
    PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`,
    JAGIR_HOST_NODE: process.env.JAGIR_HOST_NODE ?? process.execPath,
  }
  const child = spawn(path.join(root, 'node_modules', '.bin', command), args, {
    stdio: 'inherit',
    env,
    cwd: root,
  })
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
}
