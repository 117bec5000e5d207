import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

const root = path.resolve(import.meta.dirname, '../..')

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The running apps, one per Vitest worker, e.g. http://127.0.0.1:41234: test files run side by
     * side, each on its worker's server (`baseUrl()` in browser.ts picks it).
     */
    baseUrls: string[]
  }
}

/** Newest modification time under a folder (0 when it does not exist). */
function newest(dir: string): number {
  let latest = 0
  let entries: string[]
  try {
    entries = readdirSync(dir)
  } catch {
    return 0
  }
  for (const name of entries) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue
    const full = path.join(dir, name)
    const info = statSync(full)
    latest = Math.max(latest, info.isDirectory() ? newest(full) : info.mtimeMs)
  }
  return latest
}

const mtime = (file: string) => {
  try {
    return statSync(file).mtimeMs
  } catch {
    return 0
  }
}

/** Builds the app when a built file is missing or older than the sources. */
function buildIfNeeded(): void {
  const sources = Math.max(
    ...[
      'web/src',
      'web/index.html',
      'web/build',
      'web/public',
      'web/vite.config.ts',
      'shared/src',
      'server/src',
      'locales',
    ].map((p) =>
      statSync(path.join(root, p), { throwIfNoEntry: false })?.isDirectory()
        ? newest(path.join(root, p))
        : mtime(path.join(root, p)),
    ),
  )
  const built = Math.min(
    mtime(path.join(root, 'web/dist/index.html')),
    mtime(path.join(root, 'server/dist/server.js')),
  )
  if (built > sources) return
  // Vitest sets NODE_ENV=test, which would give a development build of React.
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (result.status !== 0) throw new Error('e2e: npm run build failed')
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

async function waitUntilUp(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`e2e: the server exited (${child.exitCode})`)
    try {
      if ((await fetch(`${url}/healthz`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('e2e: the server did not start within 60 s')
}

/** A running app server (the built BFF and SPA). */
export interface AppServer {
  baseUrl: string
  stop(): Promise<void>
}

/**
 * Starts the built server on a free port with fresh demo data. `env` adds to or replaces its
 * variables: a test that needs an upstream of its own (e.g. one that records what it receives)
 * passes `API_URL`.
 */
export async function startAppServer(env: Record<string, string> = {}): Promise<AppServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jagir-e2e-'))
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  // The machine's own Node, as `npm start` runs the app, when `npm test` runs the tests on Node 24
  // (scripts/on-node24.mjs): the server's own tests cover Node 24, these the Node people start it on.
  const child = spawn(process.env.JAGIR_HOST_NODE || process.execPath, ['server/dist/server.js'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The tests read the server's HTML while other test files load the machine: every public
      // page is rendered, never left to the browser for load (server tests cover the shedding).
      SERVER_RENDER: 'always',
      // Contexts made without visitorHeaders (a plain browser.newPage) all come from 127.0.0.1,
      // and a test may ask for more codes or send more forms than one address may in an hour
      // (the limit itself is tested in server/test/anonymous-writes).
      ANONYMOUS_WRITE_LIMIT_FACTOR: '20',
      // Each browser context says its own client address (visitorHeaders in browser.ts), as
      // people behind a proxy do: the sign-in limit per address and minute is then each test's
      // own, not shared by all the files of a worker (fast files went over it together).
      TRUST_PROXY: '127.0.0.1',
      ...env,
    },
  })
  try {
    await waitUntilUp(baseUrl, child)
    // The server reads index.html once, at start: make sure it found the build.
    const index = await (await fetch(`${baseUrl}/`)).text()
    if (!index.includes('/assets/')) {
      throw new Error('e2e: the server started without web/dist (was another build running?)')
    }
  } catch (error) {
    child.kill('SIGTERM')
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
  return {
    baseUrl,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
        if (child.exitCode === null) child.kill('SIGKILL')
      }
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * Builds if needed, then starts one server per worker, each on a free port with fresh demo data
 * of its own, and stops them after. Two test files running at the same time never share a server:
 * no file sees another's sign-ups, rate-limit counts or outbox while it runs.
 */
export default async function setup(project: TestProject) {
  buildIfNeeded()
  const workers = Number(project.config.maxWorkers || project.vitest.config.maxWorkers) || 1
  const servers = await Promise.all(Array.from({ length: workers }, () => startAppServer()))
  project.provide(
    'baseUrls',
    servers.map((server) => server.baseUrl),
  )
  return async () => {
    await Promise.all(servers.map((server) => server.stop()))
  }
}
