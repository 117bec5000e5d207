#!/usr/bin/env node
// Proxy benchmark: the same GET (a) straight to a stub upstream, (b) through a bare
// @fastify/http-proxy (the baseline), (c) through the built BFF with a session cookie.
// Each server runs in its own child process so the load generator never shares its event loop.
// Prints req/s, latency and the CPU time each server process spent per request (the steadier
// figure on a shared machine), as a Markdown table for docs/performance.md.
//
//   npm run bench:proxy                  builds, then runs this
//   node scripts/bench-proxy.mjs         uses the existing server/dist
//   BENCH_DURATION=10 BENCH_ROUNDS=5 BENCH_WARMUP=3 BENCH_CONNECTIONS=50   (the defaults)
//   BENCH_LOG_LEVEL=silent               the BFF without its request log line (default: info)
//   BENCH_PROFILE=bff (or bare)          writes a .cpuprofile of that server to $TMPDIR/jagir-bench
import { fork } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { createServer } from 'node:http'
import { cpus, loadavg, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const SECRET = 'bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz'
const TOKEN = 'bench-token'
const PATH = '/api/v1/common/district/?search=ka'
const ANSWER = JSON.stringify({
  count: 3,
  next: null,
  previous: null,
  results: [
    { id: 1, name: 'Kathmandu', province: 3 },
    { id: 2, name: 'Kaski', province: 4 },
    { id: 3, name: 'Kailali', province: 7 },
  ],
})

/** Listens on a loopback port, tells the parent which, and reports its CPU time when asked. */
async function listenAndReport(listen, close = async () => {}, counters = () => ({})) {
  const port = await listen()
  process.send({ port })
  process.on('message', () => process.send({ cpu: process.cpuUsage(), ...counters() }))
  // A normal exit, so that --cpu-prof writes its profile.
  process.on('disconnect', () => close().then(() => process.exit(0)))
}

const roles = {
  // A small JSON list, as the provider answers a lookup. Counts the requests that carried the
  // session's token, so the run proves the BFF really proxied with the session.
  async upstream() {
    let bearer = 0
    const server = createServer((req, res) => {
      if (req.headers.authorization === `Bearer ${TOKEN}`) bearer++
      req.resume()
      req.on('end', () => {
        res.writeHead(200, {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(ANSWER),
        })
        res.end(ANSWER)
      })
    })
    server.keepAliveTimeout = 60_000
    await listenAndReport(
      () =>
        new Promise((resolve) =>
          server.listen(0, '127.0.0.1', () => resolve(server.address().port)),
        ),
      async () => {},
      () => ({ bearer }),
    )
  },

  // The baseline: @fastify/http-proxy with its defaults, no session, no hooks of ours.
  async bare(upstreamUrl) {
    const { default: Fastify } = await import('fastify')
    const { default: httpProxy } = await import('@fastify/http-proxy')
    const app = Fastify({ logger: false })
    await app.register(httpProxy, {
      upstream: upstreamUrl,
      prefix: '/api/v1',
      rewritePrefix: '/api/v1',
    })
    await listenAndReport(async () => {
      await app.listen({ port: 0, host: '127.0.0.1' })
      return app.server.address().port
    })
  },

  // The BFF as built, configured as in production (info-level request logs go to /dev/null).
  async bff(upstreamUrl) {
    const { buildApp } = await import(join(root, 'server/dist/app.js'))
    const { loadConfig } = await import(join(root, 'server/dist/config.js'))
    const config = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: SECRET,
      API_URL: upstreamUrl,
      PUBLIC_URL: 'http://localhost:3000',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    })
    const app = await buildApp({ ...config, apiUrl: upstreamUrl })
    await listenAndReport(
      async () => {
        await app.listen({ port: 0, host: '127.0.0.1' })
        return app.server.address().port
      },
      () => app.close(),
    )
  },
}

/** Forks this script in a role and waits for its port. */
function start(role, args = [], execArgv = []) {
  const child = fork(fileURLToPath(import.meta.url), [role, ...args], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    execArgv,
  })
  return new Promise((resolve, reject) => {
    child.once('message', ({ port }) => resolve({ child, url: `http://127.0.0.1:${port}` }))
    child.once('exit', (code) => reject(new Error(`${role} exited with ${code} before listening`)))
  })
}

/** The child's CPU time so far (user + system, µs) and its counters. */
function report(child) {
  return new Promise((resolve) => {
    child.once('message', ({ cpu, ...counters }) =>
      resolve({ cpu: cpu.user + cpu.system, ...counters }),
    )
    child.send('report')
  })
}

/** Stops a child and waits until it is gone (so a CPU profile is written). */
function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.once('exit', resolve)
    child.disconnect()
  })
}

/** One autocannon run; refuses to count a run with errors or non-2xx answers. */
async function load(autocannon, url, headers, duration, connections) {
  const result = await autocannon({
    url,
    headers,
    connections,
    duration,
    skipAggregateResult: true,
  })
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`,
    )
  }
  return result
}

async function main() {
  const { default: autocannon } = await import('autocannon')
  const { createSealer } = await import(join(root, 'server/dist/lib/seal.js'))
  const duration = Number(process.env.BENCH_DURATION ?? 10)
  const rounds = Number(process.env.BENCH_ROUNDS ?? 5)
  const warmup = Number(process.env.BENCH_WARMUP ?? 3)
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
  const profile = process.env.BENCH_PROFILE
  const startedAt = new Date()
  const loadBefore = loadavg()[0]

  const now = Date.now()
  const sealed = await createSealer([SECRET]).seal({
    v: 1,
    token: TOKEN,
    createdAt: now,
    renewedAt: now,
  })
  const profileDir = join(tmpdir(), 'jagir-bench')
  if (profile) mkdirSync(profileDir, { recursive: true })

  const upstream = await start('upstream')
  const targets = [
    { key: 'a', name: 'direct to the stub upstream', server: upstream, headers: {} },
    {
      key: 'b',
      name: 'bare @fastify/http-proxy, no session',
      role: 'bare',
      headers: {},
      execArgv: profile === 'bare' ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    },
    {
      key: 'c',
      name: 'BFF /api/v1 proxy, with session',
      role: 'bff',
      headers: { cookie: `jagir_session=${sealed}; locale=en` },
      execArgv: profile === 'bff' ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    },
  ]

  try {
    for (const target of targets) {
      if (!target.server) target.server = await start(target.role, [upstream.url], target.execArgv)
      target.url = target.server.url + PATH
      target.runs = []
      target.cpu = 0
      process.stderr.write(`${target.key}) ${target.name}: warm-up ${warmup} s\n`)
      await load(autocannon, target.url, target.headers, warmup, connections)
    }
    // Rounds alternate between the targets, so a neighbour's load on this shared machine
    // weighs on all three alike rather than on whichever ran at that moment.
    for (let round = 1; round <= rounds; round++) {
      process.stderr.write(`round ${round}/${rounds}\n`)
      for (const target of targets) {
        const before = await report(target.server.child)
        const bearerBefore = (await report(upstream.child)).bearer
        const run = await load(
          autocannon,
          target.url,
          target.headers,
          duration / rounds,
          connections,
        )
        target.runs.push(run)
        target.cpu += (await report(target.server.child)).cpu - before.cpu
        const bearer = (await report(upstream.child)).bearer - bearerBefore
        if (target.key === 'c' && bearer < run.totalCompletedRequests) {
          throw new Error(
            `only ${bearer} of ${run.totalCompletedRequests} requests reached the upstream with the session's token`,
          )
        }
      }
    }
  } finally {
    for (const target of targets) if (target.server) await stop(target.server.child)
  }

  const rows = targets.map((target) => {
    const requests = target.runs.reduce((sum, run) => sum + run.totalCompletedRequests, 0)
    const seconds = target.runs.reduce((sum, run) => sum + run.duration, 0)
    const latency = autocannon.aggregateResult(target.runs, {
      url: target.url,
      connections,
    }).latency
    return {
      ...target,
      rps: requests / seconds,
      p50: latency.p50,
      p99: latency.p99,
      cpuUs: target.cpu / requests,
    }
  })
  const [a, b, c] = rows
  const cpu = cpus()
  console.log(
    `\n${startedAt.toISOString()}, Node ${process.version}, ${cpu.length} × ${cpu[0]?.model.trim() ?? 'CPU'}, ` +
      `load average ${loadBefore.toFixed(1)} before and ${loadavg()[0].toFixed(1)} after\n` +
      `${connections} connections, ${rounds} alternating rounds, ${duration} s per target after ` +
      `${warmup} s warm-up, GET ${PATH}\n`,
  )
  console.log('| target | req/s | p50 ms | p99 ms | server CPU µs/req |')
  console.log('| --- | ---: | ---: | ---: | ---: |')
  for (const row of rows) {
    console.log(
      `| (${row.key}) ${row.name} | ${Math.round(row.rps)} | ${row.p50} | ${row.p99} | ${Math.round(row.cpuUs)} |`,
    )
  }
  console.log(
    `\nc/a = ${(c.rps / a.rps).toFixed(2)}   c/b = ${(c.rps / b.rps).toFixed(2)} (target: c/b ≥ 1.5)`,
  )
  console.log(`CPU per request, b/c = ${(b.cpuUs / c.cpuUs).toFixed(2)}`)
  if (profile) console.log(`CPU profile of ${profile} written to ${profileDir}`)
}

const [role, ...args] = process.argv.slice(2)
if (role) {
  await roles[role](...args)
} else {
  await main()
}
