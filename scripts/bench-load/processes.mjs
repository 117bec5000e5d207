// The processes bench-load.mjs measures: the built BFF and the demo API, each its own child.
import { fork, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..', '..')

export async function freePort() {
  const server = createServer()
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address()
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** Resident memory of a process, in MB (Linux /proc). */
export function rssMb(pid) {
  const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return match ? Number(match[1]) / 1024 : NaN
}

/** The demo API on `port` (fixed, so it can be started again there after a kill). */
export function startDemoApi(port, dataDir) {
  const child = fork(path.join(import.meta.dirname, 'demo-api.mjs'), [String(port), dataDir], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  })
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child))
    child.once('exit', (code) => reject(new Error(`demo API exited (${code}) before listening`)))
  })
}

/** The built BFF (node server/dist/server.js, production) against `apiUrl`; resolves when healthy. */
export async function startBff({ port, apiUrl, env = {} }) {
  const child = spawn(process.execPath, [path.join(root, 'server', 'dist', 'server.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      API_URL: apiUrl,
      SESSION_SECRET: 'bench-load-secret-0123456789-abcdefghijklmnop',
      PUBLIC_URL: `http://localhost:${port}`,
      API_LOGOUT_PATH: '/api/v1/auth/logout/',
      // Production logs one line per request at info: kept, written to /dev/null.
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  const started = Date.now()
  while (Date.now() - started < 30_000) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return { child, exited }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  child.kill('SIGKILL')
  throw new Error('the BFF did not answer /healthz within 30 s')
}

/** Signs in through the BFF; the session cookie. */
export async function signIn(base) {
  const answer = await fetch(`${base}/bff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf': '1' },
    body: JSON.stringify({ username: 'employer@jagir.demo', password: 'Demo@12345' }),
  })
  if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}`)
  const cookie = answer.headers.getSetCookie().find((line) => line.startsWith('jagir_session='))
  return cookie.split(';')[0]
}
