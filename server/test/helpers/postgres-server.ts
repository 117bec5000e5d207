import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { freePort } from './free-port.js'

/** A throwaway PostgreSQL cluster (Debian's `postgresql`) on a loopback port, for the tests. */
export interface PostgresServer {
  /** postgres://postgres@127.0.0.1:<port>/jagir_test, as DATABASE_URL (trust: no password). */
  url: string
  port: number
  /** Its own temporary folder: the cluster in `data/`, the Unix socket beside it. */
  dir: string
  /** Fast shutdown (SIGINT to the PID started here), waits for it to exit, removes `dir`. */
  stop(): Promise<void>
}

/** The database `url` names, created empty at start. */
export const TEST_DATABASE = 'jagir_test'

const INSTALL_HINT = '`apt-get install -y postgresql` (.ci/run installs it)'

interface Binaries {
  /** The full path of a PostgreSQL program (`initdb`, `postgres`). */
  bin(name: string): string
  /** Set when we run as root: the server refuses root, so it runs as the `postgres` user. */
  runAs?: { uid: number; gid: number }
}

let located: Binaries | string | undefined

/** Debian's /usr/lib/postgresql/<major>/bin, newest major first; else `initdb` on the PATH. */
function binDir(): string | undefined {
  const root = '/usr/lib/postgresql'
  const majors = existsSync(root) ? readdirSync(root).filter((name) => /^\d+$/.test(name)) : []
  majors.sort((a, b) => Number(b) - Number(a))
  for (const major of majors) {
    const dir = join(root, major, 'bin')
    if (existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'postgres'))) return dir
  }
  if (!spawnSync('initdb', ['--version']).error) return ''
  return undefined
}

/** The binaries and the user to run them as, or why PostgreSQL cannot run here. */
function locate(): Binaries | string {
  if (located !== undefined) return located
  const dir = binDir()
  if (dir === undefined) return (located = `PostgreSQL is not installed: ${INSTALL_HINT}`)
  const bin = (name: string) => (dir ? join(dir, name) : name)
  if (process.getuid?.() !== 0) return (located = { bin })
  const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' })
  const [uid, gid] = [id('-u'), id('-g')]
  if (uid.status !== 0 || gid.status !== 0) {
    return (located = `running as root and there is no \`postgres\` user to run PostgreSQL as: ${INSTALL_HINT}`)
  }
  return (located = { bin, runAs: { uid: Number(uid.stdout), gid: Number(gid.stdout) } })
}

/** Why PostgreSQL cannot run on this machine, or undefined when it can. */
export function postgresMissingReason(): string | undefined {
  const found = locate()
  return typeof found === 'string' ? found : undefined
}

/**
 * Whether startPostgres() can run here. With `CI` set it never answers false: it throws instead,
 * because a PostgreSQL test skipped in CI is a test that did not run.
 */
export function postgresAvailable(): boolean {
  const reason = postgresMissingReason()
  if (reason && process.env.CI) throw new Error(`CI must run the PostgreSQL tests. ${reason}`)
  return reason === undefined
}

function run(found: Binaries, name: string, args: string[]): ChildProcess {
  return spawn(found.bin(name), args, {
    ...found.runAs,
    // The server's own messages stay English whatever the machine's language (we read its log).
    env: { ...process.env, LC_ALL: 'C.UTF-8' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}

/** Runs a program to its end; rejects with its output when it fails. */
function runToEnd(found: Binaries, name: string, args: string[]): Promise<void> {
  const child = run(found, name, args)
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${name} exited (${code}):\n${output}`)),
    )
  })
}

const PORT_TAKEN = 'Address already in use'

/** Starts the server on `port`; resolves once it accepts connections. */
function launch(found: Binaries, dir: string, port: number): Promise<ChildProcess> {
  const child = run(found, 'postgres', [
    ...['-D', join(dir, 'data'), '-p', String(port)],
    ...['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${dir}`],
    // Throwaway data: no waiting on the disk, and small enough for one cluster per test worker.
    ...['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
    ...['-c', 'shared_buffers=16MB', '-c', 'max_connections=100'],
  ])
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => {
      child.kill('SIGQUIT')
      reject(new Error(`postgres did not start within 20 s:\n${output}`))
    }, 20_000)
    child.stdout!.resume()
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('database system is ready to accept connections')) {
        clearTimeout(timer)
        child.stderr!.removeAllListeners('data').resume()
        resolve(child)
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      const error = new Error(`postgres exited (${code}) before it was ready:\n${output}`)
      reject(Object.assign(error, { portTaken: output.includes(PORT_TAKEN) }))
    })
  })
}

/** Another worker may take the free port we picked before our server binds it: pick again. */
async function launchOnFreePort(found: Binaries, dir: string) {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort()
    try {
      return { port, child: await launch(found, dir, port) }
    } catch (error) {
      if (!(error as { portTaken?: boolean }).portTaken || attempt === 5) throw error
    }
  }
}

/** Sends `signal` (SIGINT: fast shutdown) and waits for the server to exit. */
async function shutDown(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill(signal)
  await exited
}

async function createDatabase(port: number): Promise<void> {
  const client = new pg.Client(`postgres://postgres@127.0.0.1:${port}/postgres`)
  await client.connect()
  try {
    await client.query(`create database ${TEST_DATABASE}`)
  } finally {
    await client.end()
  }
}

/**
 * Starts a throwaway PostgreSQL: a new cluster (initdb, trust, UTF-8) in a temporary folder of its
 * own, on a free 127.0.0.1 port, with an empty database `jagir_test`. Safe to call from several
 * test workers at once. As root it runs as the `postgres` user. Fails with what to install when
 * PostgreSQL is missing.
 */
export async function startPostgres(): Promise<PostgresServer> {
  const found = locate()
  if (typeof found === 'string') throw new Error(found)
  const dir = mkdtempSync(join(tmpdir(), 'jagir-pg-'))
  if (found.runAs) chownSync(dir, found.runAs.uid, found.runAs.gid)
  const remove = () => rmSync(dir, { recursive: true, force: true, maxRetries: 3 })
  let child: ChildProcess | undefined
  // A test worker that exits without stop() (a crash, a timeout) leaves no server running: an
  // immediate shutdown, and the folder removed as far as it can be without waiting.
  const onExit = () => {
    child?.kill('SIGQUIT')
    try {
      remove()
    } catch {
      // The server may still be writing into it.
    }
  }
  try {
    await runToEnd(found, 'initdb', [
      ...['-D', join(dir, 'data'), '-U', 'postgres', '-A', 'trust'],
      // C.UTF-8, not C: pg_trgm and lower() see Devanagari and accented Latin as letters.
      ...['-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'],
    ])
    const started = await launchOnFreePort(found, dir)
    child = started.child
    process.once('exit', onExit)
    await createDatabase(started.port)
    const { port } = started
    return {
      url: `postgres://postgres@127.0.0.1:${port}/${TEST_DATABASE}`,
      port,
      dir,
      async stop() {
        const running = child
        child = undefined
        process.off('exit', onExit)
        if (running) await shutDown(running, 'SIGINT')
        remove()
      },
    }
  } catch (error) {
    process.off('exit', onExit)
    if (child) await shutDown(child, 'SIGQUIT')
    remove()
    throw error
  }
}
