import { afterAll, afterEach, beforeAll } from 'vitest'
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'

/** What the fake upstream received. */
export interface Recorded {
  method: string
  url: string
  headers: IncomingHttpHeaders
  body: string
}

export interface FakeReply {
  status?: number
  headers?: Record<string, string | string[]>
  /** Objects are sent as JSON; a string or a Buffer as it is. */
  body?: unknown
  /** Wait this long before answering (for timeouts). */
  delayMs?: number
}

export type FakeHandler = (request: Recorded) => FakeReply | Promise<FakeReply>

export interface FakeUpstream {
  url: string
  /** Every request received, in order. */
  received: Recorded[]
  /** Answers `METHOD /path` (path without query); unmatched requests get 404. */
  on(method: string, path: string, handler: FakeHandler | FakeReply): void
  /** Answers every request not matched by `on`. */
  fallback(handler: FakeHandler | FakeReply): void
  reset(): void
  close(): Promise<void>
}

/** A recording HTTP server on loopback that plays the provider API (or an OAuth provider). */
export async function startFakeUpstream(): Promise<FakeUpstream> {
  const routes = new Map<string, FakeHandler>()
  let fallback: FakeHandler = () => ({ status: 404, body: { detail: 'Not found.' } })
  const received: Recorded[] = []
  const toHandler = (h: FakeHandler | FakeReply): FakeHandler =>
    typeof h === 'function' ? h : () => h

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', async () => {
      const recorded: Recorded = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      }
      received.push(recorded)
      const path = recorded.url.split('?')[0]
      const handler = routes.get(`${recorded.method} ${path}`) ?? fallback
      try {
        const reply = await handler(recorded)
        if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs))
        if (res.destroyed) return
        const isJson =
          reply.body !== undefined && typeof reply.body !== 'string' && !Buffer.isBuffer(reply.body)
        res.writeHead(reply.status ?? 200, {
          ...(isJson ? { 'content-type': 'application/json' } : {}),
          ...reply.headers,
        })
        res.end(isJson ? JSON.stringify(reply.body) : (reply.body as string | Buffer | undefined))
      } catch (error) {
        res.writeHead(500, { 'content-type': 'text/plain' })
        res.end(String(error))
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    received,
    on(method, path, handler) {
      routes.set(`${method.toUpperCase()} ${path}`, toHandler(handler))
    },
    fallback(handler) {
      fallback = toHandler(handler)
    },
    reset() {
      routes.clear()
      received.length = 0
      fallback = () => ({ status: 404, body: { detail: 'Not found.' } })
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** The fake provider API and fake OAuth provider of a test file, and the app each test builds. */
export interface ApiAndProvider {
  api: FakeUpstream
  provider: FakeUpstream
  /** Closes `app` after the test (then both fakes are reset); returns it. */
  track<T extends { close(): Promise<unknown> }>(app: T): T
}

/**
 * Starts a fake API and a fake OAuth provider for the file; after each test closes the app the
 * test built and resets both; closes them at the end. Call at the top of a test file.
 */
export function useApiAndProvider(): ApiAndProvider {
  const built: { close(): Promise<unknown> }[] = []
  const fakes = {
    track(app) {
      built.push(app)
      return app
    },
  } as ApiAndProvider
  beforeAll(async () => {
    ;[fakes.api, fakes.provider] = await Promise.all([startFakeUpstream(), startFakeUpstream()])
  })
  afterAll(async () => {
    await Promise.all([fakes.api.close(), fakes.provider.close()])
  })
  afterEach(async () => {
    await Promise.all(built.splice(0).map((app) => app.close()))
    fakes.api.reset()
    fakes.provider.reset()
  })
  return fakes
}
