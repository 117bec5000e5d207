#!/usr/bin/env node
// `npm run replicas`: two replicas of the BFF sharing one Redis on this machine, behind a small
// round-robin load balancer on http://localhost:3000, as they would run behind a real one:
//
//   redis-server (127.0.0.1, a free port; or REDIS_URL as given)
//   the demo API (one, shared by both replicas: a token from one is good on the other)
//   replica A on 127.0.0.1:3001 and replica B on 127.0.0.1:3002 (node server/dist/server.js,
//     one SESSION_SECRET, REDIS_URL, TRUST_PROXY=127.0.0.1)
//   the load balancer on localhost:3000: requests take turns between A and B; each answer says
//     which one served it in `X-Served-By`
//
//   npm run replicas                  runs until Ctrl-C
//   npm run replicas -- --check       25 sign-ins through the load balancer (both replicas), prints
//                                     who answered what, exits 0 when exactly the first 20 pass
//   PORT=4000 npm run replicas        the load balancer's port (replicas on PORT+1, PORT+2)
//
// Needs Debian's redis-server (apt-get install -y redis-server) unless REDIS_URL is set.
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { createServer, request as httpRequest } from 'node:http'
import { createServer as createNetServer } from 'node:net'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const root = path.resolve(import.meta.dirname, '..')
const check = process.argv.includes('--check')
const port = Number(process.env.PORT ?? 3000)
const publicUrl = `http://localhost:${port}`
const children = []

function fail(message) {
  console.error(`replicas: ${message}`)
  process.exitCode = 1
  stopAll()
}

function stopAll() {
  // Only the processes started here, by their PIDs.
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  setTimeout(() => process.exit(), 3_000).unref()
}

async function freePort() {
  const server = createNetServer()
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port: free } = server.address()
  await new Promise((resolve) => server.close(resolve))
  return free
}

/**
 * Spawns a long-running child whose output goes to ours, each line marked with `name`; resolves
 * once `ready` (a regex on its output, or an async check) is met.
 */
function startChild(name, command, args, { env = {}, ready }) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let output = ''
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8')
    stream.on('data', (chunk) => {
      output = (output + chunk).slice(-4000)
      if (isReady) for (const line of chunk.trimEnd().split('\n')) console.log(`[${name}] ${line}`)
    })
  }
  let isReady = false
  return new Promise((resolve, reject) => {
    child.on('error', (error) => reject(new Error(`${name}: ${error.message}`)))
    child.on('exit', (code, signal) => {
      reject(new Error(`${name} exited (${code ?? signal}):\n${output}`))
      if (isReady && !stopping) fail(`${name} stopped (${code ?? signal}); stopping the rest`)
    })
    const started = Date.now()
    const poll = async () => {
      if (child.exitCode !== null) return
      const met = ready instanceof RegExp ? ready.test(output) : await ready().catch(() => false)
      if (met) {
        isReady = true
        resolve(child)
      } else if (Date.now() - started > 30_000) {
        reject(new Error(`${name} was not ready within 30 s:\n${output}`))
      } else setTimeout(poll, 100)
    }
    poll()
  })
}

/** True once the BFF on `replicaPort` answers /healthz. */
const healthy = (replicaPort) => async () =>
  (await fetch(`http://127.0.0.1:${replicaPort}/healthz`)).ok

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true
    stopAll()
  })
}

// 1. The build (npm start's rules: only what is missing or older than its sources).
const build = spawnSync(
  process.execPath,
  [path.join(root, 'scripts', 'start.mjs'), '--build-only'],
  {
    stdio: 'inherit',
  },
)
if (build.status !== 0) process.exit(build.status ?? 1)

// 2. Redis.
let redisUrl = process.env.REDIS_URL
if (!redisUrl) {
  if (spawnSync('redis-server', ['--version']).error) {
    console.error('replicas: redis-server is not installed: apt-get install -y redis-server')
    console.error('          (or set REDIS_URL to a Redis you have)')
    process.exit(1)
  }
  const redisPort = await freePort()
  await startChild(
    'redis-server',
    'redis-server',
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { ready: /Ready to accept connections/ },
  )
  redisUrl = `redis://127.0.0.1:${redisPort}`
}

// 3. The demo API, in this process: one provider for both replicas.
const dataDir = path.join(root, '.data')
mkdirSync(dataDir, { recursive: true })
const { startDemoApi } = await import(
  pathToFileURL(path.join(root, 'server', 'dist', 'demo-api', 'start.js')).href
)
const demo = await startDemoApi({
  dataFile: process.env.DEMO_DATA_FILE ?? path.join(dataDir, 'demo-api.json'),
  logLevel: 'warn',
})

// 4. Two replicas: the same secret and Redis, the demo API as their provider and OAuth provider.
const shared = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  API_URL: demo.url,
  API_LOGOUT_PATH: '/api/v1/auth/logout/',
  PUBLIC_URL: publicUrl,
  SESSION_SECRET: randomBytes(32).toString('base64url'),
  REDIS_URL: redisUrl,
  // The load balancer's X-Forwarded-For is the client address the limits count.
  TRUST_PROXY: '127.0.0.1',
  OAUTH_AUTHORIZE_URL: `${demo.url}/demo-oauth/authorize`,
  OAUTH_TOKEN_URL: `${demo.url}/demo-oauth/token`,
  OAUTH_CLIENT_ID: 'jagir-demo',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
}
const replicas = [
  { name: 'A', port: port + 1 },
  { name: 'B', port: port + 2 },
]
try {
  await Promise.all(
    replicas.map(({ name, port: replicaPort }) =>
      startChild(`replica ${name}`, process.execPath, ['server/dist/server.js'], {
        env: { ...shared, PORT: String(replicaPort) },
        ready: healthy(replicaPort),
      }),
    ),
  )
} catch (error) {
  fail(error.message)
}

// 5. The load balancer: round robin, X-Forwarded-For set, X-Served-By added.
let turn = 0
const balancer = createServer((req, res) => {
  const replica = replicas[turn++ % replicas.length]
  const upstream = httpRequest(
    {
      host: '127.0.0.1',
      port: replica.port,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress },
    },
    (answer) => {
      res.writeHead(answer.statusCode, { ...answer.headers, 'x-served-by': replica.name })
      answer.pipe(res)
    },
  )
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ detail: `replica ${replica.name} did not answer` }))
  })
  req.pipe(upstream)
})
await new Promise((resolve) => balancer.listen(port, '127.0.0.1', resolve))
process.on('exit', () => balancer.close())

console.log(`
Redis        ${redisUrl.replace(/\/\/[^@]*@/, '//***@')}
demo API     ${demo.url}
replica A    http://127.0.0.1:${port + 1}
replica B    http://127.0.0.1:${port + 2}
the site     ${publicUrl}  (requests take turns between A and B: see X-Served-By)
`)

if (!check) {
  console.log('Sign in at the site (employer@jagir.demo / Demo@12345). Ctrl-C stops everything.')
} else {
  // 25 sign-ins from one address, spread over both replicas by the load balancer.
  const statuses = []
  for (let attempt = 1; attempt <= 25; attempt++) {
    const answer = await fetch(`${publicUrl}/bff/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf': '1' },
      body: JSON.stringify({ username: 'employer@jagir.demo', password: 'Demo@12345' }),
    })
    await answer.arrayBuffer()
    statuses.push(answer.status)
    console.log(
      `sign-in ${String(attempt).padStart(2)}  replica ${answer.headers.get('x-served-by')}  ${answer.status}`,
    )
  }
  const shared20 = statuses.slice(0, 20).every((s) => s === 200)
  const limited = statuses.slice(20).every((s) => s === 429)
  console.log(
    shared20 && limited
      ? '\nThe limit holds across both replicas: 20 a minute per address, then 429.'
      : '\nUnexpected: the limit did not hold across the replicas.',
  )
  process.exitCode = shared20 && limited ? 0 : 1
  stopping = true
  balancer.close()
  await demo.close()
  stopAll()
}
