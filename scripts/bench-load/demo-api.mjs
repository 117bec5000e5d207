#!/usr/bin/env node
// The built demo API alone on a given loopback port, as bench-load.mjs's upstream: a process of
// its own, so the bench can stop (SIGSTOP), resume and kill it, and start it again on that port.
//
//   node scripts/bench-load/demo-api.mjs <port> <data folder>
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const [port, dataDir] = process.argv.slice(2)
const root = path.resolve(import.meta.dirname, '..', '..')
const { buildDemoApi } = await import(
  pathToFileURL(path.join(root, 'server', 'dist', 'demo-api', 'app.js')).href
)
const app = await buildDemoApi({ data: { dataDir }, logLevel: 'warn' })
await app.listen({ host: '127.0.0.1', port: Number(port) })
process.send?.('listening')
