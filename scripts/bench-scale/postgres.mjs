// A throwaway PostgreSQL for bench-scale.mjs (the minimum of server/test/helpers/postgres-server.ts):
// Debian's `postgresql` binaries, a new cluster in a temporary folder, on a free loopback port,
// stopped by the PID started here. As root it runs as the `postgres` user.
import { spawn, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'

/** The PostgreSQL binaries (newest major first) and the user to run them as, or why not. */
export function locatePostgres() {
  const root = '/usr/lib/postgresql'
  const majors = existsSync(root) ? readdirSync(root).filter((name) => /^\d+$/.test(name)) : []
  majors.sort((a, b) => Number(b) - Number(a))
  const dir = majors
    .map((major) => path.join(root, major, 'bin'))
    .find((bin) => existsSync(path.join(bin, 'initdb')))
  if (!dir) return { missing: 'PostgreSQL is not installed (apt-get install -y postgresql)' }
  if (process.getuid?.() !== 0) return { dir }
  const id = (flag) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' })
  const [uid, gid] = [id('-u'), id('-g')]
  if (uid.status !== 0) return { missing: 'running as root without a `postgres` user' }
  return { dir, runAs: { uid: Number(uid.stdout), gid: Number(gid.stdout) } }
}

function run(found, name, args) {
  return spawn(path.join(found.dir, name), args, {
    ...found.runAs,
    env: { ...process.env, LC_ALL: 'C.UTF-8' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}

function toEnd(child, name) {
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  return new Promise((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${name} exited (${code}):\n${output}`)),
    ),
  )
}

/** Starts a cluster on `port`; resolves `{url, pid, stop()}` once it accepts connections. */
export async function startPostgres(port) {
  const found = locatePostgres()
  if (found.missing) throw new Error(found.missing)
  const dir = mkdtempSync(path.join(tmpdir(), 'jagir-bench-pg-'))
  if (found.runAs) chownSync(dir, found.runAs.uid, found.runAs.gid)
  const data = path.join(dir, 'data')
  await toEnd(
    run(found, 'initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8']),
    'initdb',
  )
  const child = run(found, 'postgres', [
    ...['-D', data, '-p', String(port), '-c', 'listen_addresses=127.0.0.1'],
    ...['-c', `unix_socket_directories=${dir}`, '-c', 'shared_buffers=256MB'],
    ...['-c', 'maintenance_work_mem=256MB', '-c', 'max_connections=50'],
  ])
  await new Promise((resolve, reject) => {
    let output = ''
    child.stdout.resume()
    child.stderr.on('data', (chunk) => {
      output += chunk
      if (output.includes('ready to accept connections')) {
        child.stderr.removeAllListeners('data').resume()
        resolve()
      }
    })
    child.once('exit', (code) => reject(new Error(`postgres exited (${code}):\n${output}`)))
  })
  const client = new pg.Client(`postgres://postgres@127.0.0.1:${port}/postgres`)
  await client.connect()
  await client.query('create database jagir')
  await client.end()
  return {
    url: `postgres://postgres@127.0.0.1:${port}/jagir`,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGINT')
        await exited
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
