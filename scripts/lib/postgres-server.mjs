// A throwaway PostgreSQL cluster (Debian's `postgresql` package) on a loopback port: a new cluster
// (initdb, trust, UTF-8) in a temporary folder of its own, stopped by the PID started here. The
// tests run the embedded API on it (server/test/helpers/postgres-server.ts), and `npm run replicas`
// shares one between its replicas.
import { spawn, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { freePort } from './free-port.mjs'

/** The database the URL names by default, created empty at start. */
export const TEST_DATABASE = 'jagir_test'

const INSTALL_HINT = '`apt-get install -y postgresql` (.ci/run installs it)'

/**
 * `{ bin(name), runAs? }`: the full path of a PostgreSQL program, and (as root, which the server
 * refuses) the `postgres` user's ids to run it as; or why PostgreSQL cannot run here.
 */
let located

/** Debian's /usr/lib/postgresql/<major>/bin, newest major first; else `initdb` on the PATH. */
function binDir() {
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

/** The binaries and the user to run them as, or why PostgreSQL cannot run here (a string). */
function locate() {
  if (located !== undefined) return located
  const dir = binDir()
  if (dir === undefined) return (located = `PostgreSQL is not installed: ${INSTALL_HINT}`)
  const bin = (name) => (dir ? join(dir, name) : name)
  if (process.getuid?.() !== 0) return (located = { bin })
  const id = (flag) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' })
  const [uid, gid] = [id('-u'), id('-g')]
  if (uid.status !== 0 || gid.status !== 0) {
    return (located = `running as root and there is no \`postgres\` user to run PostgreSQL as: ${INSTALL_HINT}`)
  }
  return (located = { bin, runAs: { uid: Number(uid.stdout), gid: Number(gid.stdout) } })
}

/** Why PostgreSQL cannot run on this machine, or undefined when it can. */
export function postgresMissingReason() {
  const found = locate()
  return typeof found === 'string' ? found : undefined
}

function run(found, name, args) {
  return spawn(found.bin(name), args, {
    ...found.runAs,
    // The server's own messages stay English whatever the machine's language (we read its log).
    env: { ...process.env, LC_ALL: 'C.UTF-8' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}

/** Runs a program to its end; rejects with its output when it fails. */
function runToEnd(found, name, args) {
  const child = run(found, name, args)
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk.toString()))
  child.stderr.on('data', (chunk) => (output += chunk.toString()))
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${name} exited (${code}):\n${output}`)),
    )
  })
}

const PORT_TAKEN = 'Address already in use'

/** Starts the server on `port`; resolves once it accepts connections. */
function launch(found, dir, port) {
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
    child.stdout.resume()
    child.stderr.on('data', (chunk) => {
      output += chunk.toString()
      if (output.includes('database system is ready to accept connections')) {
        clearTimeout(timer)
        child.stderr.removeAllListeners('data').resume()
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

/** Another process may take the free port we picked before our server binds it: pick again. */
async function launchOnFreePort(found, dir) {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort()
    try {
      return { port, child: await launch(found, dir, port) }
    } catch (error) {
      if (!error.portTaken || attempt === 5) throw error
    }
  }
}

/** Sends `signal` (SIGINT: fast shutdown) and waits for the server to exit. */
async function shutDown(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill(signal)
  await exited
}

async function createDatabase(port, database) {
  const client = new pg.Client(`postgres://postgres@127.0.0.1:${port}/postgres`)
  await client.connect()
  try {
    await client.query(`create database ${database}`)
  } finally {
    await client.end()
  }
}

/**
 * Starts a throwaway PostgreSQL: a new cluster (initdb, trust, UTF-8) in a temporary folder of its
 * own, on a free 127.0.0.1 port, with an empty database (`database`, TEST_DATABASE by default).
 * Safe to call from several processes at once. As root it runs as the `postgres` user. Fails with
 * what to install when PostgreSQL is missing. A process that exits without stop() leaves no server
 * running.
 */
export async function startPostgres({ database = TEST_DATABASE } = {}) {
  const found = locate()
  if (typeof found === 'string') throw new Error(found)
  if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error(`not a database name: ${database}`)
  const dir = mkdtempSync(join(tmpdir(), 'jagir-pg-'))
  if (found.runAs) chownSync(dir, found.runAs.uid, found.runAs.gid)
  const remove = () => rmSync(dir, { recursive: true, force: true, maxRetries: 3 })
  let child
  // Exiting without stop() (a crash, a timeout): an immediate shutdown, and the folder removed as
  // far as it can be without waiting.
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
    await createDatabase(started.port, database)
    const { port } = started
    return {
      url: `postgres://postgres@127.0.0.1:${port}/${database}`,
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
