#!/usr/bin/env node
// Page benchmark (issue 18): requests per second and latency of the pages a visitor lands on
// (home, a job search, a job page), through the built BFF with the embedded demo API, with the
// server render off (every page is index.html, as before issue 18) and on. Visitors' renders are
// kept 30 s per address, so the visitor rows measure the kept page; the signed-in rows render
// every request (the user's header), the server's worst case.
//
//   npm run bench:pages           builds, then runs this
//   node scripts/bench-pages.mjs  uses the existing build
//   BENCH_DURATION=10 BENCH_CONNECTIONS=100   (the defaults)
import autocannon from 'autocannon'
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { cpus, loadavg, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const duration = Number(process.env.BENCH_DURATION ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100)

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })

async function startServer(render) {
  const port = await freePort()
  const dir = mkdtempSync(join(tmpdir(), 'jagir-bench-pages-'))
  const origin = `http://localhost:${port}`
  const child = spawn(process.execPath, ['server/dist/server.js'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: origin,
      NODE_ENV: 'production',
      SESSION_SECRET: 'bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
      DATA_DIR: dir,
      LOG_LEVEL: 'warn',
      SERVER_RENDER: render ? 'on' : 'off',
    },
  })
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    origin,
    stop: () => {
      child.kill('SIGTERM')
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

async function signIn(origin) {
  const response = await fetch(`${origin}/bff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf': '1', origin },
    body: JSON.stringify({ username: 'seeker@jagir.demo', password: 'Demo@12345' }),
  })
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`)
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

function run(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    )
  })
}

const rows = []
for (const render of [false, true]) {
  const server = await startServer(render)
  const newest = await (await fetch(`${server.origin}/api/v1/job/search/?page_size=1`)).json()
  const job = `/job/${newest.results[0].slug}/detail`
  const cookie = await signIn(server.origin)
  const pages = [
    ['home `/`', '/'],
    ['job search', '/job/search?search=developer'],
    ['job page', job],
  ]
  for (const [name, path] of pages) {
    for (const [who, headers] of [
      ['visitor', {}],
      ['signed in', { cookie }],
    ]) {
      // Warm: the first render loads the route's code.
      await fetch(server.origin + path, { headers })
      const result = await run(server.origin + path, headers)
      rows.push({
        render: render ? 'on' : 'off',
        name,
        who,
        rps: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
      })
    }
  }
  server.stop()
}

console.log(
  `\n${connections} connections, ${duration} s each; ${cpus().length} cores, load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}\n`,
)
console.log('| server render | page | who | req/s | p50 | p99 | non-2xx | errors |')
console.log('| --- | --- | --- | ---: | ---: | ---: | ---: | ---: |')
for (const row of rows) {
  console.log(
    `| ${row.render} | ${row.name} | ${row.who} | ${row.rps} | ${row.p50} ms | ${row.p99} ms | ${row.non2xx} | ${row.errors} |`,
  )
}
