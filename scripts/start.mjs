#!/usr/bin/env node
// `npm start`: builds what is missing or older than its sources, then runs the BFF in the
// foreground with the environment as given, forwarding signals and passing its exit code on.
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { constants } from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const at = (...parts) => path.join(root, ...parts)

/** Newest modification time under `target` (a file or a folder), skipping tests and builds. */
function newest(target) {
  if (!existsSync(target)) return 0
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let time = 0
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (['node_modules', 'dist', '.data'].includes(entry.name)) continue
    if (/\.test\.tsx?$/.test(entry.name)) continue
    time = Math.max(time, newest(path.join(target, entry.name)))
  }
  return time
}

/** What each build produces, and what it is made from. */
const outputs = [
  {
    output: at('shared', 'dist'),
    sources: [
      at('shared', 'src'),
      at('shared', 'tsconfig.json'),
      at('shared', 'tsconfig.build.json'),
    ],
  },
  {
    output: at('web', 'dist', 'index.html'),
    sources: [
      at('web', 'src'),
      at('web', 'public'),
      at('web', 'index.html'),
      at('web', 'vite.config.ts'),
      at('shared', 'src'),
      at('locales'),
    ],
  },
  {
    output: at('server', 'dist', 'server.js'),
    sources: [
      at('server', 'src'),
      at('server', 'tsconfig.json'),
      at('server', 'tsconfig.build.json'),
    ],
  },
]

function outputTime(output) {
  if (!existsSync(output)) return 0
  // For a folder, its newest file: tsc rewrites every output on each build.
  return statSync(output).isDirectory() ? newestFile(output) : statSync(output).mtimeMs
}

function newestFile(dir) {
  let time = 0
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      time = Math.max(time, statSync(path.join(entry.parentPath, entry.name)).mtimeMs)
  }
  return time
}

const stale = outputs.filter(({ output, sources }) => {
  const built = outputTime(output)
  return built === 0 || Math.max(...sources.map(newest)) > built
})

/** Runs a command in the foreground; resolves with its exit code (128 + n for signal n). */
function run(command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: process.env, ...options })
  const forward = (signal) => child.kill(signal)
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP']
  for (const signal of signals) process.on(signal, forward)
  return new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`start: could not run ${command}: ${error.message}`)
      resolve(1)
    })
    child.on('exit', (code, signal) => {
      for (const s of signals) process.off(s, forward)
      resolve(code ?? 128 + (constants.signals[signal] ?? 0))
    })
  })
}

if (stale.length > 0) {
  if (!existsSync(at('node_modules'))) {
    console.error('start: dependencies are not installed: run `npm ci` first')
    process.exit(1)
  }
  const names = stale.map(({ output }) => path.relative(root, output)).join(', ')
  console.log(`start: building (${names} missing or older than its sources)`)
  // Inside `npm start`, npm_execpath is npm's own CLI: no shell or PATH lookup needed.
  const npm = process.env.npm_execpath
  const code = npm
    ? await run(process.execPath, [npm, 'run', 'build'])
    : await run('npm', ['run', 'build'], { shell: process.platform === 'win32' })
  if (code !== 0) {
    console.error(`start: the build failed (exit code ${code})`)
    process.exit(code)
  }
}

// `--build-only`: what scripts/replicas.mjs uses to get the same build before it starts its own.
if (!process.argv.includes('--build-only')) {
  process.exitCode = await run(process.execPath, [at('server', 'dist', 'server.js')])
}
