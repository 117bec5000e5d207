import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import request from 'supertest'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, TEST_SECRET } from './helpers/build.js'
import { startFakeUpstream, type FakeUpstream } from './helpers/fake-upstream.js'

let upstream: FakeUpstream
let app: FastifyInstance | undefined

beforeAll(async () => {
  upstream = await startFakeUpstream()
})
afterAll(() => upstream.close())
afterEach(async () => {
  await app?.close()
  app = undefined
  upstream.reset()
})

describe('health', () => {
  it('GET /healthz answers 200 {"status":"ok"} without asking the upstream', async () => {
    app = await buildTestApp(upstream.url)
    const answer = await request(app.server).get('/healthz')
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ status: 'ok' })
    expect(upstream.received).toHaveLength(0)
  })

  it('GET /readyz answers 200 when the upstream answers', async () => {
    upstream.on('GET', '/api/v1/', { status: 200, body: {} })
    app = await buildTestApp(upstream.url)
    const answer = await request(app.server).get('/readyz')
    expect(answer.status).toBe(200)
    expect(upstream.received.map((r) => r.url)).toEqual(['/api/v1/'])
  })

  it('GET /readyz answers 503 when the upstream does not answer', async () => {
    const down = await startFakeUpstream()
    const url = down.url
    await down.close()
    app = await buildTestApp(url)
    const answer = await request(app.server).get('/readyz')
    expect(answer.status).toBe(503)
  })

  it('GET /readyz answers 503 when the upstream is too slow', async () => {
    upstream.on('GET', '/api/v1/', { status: 200, body: {}, delayMs: 1_000 })
    app = await buildTestApp(upstream.url, { UPSTREAM_TIMEOUT_MS: '150' })
    const answer = await request(app.server).get('/readyz')
    expect(answer.status).toBe(503)
  })
})

describe('graceful shutdown', () => {
  const root = fileURLToPath(new URL('../../', import.meta.url))

  async function freePort(): Promise<number> {
    const server = createServer()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as { port: number }
    await new Promise((resolve) => server.close(resolve))
    return port
  }

  function waitForListening(child: ChildProcess): Promise<void> {
    return new Promise((resolve, reject) => {
      let out = ''
      child.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString()
        if (out.includes('Server listening')) resolve()
      })
      child.on('exit', (code) => reject(new Error(`server exited early with ${code}: ${out}`)))
    })
  }

  /** Starts server.ts, sends one proxied request the upstream answers after `delayMs`, SIGTERMs. */
  async function termDuringRequest(delayMs: number, env: Record<string, string> = {}) {
    upstream.on('GET', '/api/v1/common/district/', {
      status: 200,
      body: { results: [{ id: 1, name: 'Kathmandu' }] },
      delayMs,
    })
    const port = await freePort()
    const child = spawn(
      process.execPath,
      ['--conditions=@jagir/source', '--import', 'tsx', 'server/src/server.ts'],
      {
        cwd: root,
        env: {
          PATH: process.env.PATH ?? '',
          PORT: String(port),
          API_URL: upstream.url,
          SESSION_SECRET: TEST_SECRET,
          LOG_LEVEL: 'info',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
    await waitForListening(child)

    const inFlight = fetch(`http://127.0.0.1:${port}/api/v1/common/district/`)
    // Let the request reach the upstream before the signal.
    while (upstream.received.length === 0) await new Promise((r) => setTimeout(r, 20))
    const signalledAt = Date.now()
    child.kill('SIGTERM')
    return { port, inFlight, exited, signalledAt }
  }

  it('on SIGTERM it finishes the request in flight, then exits 0', async () => {
    const { port, inFlight, exited } = await termDuringRequest(800)
    const answer = await inFlight
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ results: [{ id: 1, name: 'Kathmandu' }] })
    expect(await exited).toBe(0)
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow()
  })

  // The shutdown's own limit is UPSTREAM_TIMEOUT_MS + 5 s (it was a fixed 10 s, which cut off a
  // request still within a 15 s upstream timeout). 11 s: past the old limit, within the new one.
  it('waits for a request as long as the upstream timeout allows, past 10 s', async () => {
    const { inFlight, exited, signalledAt } = await termDuringRequest(11_000, {
      UPSTREAM_TIMEOUT_MS: '12000',
    })
    const answer = await inFlight
    expect(answer.status).toBe(200)
    expect(Date.now() - signalledAt).toBeGreaterThan(10_000)
    expect(await exited).toBe(0)
  }, 30_000)
})
