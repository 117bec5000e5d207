import type { FastifyInstance } from 'fastify'
import request from 'supertest'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { meansGetToken } from '../src/routes/auth.js'
import { buildTestApp } from './helpers/build.js'
import { startFakeUpstream, type FakeUpstream } from './helpers/fake-upstream.js'
import {
  TEST_TOKEN,
  TEST_USER,
  cookieValue,
  isCleared,
  playProvider,
  setCookieFor,
  signIn,
} from './helpers/session-cookies.js'

let upstream: FakeUpstream
let app: FastifyInstance | undefined

beforeAll(async () => {
  upstream = await startFakeUpstream()
})
afterAll(async () => {
  await upstream.close()
})
afterEach(async () => {
  await app?.close()
  app = undefined
  upstream.reset()
})

async function build(env: Record<string, string> = {}) {
  app = await buildTestApp(upstream.url, env)
  return app
}

const credentials = { username: 'employer@jagir.demo', password: 'Demo@12345' }
const received = (method: string, path: string) =>
  upstream.received.filter((r) => r.method === method && r.url === path)

describe('POST /bff/login', () => {
  it('signs in: 200 with the user, an httpOnly Lax session cookie, and the token nowhere', async () => {
    playProvider(upstream)
    const res = await request((await build()).server)
      .post('/bff/login')
      .set('x-csrf', '1')
      .send(credentials)
    expect(res.status).toBe(200)
    expect(res.body.user).toMatchObject({
      id: 7,
      full_name: 'Sita Sharma',
      employer_profile: { id: 3 },
    })
    const cookie = setCookieFor(res, 'jagir_session')
    expect(cookie).toMatch(/; HttpOnly/)
    expect(cookie).toMatch(/; SameSite=Lax/)
    expect(cookie).toMatch(/; Path=\//)
    expect(cookie).not.toMatch(/; Secure/)
    expect(cookie).toMatch(/; Max-Age=1209600/)
    expect(res.text).not.toContain(TEST_TOKEN)
    expect(JSON.stringify(res.headers)).not.toContain(TEST_TOKEN)
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('marks the cookie Secure (and __Host-) when PUBLIC_URL is https', async () => {
    playProvider(upstream)
    const res = await request((await build({ PUBLIC_URL: 'https://jagir.example' })).server)
      .post('/bff/login')
      .set('x-csrf', '1')
      .send(credentials)
      .expect(200)
    expect(setCookieFor(res, '__Host-jagir_session')).toMatch(/; Secure/)
  })

  it('forwards the credentials byte for byte with Accept-Language from the locale cookie', async () => {
    playProvider(upstream)
    const raw = '{"password": "Demo@12345",  "username":"+9779800000000", "remember": true}'
    await request((await build()).server)
      .post('/bff/login')
      .set('x-csrf', '1')
      .set('content-type', 'application/json')
      .set('cookie', 'locale=en')
      .set('accept-language', 'fr')
      .send(raw)
      .expect(200)
    const [getToken] = received('POST', '/api/v1/auth/get-token/')
    expect(getToken?.body).toBe(raw)
    expect(getToken?.headers['accept-language']).toBe('en')
    expect(getToken?.headers['content-type']).toBe('application/json')
    expect(getToken?.headers.cookie).toBeUndefined()
    const [me] = received('GET', '/api/v1/users/me/')
    expect(me?.headers.authorization).toBe(`Bearer ${TEST_TOKEN}`)
    expect(me?.headers['accept-language']).toBe('en')
  })

  it('speaks Nepali upstream without a locale cookie, or with one that is neither en nor ne', async () => {
    playProvider(upstream)
    const server = (await build()).server
    await request(server).post('/bff/login').set('x-csrf', '1').send(credentials).expect(200)
    await request(server)
      .post('/bff/login')
      .set('x-csrf', '1')
      .set('cookie', 'locale=fr')
      .send(credentials)
      .expect(200)
    expect(
      received('POST', '/api/v1/auth/get-token/').map((r) => r.headers['accept-language']),
    ).toEqual(['ne', 'ne'])
  })

  it.each([400, 401])(
    'passes an upstream %i through with its body and sets no cookie',
    async (status) => {
      const body = { non_field_errors: ['Unable to log in with provided credentials.'] }
      upstream.on('POST', '/api/v1/auth/get-token/', { status, body })
      const res = await request((await build()).server)
        .post('/bff/login')
        .set('x-csrf', '1')
        .send(credentials)
      expect(res.status).toBe(status)
      expect(res.body).toEqual(body)
      expect(res.headers['set-cookie']).toBeUndefined()
      expect(received('GET', '/api/v1/users/me/')).toHaveLength(0)
    },
  )

  it.each([
    ['an empty body', 'application/json', ''],
    ['broken JSON', 'application/json', '{"username": '],
    ['a JSON array', 'application/json', '["employer@jagir.demo"]'],
    ['a form body', 'application/x-www-form-urlencoded', 'username=a&password=b'],
    ['plain text', 'text/plain', 'hello'],
  ])('answers 400 {detail} for %s and calls nobody', async (_name, type, body) => {
    const res = await request((await build()).server)
      .post('/bff/login')
      .set('x-csrf', '1')
      .set('content-type', type)
      .send(body)
    expect(res.status).toBe(400)
    expect(typeof res.body.detail).toBe('string')
    expect(upstream.received).toHaveLength(0)
  })

  it('answers 413 {detail} for credentials over 16 KiB, calling nobody', async () => {
    const res = await request((await build()).server)
      .post('/bff/login')
      .set('x-csrf', '1')
      .send({ username: 'x', password: 'p'.repeat(20_000) })
    expect(res.status).toBe(413)
    expect(typeof res.body.detail).toBe('string')
    expect(upstream.received).toHaveLength(0)
  })

  it('answers 400 when no body is sent at all', async () => {
    const res = await request((await build()).server)
      .post('/bff/login')
      .set('x-csrf', '1')
    expect(res.status).toBe(400)
    expect(typeof res.body.detail).toBe('string')
  })

  it('answers 502 when get-token succeeds without a token, with no cookie', async () => {
    upstream.on('POST', '/api/v1/auth/get-token/', { body: { detail: 'ok' } })
    const res = await request((await build()).server)
      .post('/bff/login')
      .set('x-csrf', '1')
      .send(credentials)
    expect(res.status).toBe(502)
    expect(typeof res.body.detail).toBe('string')
    expect(res.headers['set-cookie']).toBeUndefined()
  })

  it.each([
    [500, { detail: 'boom' }],
    [401, { detail: 'Invalid token.' }],
    [200, 'not json'],
  ])(
    'answers 502 when users/me answers %i after a good get-token, with no cookie',
    async (status, body) => {
      upstream.on('POST', '/api/v1/auth/get-token/', { body: { token: TEST_TOKEN } })
      upstream.on('GET', '/api/v1/users/me/', { status, body })
      const res = await request((await build()).server)
        .post('/bff/login')
        .set('x-csrf', '1')
        .send(credentials)
      expect(res.status).toBe(502)
      expect(res.text).not.toContain(TEST_TOKEN)
      expect(res.headers['set-cookie']).toBeUndefined()
    },
  )

  it('answers 502 {detail} when the provider is unreachable', async () => {
    const down = await startFakeUpstream()
    await down.close()
    app = await buildTestApp(down.url)
    const res = await request(app.server).post('/bff/login').set('x-csrf', '1').send(credentials)
    expect(res.status).toBe(502)
    expect(typeof res.body.detail).toBe('string')
  })
})

describe('POST /api/v1/auth/get-token/ (handled exactly as /bff/login, never proxied raw)', () => {
  it('sets the session and answers the user, never the token', async () => {
    playProvider(upstream)
    const res = await request((await build()).server)
      .post('/api/v1/auth/get-token/')
      .set('x-csrf', '1')
      .send(credentials)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ user: expect.objectContaining({ id: 7 }) })
    expect(res.text).not.toContain(TEST_TOKEN)
    expect(cookieValue(setCookieFor(res, 'jagir_session'))).toBeTruthy()
  })

  it('passes a 400 through without a cookie', async () => {
    upstream.on('POST', '/api/v1/auth/get-token/', {
      status: 400,
      body: { password: ['This field is required.'] },
    })
    const res = await request((await build()).server)
      .post('/api/v1/auth/get-token/')
      .set('x-csrf', '1')
      .send({ username: 'x' })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ password: ['This field is required.'] })
    expect(res.headers['set-cookie']).toBeUndefined()
  })
})

describe('login CSRF', () => {
  it.each(['/bff/login', '/api/v1/auth/get-token/'])(
    'refuses %s without X-CSRF: 403, upstream untouched',
    async (path) => {
      playProvider(upstream)
      const res = await request((await build()).server)
        .post(path)
        .send(credentials)
      expect(res.status).toBe(403)
      expect(typeof res.body.detail).toBe('string')
      expect(res.headers['set-cookie']).toBeUndefined()
      expect(upstream.received).toHaveLength(0)
    },
  )

  it('refuses a foreign Origin: 403, upstream untouched', async () => {
    playProvider(upstream)
    const res = await request((await build()).server)
      .post('/bff/login')
      .set('x-csrf', '1')
      .set('origin', 'https://evil.example')
      .send(credentials)
    expect(res.status).toBe(403)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(upstream.received).toHaveLength(0)
  })

  it('accepts our own Origin', async () => {
    playProvider(upstream)
    await request((await build()).server)
      .post('/bff/login')
      .set('x-csrf', '1')
      .set('origin', 'http://localhost:3000')
      .send(credentials)
      .expect(200)
  })
})

describe('login rate limit (20 a minute per client address)', () => {
  // Each attempt names another account, so only the per-address limit is at work here (the
  // per-account one is tested in login-throttle.test.ts).
  let accounts = 0
  const attempt = (server: FastifyInstance['server'], path: string, ip?: string) => {
    const req = request(server).post(path).set('x-csrf', '1')
    if (ip) req.set('x-forwarded-for', ip)
    return req.send({ ...credentials, username: `user${accounts++}@jagir.demo` })
  }

  it('answers 429 {detail} with Retry-After on the 21st attempt, over both login paths', async () => {
    upstream.on('POST', '/api/v1/auth/get-token/', {
      status: 400,
      body: { non_field_errors: ['Wrong.'] },
    })
    const server = (await build()).server
    for (let i = 0; i < 20; i++) {
      const res = await attempt(server, i % 2 ? '/bff/login' : '/api/v1/auth/get-token/')
      expect(res.status).toBe(400)
    }
    const res = await attempt(server, '/bff/login')
    expect(res.status).toBe(429)
    expect(res.body.detail).toMatch(/^धेरै पटक लग इन गर्न खोजियो। [०-९]+ सेकेन्डपछि/)
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    const english = await attempt(server, '/bff/login').set('cookie', 'locale=en')
    expect(english.body.detail).toMatch(/^Too many sign-in attempts. Try again in \d+ seconds?\.$/)
    expect((await attempt(server, '/api/v1/auth/get-token/')).status).toBe(429)
    expect(received('POST', '/api/v1/auth/get-token/')).toHaveLength(20)
  })

  it('counts each client address on its own (TRUST_PROXY set)', async () => {
    upstream.on('POST', '/api/v1/auth/get-token/', {
      status: 400,
      body: { non_field_errors: ['Wrong.'] },
    })
    const server = (await build({ TRUST_PROXY: 'true' })).server
    for (let i = 0; i < 20; i++) await attempt(server, '/bff/login', '203.0.113.9')
    expect((await attempt(server, '/bff/login', '203.0.113.9')).status).toBe(429)
    expect((await attempt(server, '/bff/login', '198.51.100.4')).status).toBe(400)
  })

  it('does not limit the current-user lookup', async () => {
    const server = (await build()).server
    for (let i = 0; i < 25; i++) await request(server).get('/bff/user').expect(200)
  })
})

describe('GET /bff/user', () => {
  it('answers {user: null} without a session, and calls nobody', async () => {
    const res = await request((await build()).server).get('/bff/user')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ user: null })
    expect(res.headers['cache-control']).toBe('no-store')
    expect(upstream.received).toHaveLength(0)
  })

  it('answers the user of the session, asking the provider with the bearer and the locale', async () => {
    playProvider(upstream)
    const server = (await build()).server
    const session = await signIn(app!)
    upstream.received.length = 0
    const res = await request(server)
      .get('/bff/user')
      .set('cookie', `jagir_session=${session}; locale=en`)
    expect(res.status).toBe(200)
    expect(res.body.user).toMatchObject({
      full_name: TEST_USER.full_name,
      is_purchase_available: true,
    })
    expect(res.text).not.toContain(TEST_TOKEN)
    expect(upstream.received[0]?.headers.authorization).toBe(`Bearer ${TEST_TOKEN}`)
    expect(upstream.received[0]?.headers['accept-language']).toBe('en')
  })

  it('clears the session and answers {user: null} when the provider answers 401', async () => {
    playProvider(upstream)
    const server = (await build()).server
    const session = await signIn(app!)
    upstream.on('GET', '/api/v1/users/me/', { status: 401, body: { detail: 'Token expired.' } })
    const res = await request(server).get('/bff/user').set('cookie', `jagir_session=${session}`)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ user: null })
    expect(isCleared(setCookieFor(res, 'jagir_session'))).toBe(true)
  })

  it('answers 502 {detail} when the provider fails, keeping the session', async () => {
    playProvider(upstream)
    const server = (await build()).server
    const session = await signIn(app!)
    upstream.on('GET', '/api/v1/users/me/', { status: 503, body: { detail: 'maintenance' } })
    const res = await request(server).get('/bff/user').set('cookie', `jagir_session=${session}`)
    expect(res.status).toBe(502)
    expect(typeof res.body.detail).toBe('string')
    expect(setCookieFor(res, 'jagir_session')).toBeUndefined()
  })

  it('answers 504 {detail} when the provider is slower than UPSTREAM_TIMEOUT_MS', async () => {
    playProvider(upstream)
    const server = (await build({ UPSTREAM_TIMEOUT_MS: '300' })).server
    const session = await signIn(app!)
    upstream.on('GET', '/api/v1/users/me/', { body: TEST_USER, delayMs: 2000 })
    const res = await request(server).get('/bff/user').set('cookie', `jagir_session=${session}`)
    expect(res.status).toBe(504)
    expect(typeof res.body.detail).toBe('string')
  })
})

describe('POST /bff/logout (the logout call only if one exists, failures ignored)', () => {
  it('without API_LOGOUT_PATH: 204, cookie cleared, the provider is not called', async () => {
    playProvider(upstream)
    const server = (await build()).server
    const session = await signIn(app!)
    upstream.received.length = 0
    const res = await request(server)
      .post('/bff/logout')
      .set('x-csrf', '1')
      .set('cookie', `jagir_session=${session}`)
    expect(res.status).toBe(204)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(isCleared(setCookieFor(res, 'jagir_session'))).toBe(true)
    expect(upstream.received).toHaveLength(0)
  })

  it('with API_LOGOUT_PATH: calls it with the bearer, then 204 and cookie cleared', async () => {
    playProvider(upstream)
    upstream.on('POST', '/api/v1/auth/logout/', { status: 200, body: { detail: 'bye' } })
    const server = (await build({ API_LOGOUT_PATH: '/api/v1/auth/logout/' })).server
    const session = await signIn(app!)
    const res = await request(server)
      .post('/bff/logout')
      .set('x-csrf', '1')
      .set('cookie', `jagir_session=${session}`)
    expect(res.status).toBe(204)
    expect(isCleared(setCookieFor(res, 'jagir_session'))).toBe(true)
    const [call] = received('POST', '/api/v1/auth/logout/')
    expect(call?.headers.authorization).toBe(`Bearer ${TEST_TOKEN}`)
  })

  it.each([
    ['answers 500', { status: 500, body: 'boom' }],
    ['refuses the token', { status: 401, body: { detail: 'Invalid token.' } }],
  ])('ignores an upstream logout that %s', async (_name, reply) => {
    playProvider(upstream)
    upstream.on('POST', '/api/v1/auth/logout/', reply)
    const server = (await build({ API_LOGOUT_PATH: '/api/v1/auth/logout/' })).server
    const session = await signIn(app!)
    const res = await request(server)
      .post('/bff/logout')
      .set('x-csrf', '1')
      .set('cookie', `jagir_session=${session}`)
    expect(res.status).toBe(204)
    expect(isCleared(setCookieFor(res, 'jagir_session'))).toBe(true)
  })

  it('ignores an upstream logout that times out', async () => {
    playProvider(upstream)
    upstream.on('POST', '/api/v1/auth/logout/', { status: 200, delayMs: 2000 })
    const server = (
      await build({ API_LOGOUT_PATH: '/api/v1/auth/logout/', UPSTREAM_TIMEOUT_MS: '200' })
    ).server
    const session = await signIn(app!)
    const res = await request(server)
      .post('/bff/logout')
      .set('x-csrf', '1')
      .set('cookie', `jagir_session=${session}`)
    expect(res.status).toBe(204)
  })

  it('answers 204 without a session, calling nobody', async () => {
    const res = await request((await build({ API_LOGOUT_PATH: '/api/v1/auth/logout/' })).server)
      .post('/bff/logout')
      .set('x-csrf', '1')
    expect(res.status).toBe(204)
    expect(upstream.received).toHaveLength(0)
  })

  it('needs X-CSRF', async () => {
    const res = await request((await build()).server).post('/bff/logout')
    expect(res.status).toBe(403)
  })
})

describe('Cache-Control: no-store on /bff/*', () => {
  it.each([
    ['GET', '/bff/user'],
    ['GET', '/bff/config'],
    ['POST', '/bff/logout'],
    ['POST', '/bff/login'],
  ])('%s %s carries no-store, refusals included', async (method, path) => {
    const server = (await build()).server
    const withCsrf =
      method === 'GET' ? request(server).get(path) : request(server).post(path).set('x-csrf', '1')
    expect((await withCsrf).headers['cache-control']).toBe('no-store')
    if (method === 'POST') {
      expect((await request(server).post(path)).headers['cache-control']).toBe('no-store')
    }
  })
})

describe('the provider token never reaches the browser (get-token is never proxied raw)', () => {
  it.each([
    '/api/v1/auth/get-token/',
    '/api/v1/auth/get-token',
    '/api/v1/auth/get-token/?format=json',
    '/api/v1/auth/get%2Dtoken/',
    '/api/v1/auth/%67et-token/',
    '/api/v1/auth//get-token/',
    '/api/v1//auth/get-token/',
    '/api/v1/auth/get-token//',
    '/api/v1/auth/./get-token/',
    '/api/v1/auth/GET-TOKEN/',
    '/api/v1/auth/x/../get-token/',
    '/api/v1/auth/get-token/;jsessionid=1',
  ])('POST %s', async (path) => {
    // A provider that, like many, decodes and normalises the path before routing it.
    upstream.fallback((req) => {
      const clean = decodeURIComponent(req.url.split('?')[0]!)
        .replace(/\/+/g, '/')
        .replace(/\/\.\//g, '/')
      if (req.method === 'POST' && /^\/api\/v1\/auth\/get-token\/?$/.test(clean)) {
        return { body: { token: TEST_TOKEN } }
      }
      if (clean === '/api/v1/users/me/') return { body: TEST_USER }
      return { status: 404, body: { detail: 'Not found.' } }
    })
    const res = await request((await build()).server)
      .post(path)
      .set('x-csrf', '1')
      .send(credentials)
    expect(res.status).toBeLessThan(500)
    expect(res.text).not.toContain(TEST_TOKEN)
    expect(JSON.stringify(res.headers)).not.toContain(TEST_TOKEN)
  })
})

describe('meansGetToken', () => {
  it('leaves the other auth paths to the proxy', () => {
    expect(meansGetToken('/api/v1/auth/get-token-info/')).toBe(false)
    expect(meansGetToken('/api/v1/auth/change-password/')).toBe(false)
    expect(meansGetToken('/api/v1/users/me/')).toBe(false)
    expect(meansGetToken('/api/v1/auth/%E0%A4%/')).toBe(false)
  })
})
