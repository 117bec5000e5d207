#!/usr/bin/env node
// `npm run dev`: the BFF from source with reload (tsx watch, port 3000) and Vite's dev server
// for the SPA (port 5173, proxying /api, /bff and /oauth2 to the BFF). Open http://localhost:5173.
// Both stop together: when one exits, or on Ctrl-C / SIGTERM.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs')
const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js')
if (!existsSync(tsx) || !existsSync(vite)) {
  console.error('dev: dependencies are not installed: run `npm ci` first')
  process.exit(1)
}

const port = process.env.PORT ?? '3000'
const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? 'development',
  PORT: port,
  // The browser is on Vite's origin: the BFF's Origin check and OAuth redirect_uri must say so.
  PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173',
  // Where web/vite.config.ts may send its proxy (it defaults to port 3000 as well).
  JAGIR_BFF_URL: `http://127.0.0.1:${port}`,
}

// Each child leads its own process group, so stopping it also stops what it started
// (tsx's watched node, npm's vite). Windows has no process groups: kill() the child itself.
const groups = process.platform !== 'win32'
const children = new Map()

function start(name, args, cwd) {
  const child = spawn(process.execPath, args, { cwd, env, stdio: 'inherit', detached: groups })
  children.set(name, child)
  child.on('exit', (code, signal) => {
    children.delete(name)
    if (!stopping) {
      console.error(`dev: ${name} stopped (${signal ?? `exit code ${code}`}), stopping the rest`)
      stop(code ?? 1)
    } else if (children.size === 0) {
      process.exit(exitCode)
    }
  })
  return child
}

let stopping = false
let exitCode = 0

function stop(code) {
  if (stopping) return
  stopping = true
  exitCode = code
  for (const child of children.values()) {
    try {
      // SIGINT, as Ctrl-C would send it: Vite and tsx both stop at once on it.
      if (groups) process.kill(-child.pid, 'SIGINT')
      else child.kill('SIGINT')
    } catch {
      // Already gone.
    }
  }
  if (children.size === 0) process.exit(exitCode)
  // A child that ignores SIGINT does not keep the terminal hostage.
  setTimeout(() => {
    for (const child of children.values()) {
      try {
        if (groups) process.kill(-child.pid, 'SIGKILL')
        else child.kill('SIGKILL')
      } catch {
        // Already gone.
      }
    }
    process.exit(exitCode)
  }, 5_000).unref()
}

process.on('SIGINT', () => stop(130))
process.on('SIGTERM', () => stop(143))
process.on('SIGHUP', () => stop(129))

start(
  'server',
  [tsx, 'watch', '--clear-screen=false', '--conditions=@jagir/source', 'server/src/server.ts'],
  root,
)
start('web', [vite, '--port', '5173', '--strictPort'], path.join(root, 'web'))
