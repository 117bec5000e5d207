#!/usr/bin/env node
// `npm run replicas`: two replicas of the site on this machine as they would run in production,
// behind a small round-robin load balancer on http://localhost:3000:
//
//   redis-server (127.0.0.1, a free port; or REDIS_URL as given)
//   PostgreSQL (a throwaway cluster on a free port, removed at the end; or DATABASE_URL as given)
//   an SMS gateway stand-in on a free port: prints each SMS (the sign-up and reset codes)
//   replica A on 127.0.0.1:3001 and replica B on 127.0.0.1:3002 (node server/dist/server.js,
//     one SESSION_SECRET, REDIS_URL, DATABASE_URL, TRUST_PROXY=127.0.0.1): each runs its own
//     embedded API, both on the one database, so an account, a token or a code made through one
//     is good on the other
//   the load balancer on localhost:3000: requests take turns between A and B; each answer says
//     which one served it in `X-Served-By`
//
//   npm run replicas                  runs until Ctrl-C
//   npm run replicas -- --check       a sign-in on A used on B, a sign-up code sent through A and
//                                     verified through B, then 25 sign-ins through the load
//                                     balancer; exits 0 when all hold (exactly the first 20 pass)
//   PORT=4000 npm run replicas        the load balancer's port (replicas on PORT+1, PORT+2)
//
// Needs Debian's redis-server (apt-get install -y redis-server) unless REDIS_URL is set, and
// Debian's postgresql (apt-get install -y postgresql) unless DATABASE_URL is set.
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createServer, request as httpRequest } from 'node:http'
import path from 'node:path'
import { freePort } from './lib/free-port.mjs'
import { postgresMissingReason, startPostgres } from './lib/postgres-server.mjs'

const root = path.resolve(import.meta.dirname, '..')
const check = process.argv.includes('--check')
const port = Number(process.env.PORT ?? 3000)
const publicUrl = `http://localhost:${port}`
const children = []
/** The throwaway PostgreSQL started here (none with DATABASE_URL). */
let postgres

function fail(message) {
  console.error(`replicas: ${message}`)
  process.exitCode = 1
  stopAll()
}

/** Sends SIGTERM to each child still running; resolves once they have all exited. */
function terminate(group) {
  const running = group.filter((child) => child.exitCode === null && child.signalCode === null)
  return Promise.all(
    running.map((child) => {
      const gone = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      return gone
    }),
  )
}

function stopAll() {
  // Only the processes started here, by their PIDs: the replicas first, then what they use.
  const replicaChildren = children.filter((child) => child.isReplica)
  terminate(replicaChildren)
    .then(() => terminate(children.filter((child) => !child.isReplica)))
    .then(() => postgres?.stop())
    .finally(() => process.exit())
  setTimeout(() => process.exit(), 10_000).unref()
}

/**
 * Spawns a long-running child whose output goes to ours, each line marked with `name`; resolves
 * once `ready` (a regex on its output, or an async check) is met.
 */
function startChild(name, command, args, { env = {}, ready, isReplica = false }) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(Object.assign(child, { isReplica }))
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

// 3. PostgreSQL: the one database both replicas' embedded APIs keep their data in.
let databaseUrl = process.env.DATABASE_URL
if (!databaseUrl) {
  const missing = postgresMissingReason()
  if (missing) {
    console.error(`replicas: ${missing}`)
    console.error('          (or set DATABASE_URL to a PostgreSQL you have)')
    process.exit(1)
  }
  postgres = await startPostgres({ database: 'jagir' })
  databaseUrl = postgres.url
}

// 4. The SMS gateway stand-in: each replica's API posts `{to, text}` here (as to a real gateway);
//    it is printed, and kept for --check. Without it, NODE_ENV=production refuses to send codes.
const sentSms = []
const gateway = createServer((req, res) => {
  let body = ''
  req.setEncoding('utf8')
  req.on('data', (chunk) => (body += chunk))
  req.on('end', () => {
    const sms = JSON.parse(body)
    sentSms.push(sms)
    if (!check) console.log(`[sms] to ${sms.to}: ${sms.text}`)
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
  })
})
await new Promise((resolve) => gateway.listen(0, '127.0.0.1', resolve))
gateway.unref()

// 5. Two replicas: the same secret, Redis and database; each its own embedded API (no API_URL).
const shared = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PUBLIC_URL: publicUrl,
  SESSION_SECRET: randomBytes(32).toString('base64url'),
  REDIS_URL: redisUrl,
  DATABASE_URL: databaseUrl,
  SMS_GATEWAY_URL: `http://127.0.0.1:${gateway.address().port}/sms`,
  // The load balancer's X-Forwarded-For is the client address the limits count.
  TRUST_PROXY: '127.0.0.1',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
}
for (const name of ['API_URL', 'OAUTH_AUTHORIZE_URL', 'OAUTH_TOKEN_URL', 'OAUTH_CLIENT_ID']) {
  // The embedded API and its demo sign-in provider, whatever this shell has set.
  shared[name] = ''
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
        isReplica: true,
      }),
    ),
  )
} catch (error) {
  fail(error.message)
}

// 6. The load balancer: round robin, X-Forwarded-For set, X-Served-By added.
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

/** A URL with its password hidden, for the console. */
const masked = (url) => url.replace(/\/\/([^:@/]*):[^@]*@/, '//$1:***@')

console.log(`
Redis        ${masked(redisUrl)}
PostgreSQL   ${masked(databaseUrl)}${postgres ? '  (throwaway: removed at the end)' : ''}
replica A    http://127.0.0.1:${port + 1}
replica B    http://127.0.0.1:${port + 2}
the site     ${publicUrl}  (requests take turns between A and B: see X-Served-By)
`)

const DEMO = { username: 'employer@jagir.demo', password: 'Demo@12345' }

/**
 * A request straight to one replica, as a client at `client` (behind the trusted proxy): the
 * checks across replicas come from an address of their own, so they leave the load balancer's
 * sign-in count to the 25 sign-ins below.
 */
async function toReplica(replica, method, url, { body, cookie, client = '192.0.2.10' } = {}) {
  const answer = await fetch(`http://127.0.0.1:${replica.port}${url}`, {
    method,
    headers: {
      'x-forwarded-for': client,
      'accept-language': 'en',
      ...(cookie ? { cookie } : {}),
      ...(body ? { 'content-type': 'application/json', 'x-csrf': '1' } : {}),
    },
    body: body && JSON.stringify(body),
  })
  const text = await answer.text()
  return { status: answer.status, headers: answer.headers, body: text ? JSON.parse(text) : null }
}

/** Prints one check's outcome; true when it held. */
function report(held, what, detail) {
  console.log(`${held ? 'ok  ' : 'FAIL'}  ${what}${held ? '' : `: ${detail}`}`)
  return held
}

/** A sign-in on A, then the account through B: the session's token is in the shared database. */
async function checkSignInAcross([a, b]) {
  const signIn = await toReplica(a, 'POST', '/bff/login', { body: DEMO })
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  const me = await toReplica(b, 'GET', '/api/v1/users/me/', { cookie })
  return report(
    signIn.status === 200 && me.status === 200 && me.body?.email === DEMO.username,
    'signed in on A, /api/v1/users/me/ through B answers the account',
    `sign-in ${signIn.status}, users/me ${me.status}`,
  )
}

/** A sign-up code sent through A and verified through B: the code is in the shared database. */
async function checkCodeAcross([a, b]) {
  const phone = `98413${String(Date.now()).slice(-5)}`
  const sent = await toReplica(a, 'POST', '/api/v1/auth/signup/send-otp/', {
    body: { phone_number: phone, role: 'jobseeker' },
  })
  const text = sentSms.findLast((sms) => sms.to === phone)?.text ?? ''
  const code = /(?<!\d)(\d{6})(?!\d)/.exec(text)?.[1] ?? '000000'
  const verified = await toReplica(b, 'POST', '/api/v1/auth/signup/verify-otp/', {
    body: { phone_number: phone, otp: code },
  })
  return report(
    sent.status === 200 && verified.status === 200 && !!verified.body?.verification_token,
    'a sign-up code sent through A is verified through B',
    `send ${sent.status}, verify ${verified.status}`,
  )
}

/** 25 sign-ins from one address, spread over both replicas by the load balancer. */
async function checkSharedLimit() {
  const statuses = []
  for (let attempt = 1; attempt <= 25; attempt++) {
    const answer = await fetch(`${publicUrl}/bff/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf': '1' },
      body: JSON.stringify(DEMO),
    })
    await answer.arrayBuffer()
    statuses.push(answer.status)
    console.log(
      `sign-in ${String(attempt).padStart(2)}  replica ${answer.headers.get('x-served-by')}  ${answer.status}`,
    )
  }
  const shared20 = statuses.slice(0, 20).every((s) => s === 200)
  const limited = statuses.slice(20).every((s) => s === 429)
  return report(
    shared20 && limited,
    'the sign-in limit holds across both replicas: 20 a minute per address, then 429',
    statuses.join(' '),
  )
}

if (!check) {
  console.log(
    `Sign in at the site (${DEMO.username} / ${DEMO.password}); codes sent by SMS are printed ` +
      'here. Ctrl-C stops everything.',
  )
} else {
  const held = [
    await checkSignInAcross(replicas),
    await checkCodeAcross(replicas),
    await checkSharedLimit(),
  ]
  process.exitCode = held.every(Boolean) ? 0 : 1
  stopping = true
  balancer.close()
  stopAll()
}
