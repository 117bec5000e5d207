import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { freePort } from './free-port.js'

/** A real Redis (Debian's redis-server) on a loopback port, for the multi-replica tests. */
export interface RedisServer {
  /** redis://127.0.0.1:<port>, as REDIS_URL. */
  url: string
  port: number
  /** Stops it (SIGTERM to the PID started here) and waits for it to exit. */
  stop(): Promise<void>
  /** Starts it again on the same port, empty (nothing is persisted). */
  start(): Promise<void>
}

const INSTALL_HINT =
  'redis-server is not installed: `apt-get install -y redis-server` (.ci/run installs it)'

function launch(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    [
      ...['--port', String(port), '--bind', '127.0.0.1'],
      // Nothing on disk: each start is empty, and no file is left behind.
      ...['--save', '', '--appendonly', 'no'],
      ...['--daemonize', 'no', '--loglevel', 'notice'],
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`redis-server did not start within 10 s:\n${output}`))
    }, 10_000)
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer)
        child.stdout!.removeAllListeners('data').resume()
        resolve(child)
      }
    })
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`redis-server exited (${code}) before it was ready:\n${output}`))
    })
  })
}

/** Starts redis-server on a free loopback port; fails with what to install when it is missing. */
export async function startRedisServer(): Promise<RedisServer> {
  if (spawnSync('redis-server', ['--version']).error) throw new Error(INSTALL_HINT)
  const port = await freePort()
  let child: ChildProcess | undefined = await launch(port)
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async stop() {
      const running = child
      child = undefined
      if (!running || running.exitCode !== null) return
      const exited = new Promise((resolve) => running.once('exit', resolve))
      running.kill('SIGTERM')
      await exited
    },
    async start() {
      if (child) throw new Error('redis-server is already running')
      child = await launch(port)
    },
  }
}
