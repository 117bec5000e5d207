import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { startAppServer, type AppServer } from './global-setup'

const root = path.resolve(import.meta.dirname, '../..')

/** One request the upstream (the provider's API) received from the BFF. */
export interface UpstreamRequest {
  method: string
  /** Path and query, e.g. `/api/v1/job/basic-info-new/`. */
  path: string
  headers: IncomingHttpHeaders
  /** The JSON body, parsed (undefined when there was none). */
  body: unknown
  status: number
}

export interface RecordedApp {
  /** The app's origin (the BFF serving the SPA). */
  baseUrl: string
  /** Everything the upstream received so far, in order. */
  received: UpstreamRequest[]
  stop(): Promise<void>
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'te'])

/** The demo API in a process of its own (the built one), on a loopback port. */
async function startDemoApi(dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const start = pathToFileURL(path.join(root, 'server/dist/demo-api/start.js')).href
  const script = `
    const { startDemoApi } = await import(${JSON.stringify(start)})
    const api = await startDemoApi({ dataDir: ${JSON.stringify(dataDir)}, logLevel: 'warn' })
    process.stdout.write(JSON.stringify({ url: api.url }) + '\\n')
    process.on('SIGTERM', () => api.close().then(() => process.exit(0)))
  `
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const url = await new Promise<string>((resolve, reject) => {
    let output = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const line = output.split('\n').find((text) => text.startsWith('{'))
      if (line) resolve((JSON.parse(line) as { url: string }).url)
    })
    child.once('exit', (code) => reject(new Error(`e2e: the demo API exited (${code})`)))
  })
  return { url, child }
}

/**
 * A pass-through in front of the upstream that keeps a copy of every request: what the BFF
 * really sent to the provider, to compare with docs/product.md#what-the-wizard-sends.
 */
function startRecorder(upstream: string, received: UpstreamRequest[]): Promise<Server> {
  const target = new URL(upstream)
  const server = createServer((incoming, answer) => {
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.on('end', () => {
      const raw = Buffer.concat(chunks)
      const headers = { ...incoming.headers, host: target.host }
      const forward = request(
        {
          host: target.hostname,
          port: target.port,
          method: incoming.method,
          path: incoming.url,
          headers,
        },
        (reply) => {
          let body: unknown
          try {
            body = raw.length ? (JSON.parse(raw.toString()) as unknown) : undefined
          } catch {
            body = raw.toString()
          }
          received.push({
            method: incoming.method ?? 'GET',
            path: incoming.url ?? '/',
            headers: incoming.headers,
            body,
            status: reply.statusCode ?? 0,
          })
          const replyHeaders = Object.fromEntries(
            Object.entries(reply.headers).filter(([name]) => !HOP_BY_HOP.has(name)),
          )
          answer.writeHead(reply.statusCode ?? 502, replyHeaders)
          reply.pipe(answer)
        },
      )
      forward.on('error', () => {
        answer.writeHead(502).end()
      })
      forward.end(raw)
    })
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

/**
 * The app with a recording upstream: the demo API behind a pass-through that records, and the
 * server started with `API_URL` set to the pass-through (extends the harness of global-setup).
 */
export async function startRecordedApp(): Promise<RecordedApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jagir-e2e-upstream-'))
  const received: UpstreamRequest[] = []
  const demo = await startDemoApi(path.join(dataDir, 'demo-api'))
  const recorder = await startRecorder(demo.url, received)
  const { port } = recorder.address() as { port: number }
  let app: AppServer
  try {
    app = await startAppServer({ API_URL: `http://127.0.0.1:${port}` })
  } catch (error) {
    recorder.close()
    demo.child.kill('SIGTERM')
    throw error
  }
  return {
    baseUrl: app.baseUrl,
    received,
    async stop() {
      await app.stop()
      await new Promise((resolve) => recorder.close(resolve))
      const exited = new Promise((resolve) => demo.child.once('exit', resolve))
      demo.child.kill('SIGTERM')
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
      if (demo.child.exitCode === null) demo.child.kill('SIGKILL')
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
