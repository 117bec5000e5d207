import type { FastifyInstance } from 'fastify'
import { createServer, request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import request from 'supertest'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createSealer } from '../src/lib/seal.js'
import { buildTestApp, TEST_SECRET } from './helpers/build.js'
import { startFakeUpstream, type FakeUpstream } from './helpers/fake-upstream.js'
import { rawRequest } from './helpers/raw-http.js'

const DAY_MS = 24 * 60 * 60 * 1000

/** A session cookie as a login would have set it (optionally sealed some days ago). */
async function sessionCookie(token = 'tok-abc', sealedAgoMs = 0): Promise<string> {
  const at = Date.now() - sealedAgoMs
  const sealed = await createSealer([TEST_SECRET]).seal({
    v: 1,
    token,
    createdAt: at,
    renewedAt: at,
  })
  return `jagir_session=${sealed}`
}

/** Every Set-Cookie of an answer, as one string. */
function setCookies(res: { headers: Record<string, unknown> }): string {
  return ([] as unknown[]).concat(res.headers['set-cookie'] ?? []).join('\n')
}

let fake: FakeUpstream
let app: FastifyInstance

async function start(env: Record<string, string> = {}): Promise<void> {
  app = await buildTestApp(fake.url, env)
  await app.listen({ port: 0, host: '127.0.0.1' })
}

beforeEach(async () => {
  fake = await startFakeUpstream()
  fake.fallback({ status: 200, body: { results: [] } })
})

afterEach(async () => {
  await app?.close()
  await fake.close()
})

describe('Proxy: same method, path, query and body to API_URL', () => {
  beforeEach(() => start())

  it('forwards a GET with its path and query untouched and passes the answer back', async () => {
    fake.on('GET', '/api/v1/common/district/', {
      status: 200,
      headers: { 'x-total-count': '77', etag: '"d1"' },
      body: { count: 1, results: [{ id: 27, name: 'Kathmandu' }] },
    })
    const res = await request(app.server).get(
      '/api/v1/common/district/?search=%E0%A4%95&limit=20&x=a+b',
    )
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ count: 1, results: [{ id: 27, name: 'Kathmandu' }] })
    expect(res.headers['x-total-count']).toBe('77')
    expect(res.headers.etag).toBe('"d1"')
    expect(fake.received).toHaveLength(1)
    expect(fake.received[0]).toMatchObject({
      method: 'GET',
      url: '/api/v1/common/district/?search=%E0%A4%95&limit=20&x=a+b',
    })
  })

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
    'forwards a %s body byte for byte (no JSON re-parse)',
    async (method) => {
      const body = '{"title":  "Cook" ,"salary": 1.50, "title": "dup"}'
      fake.fallback((req) => ({
        status: method === 'POST' ? 201 : 200,
        body: { echoed: req.body.length },
      }))
      const agent = request(app.server)
      const res = await agent[method.toLowerCase() as 'post'](
        '/api/v1/common/job-benefit/7/?draft=1',
      )
        .set('X-CSRF', '1')
        .set('Content-Type', 'application/json')
        .send(body)
      expect(res.status).toBe(method === 'POST' ? 201 : 200)
      expect(fake.received[0]).toMatchObject({
        method,
        url: '/api/v1/common/job-benefit/7/?draft=1',
        body,
      })
      expect(fake.received[0]!.headers['content-type']).toBe('application/json')
      expect(fake.received[0]!.headers['content-length']).toBe(String(Buffer.byteLength(body)))
    },
  )

  it.each([
    ['application/x-www-form-urlencoded', 'a=1&b=%20'],
    ['text/plain; charset=utf-8', 'नमस्ते'],
    ['application/octet-stream', '\u0000\u0001binary'],
  ])('forwards a %s body as it came', async (type, body) => {
    const res = await request(app.server)
      .post('/api/v1/common/job-benefit/')
      .set('X-CSRF', '1')
      .set('Content-Type', type)
      .send(body)
    expect(res.status).toBe(200)
    expect(fake.received[0]).toMatchObject({ body })
    expect(fake.received[0]!.headers['content-type']).toBe(type)
  })

  it('forwards a chunked request body whole, with its length', async () => {
    const res = await rawRequest(app, {
      method: 'POST',
      path: '/api/v1/common/locations/',
      headers: { 'x-csrf': '1', 'content-type': 'application/json' },
      body: [Buffer.from('{"question":'), Buffer.from('"Why?"}')],
    })
    expect(res.status).toBe(200)
    expect(fake.received[0]!.body).toBe('{"question":"Why?"}')
    expect(fake.received[0]!.headers['content-length']).toBe('19')
    expect(fake.received[0]!.headers['transfer-encoding']).toBeUndefined()
  })

  it('forwards HEAD as HEAD and OPTIONS as OPTIONS', async () => {
    expect((await request(app.server).head('/api/v1/job/abc/')).status).toBe(200)
    expect((await request(app.server).options('/api/v1/job/abc/')).status).toBe(200)
    expect(fake.received.map((r) => r.method)).toEqual(['HEAD', 'OPTIONS'])
  })

  it('never forwards TRACE (it would echo the injected token back)', async () => {
    const res = await rawRequest(app, { method: 'TRACE', path: '/api/v1/job/abc/' })
    expect(res.status).toBe(404)
    expect(fake.received).toHaveLength(0)
  })

  it('passes the upstream status and body on, errors included', async () => {
    fake.on('POST', '/api/v1/payment/wishlist-item/', {
      status: 429,
      headers: { 'retry-after': '30' },
      body: { detail: 'Request was throttled.' },
    })
    const res = await request(app.server)
      .post('/api/v1/payment/wishlist-item/')
      .set('X-CSRF', '1')
      .send({})
    expect(res.status).toBe(429)
    expect(res.headers['retry-after']).toBe('30')
    expect(res.body).toEqual({ detail: 'Request was throttled.' })
  })
})

describe('Proxy: Authorization from the session, never from the browser', () => {
  beforeEach(() => start())

  it('sets Authorization: Bearer <token> when there is a session', async () => {
    await request(app.server)
      .get('/api/v1/users/me/')
      .set('Cookie', await sessionCookie('tok-123'))
    expect(fake.received[0]!.headers.authorization).toBe('Bearer tok-123')
  })

  it("drops the browser's Authorization and Cookie headers", async () => {
    const withSession = `${await sessionCookie('tok-123')}; locale=en; other=1`
    await request(app.server)
      .get('/api/v1/users/me/')
      .set('Authorization', 'Bearer forged')
      .set('Cookie', withSession)
    await request(app.server)
      .get('/api/v1/users/me/')
      .set('Authorization', 'Bearer forged')
      .set('Cookie', 'other=1')
    const [withOne, without] = fake.received
    expect(withOne!.headers.authorization).toBe('Bearer tok-123')
    expect(withOne!.headers.cookie).toBeUndefined()
    expect(without!.headers.authorization).toBeUndefined()
    expect(without!.headers.cookie).toBeUndefined()
  })

  it('treats a tampered session cookie as no session, and clears it', async () => {
    const res = await request(app.server)
      .get('/api/v1/users/me/')
      .set('Cookie', 'jagir_session=not-a-seal')
    expect(fake.received[0]!.headers.authorization).toBeUndefined()
    expect(setCookies(res)).toMatch(/jagir_session=;/)
  })

  it('renews a day-old session on use (the new seal reaches the browser)', async () => {
    const res = await request(app.server)
      .get('/api/v1/users/me/')
      .set('Cookie', await sessionCookie('tok-old', 2 * DAY_MS))
    expect(res.status).toBe(200)
    expect(fake.received[0]!.headers.authorization).toBe('Bearer tok-old')
    expect(setCookies(res)).toMatch(/jagir_session=[^;]{20,};.*Max-Age=12096\d\d/)
  })
})

describe('Proxy: Accept-Language is the locale cookie, en or ne, else ne', () => {
  beforeEach(() => start())

  it.each([
    ['locale=en', 'ne-NP,ne;q=0.9', 'en'],
    ['locale=ne', 'en-US,en;q=0.9', 'ne'],
    ['locale=fr', 'en', 'ne'],
    ['locale=EN', 'en', 'ne'],
    [undefined, 'en-US,en;q=0.9', 'ne'],
  ])('cookie %s with the browser asking for %s sends %s', async (cookie, browser, expected) => {
    const req = request(app.server).get('/api/v1/job/abc/').set('Accept-Language', browser)
    await (cookie ? req.set('Cookie', cookie) : req)
    expect(fake.received[0]!.headers['accept-language']).toBe(expected)
  })
})

describe('Proxy: hop-by-hop headers and X-CSRF are dropped', () => {
  beforeEach(() => start())

  it('drops Connection, Keep-Alive, TE, Upgrade, Proxy-Authorization, X-CSRF and what Connection names', async () => {
    await rawRequest(app, {
      method: 'POST',
      path: '/api/v1/common/locations/',
      headers: {
        connection: 'keep-alive, X-Hop-One, x-hop-two',
        'keep-alive': 'timeout=5',
        te: 'trailers',
        upgrade: 'websocket',
        'proxy-authorization': 'Basic Zm9vOmJhcg==',
        'proxy-connection': 'keep-alive',
        'x-hop-one': '1',
        'x-hop-two': '2',
        'x-csrf': '1',
        'x-end-to-end': 'kept',
        'content-type': 'application/json',
      },
      body: '{}',
    })
    const headers = fake.received[0]!.headers
    for (const name of [
      'keep-alive',
      'te',
      'upgrade',
      'proxy-authorization',
      'proxy-connection',
      'x-hop-one',
      'x-hop-two',
      'x-csrf',
    ]) {
      expect(headers[name], name).toBeUndefined()
    }
    expect(headers.connection).not.toMatch(/hop/i)
    expect(headers['x-end-to-end']).toBe('kept')
    expect(headers.host).toBe(new URL(fake.url).host)
  })

  it('never lets a header named in Connection remove the injected Authorization or Accept-Language', async () => {
    await rawRequest(app, {
      path: '/api/v1/users/me/',
      headers: {
        connection: 'keep-alive, Authorization, Accept-Language, Cookie',
        cookie: `${await sessionCookie('tok-kept')}; locale=en`,
        'accept-language': 'ne',
      },
    })
    expect(fake.received[0]!.headers.authorization).toBe('Bearer tok-kept')
    expect(fake.received[0]!.headers['accept-language']).toBe('en')
  })
})

describe('Proxy: the answer', () => {
  beforeEach(() => start())

  it('strips Set-Cookie and hop-by-hop headers from the answer', async () => {
    fake.fallback({
      status: 200,
      headers: {
        'set-cookie': ['sessionid=provider; Path=/', 'csrftoken=x'],
        connection: 'keep-alive, X-Upstream-Hop',
        'keep-alive': 'timeout=30',
        'x-upstream-hop': 'secret',
        'x-request-id': 'r-1',
      },
      body: { ok: true },
    })
    const res = await request(app.server).get('/api/v1/job/abc/')
    expect(res.headers['set-cookie']).toBeUndefined()
    expect(res.headers['x-upstream-hop']).toBeUndefined()
    expect(res.headers['keep-alive']).toBeUndefined()
    expect(res.headers['x-request-id']).toBe('r-1')
    expect(res.body).toEqual({ ok: true })
  })

  it('answers with Cache-Control: no-store when there is a session, whatever the upstream said', async () => {
    fake.fallback({ status: 200, headers: { 'cache-control': 'public, max-age=600' }, body: [] })
    const signedIn = await request(app.server)
      .get('/api/v1/job/abc/')
      .set('Cookie', await sessionCookie())
    const anonymous = await request(app.server).get('/api/v1/job/abc/')
    expect(signedIn.headers['cache-control']).toBe('no-store')
    expect(anonymous.headers['cache-control']).toBe('public, max-age=600')
  })

  it('upstream 401: passes the 401 on and clears the session cookie', async () => {
    fake.fallback({ status: 401, body: { detail: 'Invalid token.' } })
    const res = await request(app.server)
      .get('/api/v1/users/me/')
      .set('Cookie', await sessionCookie())
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ detail: 'Invalid token.' })
    const cleared = setCookies(res)
    expect(cleared).toMatch(/jagir_session=;/)
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/)
  })

  it("turns a redirect to the provider's own /api/v1/ into a local one; leaves others alone", async () => {
    fake.on('GET', '/api/v1/job/abc', {
      status: 301,
      headers: { location: `${fake.url}/api/v1/job/abc/?x=1` },
    })
    fake.on('GET', '/api/v1/payment/go/', {
      status: 302,
      headers: { location: 'https://pay.example/checkout' },
    })
    const local = await request(app.server).get('/api/v1/job/abc')
    const away = await request(app.server).get('/api/v1/payment/go/')
    expect(local.status).toBe(301)
    expect(local.headers.location).toBe('/api/v1/job/abc/?x=1')
    expect(away.headers.location).toBe('https://pay.example/checkout')
  })

  it('carries the API security headers, on forwarded answers and refusals alike', async () => {
    const forwarded = await request(app.server).get('/api/v1/job/abc/')
    const refused = await request(app.server).get('/api/v1/%2e%2e/x')
    for (const res of [forwarded, refused]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      )
    }
  })
})

describe('Proxy: a path with .. or encoded slashes is a 400, never forwarded', () => {
  beforeEach(() => start())

  it.each([
    '/api/v1/../x',
    '/api/v1/../../etc/passwd',
    '/api/v1/jobs/..',
    '/api/v1/%2e%2e/x',
    '/api/v1/%2E%2e/',
    '/api/v1/.%2E/x',
    '/api/v1/%2e./users/me/',
    '/api/v1/a%2fb',
    '/api/v1/a%2F..%2Fb',
    '/api/v1/..%5cx',
    '/api/v1/a%5Cb',
    '/api/v1/a\\..\\b',
    '/api/v1/a\\b',
    '/api/v1/%252e%252e/x',
  ])('%s', async (path) => {
    const get = await rawRequest(app, { path })
    const post = await rawRequest(app, {
      method: 'POST',
      path,
      headers: { 'x-csrf': '1' },
      body: '{}',
    })
    for (const res of [get, post]) {
      expect(res.status).toBe(400)
      expect(JSON.parse(res.body)).toEqual({ detail: expect.any(String) })
    }
    expect(fake.received).toHaveLength(0)
  })

  it('refuses overlong UTF-8 dots (the router rejects the malformed encoding first)', async () => {
    const res = await rawRequest(app, { path: '/api/v1/%c0%ae%c0%ae/x' })
    expect(res.status).toBe(400)
    expect(fake.received).toHaveLength(0)
  })

  it('refuses an absolute-form target rather than forwarding it', async () => {
    const res = await rawRequest(app, { path: 'http://evil.example/api/v1/users/me/' })
    expect(res.status).toBe(400)
    expect(fake.received).toHaveLength(0)
  })

  it('leaves the query alone: dots and encoded slashes there are data', async () => {
    const res = await rawRequest(app, { path: '/api/v1/common/skills/?search=..%2F..&next=%5C' })
    expect(res.status).toBe(200)
    expect(fake.received[0]!.url).toBe('/api/v1/common/skills/?search=..%2F..&next=%5C')
  })
})

describe('Proxy: body over 1 MiB is a 413, nothing forwarded', () => {
  beforeEach(() => start())
  const MiB = 1024 * 1024

  it('refuses a declared length over 1 MiB', async () => {
    const res = await rawRequest(app, {
      method: 'POST',
      path: '/api/v1/common/job-benefit/',
      headers: {
        'x-csrf': '1',
        'content-type': 'application/json',
        'content-length': String(MiB + 1),
      },
      body: Buffer.alloc(MiB + 1, 0x20),
    })
    expect(res.status).toBe(413)
    expect(JSON.parse(res.body)).toEqual({ detail: expect.any(String) })
    expect(fake.received).toHaveLength(0)
  })

  it('refuses a chunked body that grows past 1 MiB', async () => {
    const res = await rawRequest(app, {
      method: 'PUT',
      path: '/api/v1/common/job-benefit/7/',
      headers: { 'x-csrf': '1', 'content-type': 'text/plain' },
      body: [Buffer.alloc(MiB / 2, 0x61), Buffer.alloc(MiB / 2, 0x62), Buffer.alloc(16, 0x63)],
    })
    expect(res.status).toBe(413)
    expect(fake.received).toHaveLength(0)
  })

  it('forwards a body of exactly 1 MiB', async () => {
    const res = await request(app.server)
      .post('/api/v1/common/job-benefit/')
      .set('X-CSRF', '1')
      .set('Content-Type', 'text/plain')
      .send('x'.repeat(MiB))
    expect(res.status).toBe(200)
    expect(fake.received[0]!.body).toHaveLength(MiB)
  })
})

describe('Proxy: answers are streamed', () => {
  it('lets go of the upstream when the client leaves in the middle of an endless answer', async () => {
    let upstreamClosed!: () => void
    const closed = new Promise<void>((resolve) => (upstreamClosed = resolve))
    const endless = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/octet-stream' })
      const chunk = Buffer.alloc(64 * 1024, 0x61)
      const timer = setInterval(() => res.write(chunk), 5)
      res.on('close', () => {
        clearInterval(timer)
        upstreamClosed()
      })
    })
    await new Promise<void>((resolve) => endless.listen(0, '127.0.0.1', resolve))
    try {
      app = await buildTestApp(`http://127.0.0.1:${(endless.address() as AddressInfo).port}`)
      await app.listen({ port: 0, host: '127.0.0.1' })
      const { port } = app.server.address() as AddressInfo
      // The first bytes arrive before the upstream has finished: nothing waits for the whole answer.
      await new Promise<void>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, path: '/api/v1/export/' }, (res) => {
          expect(res.statusCode).toBe(200)
          res.once('data', () => {
            req.destroy()
            resolve()
          })
        })
        req.on('error', reject).end()
      })
      await closed
    } finally {
      endless.closeAllConnections()
      await new Promise((resolve) => endless.close(resolve))
    }
  })
})

describe('Proxy: upstream failures', () => {
  it('upstream unreachable: 502 {detail}', async () => {
    await start()
    await fake.close()
    const res = await request(app.server).get('/api/v1/job/abc/')
    expect(res.status).toBe(502)
    expect(res.body).toEqual({ detail: expect.any(String) })
  })

  it('upstream slower than UPSTREAM_TIMEOUT_MS: 504 {detail}', async () => {
    await start({ UPSTREAM_TIMEOUT_MS: '200' })
    fake.fallback({ status: 200, body: {}, delayMs: 1500 })
    const res = await request(app.server)
      .get('/api/v1/job/abc/')
      .set('Cookie', await sessionCookie())
    expect(res.status).toBe(504)
    expect(res.body).toEqual({ detail: expect.any(String) })
  })
})

describe('Proxy: oversize request headers', () => {
  beforeEach(() => start())

  it('answers 431 (Node refuses headers over 16 KiB) and forwards nothing', async () => {
    const res = await rawRequest(app, {
      path: '/api/v1/job/abc/',
      headers: { 'x-big': 'a'.repeat(20_000) },
    })
    expect(res.status).toBe(431)
    expect(fake.received).toHaveLength(0)
  })
})
