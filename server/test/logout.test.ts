import type { FastifyInstance } from 'fastify'
import request from 'supertest'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.js'
import { loadConfig } from '../src/config.js'
import { createSealer } from '../src/lib/seal.js'
import { buildTestApp, TEST_SECRET } from './helpers/build.js'
import { startDemo } from './demo-api/helpers.js'
import { startFakeUpstream, type FakeUpstream } from './helpers/fake-upstream.js'
import {
  TEST_TOKEN,
  cookieValue,
  isCleared,
  playProvider,
  setCookieFor,
  signIn,
} from './helpers/session-cookies.js'

const DAY = 24 * 60 * 60 * 1000
let upstream: FakeUpstream
let app: FastifyInstance | undefined
let clock = Date.UTC(2026, 0, 1)

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
  clock = Date.UTC(2026, 0, 1)
})

async function build() {
  // The fake provider never forgets a token: whatever refuses the old cookie is the BFF itself.
  playProvider(upstream)
  upstream.fallback({ body: { results: [] } })
  app = await buildTestApp(upstream.url, {}, { now: () => clock })
  return app
}

const withSession = (session: string) => `jagir_session=${session}`
const whoAmI = (session: string) =>
  request(app!.server).get('/bff/user').set('cookie', withSession(session))
const logout = (session: string) =>
  request(app!.server).post('/bff/logout').set('x-csrf', '1').set('cookie', withSession(session))

/** The Authorization the provider received for one proxied call with this cookie. */
async function proxiedAuthorization(session: string) {
  upstream.received.length = 0
  await request(app!.server).get('/api/v1/jobs/?page=1').set('cookie', withSession(session))
  const call = upstream.received.find((r) => r.url.startsWith('/api/v1/jobs/'))
  expect(call).toBeDefined()
  return call!.headers.authorization
}

describe('logout ends the session (issue 20 finding 7)', () => {
  it('refuses the old cookie afterwards on /bff/user, the proxy and a guarded page', async () => {
    await build()
    const session = await signIn(app!)
    expect((await logout(session)).status).toBe(204)

    const me = await whoAmI(session)
    expect(me.body).toEqual({ user: null })
    expect(isCleared(setCookieFor(me, 'jagir_session'))).toBe(true)
    expect(await proxiedAuthorization(session)).toBeUndefined()
    const page = await request(app!.server)
      .get('/employer/profile/me')
      .set('cookie', withSession(session))
    expect(page.status).toBe(302)
    expect(page.headers.location).toBe('/sign-in?next=%2Femployer%2Fprofile%2Fme')
  })

  it('keeps the session id through the daily renewal: the renewed cookie works, and logout ends both', async () => {
    await build()
    const original = await signIn(app!)
    clock += DAY
    const renewed = cookieValue(setCookieFor(await whoAmI(original), 'jagir_session'))!
    expect(renewed).toBeTruthy()
    expect(renewed).not.toBe(original)
    expect((await whoAmI(renewed)).body.user).toMatchObject({ id: 7 })
    expect(await proxiedAuthorization(renewed)).toBe(`Bearer ${TEST_TOKEN}`)

    await logout(original)
    expect((await whoAmI(renewed)).body).toEqual({ user: null })
    expect(await proxiedAuthorization(renewed)).toBeUndefined()
  })

  it('refuses a copy of the session the proxy has already seen, on the proxy first', async () => {
    // The proxy knows a cookie it has seen without unsealing it again: that memory must still
    // ask the revocations, or a logout made with the other copy would not end this one.
    await build()
    const original = await signIn(app!)
    clock += DAY
    const renewed = cookieValue(setCookieFor(await whoAmI(original), 'jagir_session'))!
    expect(await proxiedAuthorization(renewed)).toBe(`Bearer ${TEST_TOKEN}`)

    await logout(original)
    upstream.received.length = 0
    const answer = await request(app!.server)
      .get('/api/v1/jobs/?page=1')
      .set('cookie', withSession(renewed))
    expect(upstream.received.at(-1)?.headers.authorization).toBeUndefined()
    expect(isCleared(setCookieFor(answer, 'jagir_session'))).toBe(true)
  })

  it("leaves the same user's other session signed in", async () => {
    await build()
    const laptop = await signIn(app!)
    const phone = await signIn(app!)
    await logout(laptop)
    expect((await whoAmI(laptop)).body).toEqual({ user: null })
    expect((await whoAmI(phone)).body.user).toMatchObject({ id: 7 })
    expect(await proxiedAuthorization(phone)).toBe(`Bearer ${TEST_TOKEN}`)
  })

  it('ends a session sealed before session ids existed, and only that one', async () => {
    await build()
    const sealer = createSealer([TEST_SECRET])
    const legacy = (createdAt: number) =>
      sealer.seal({ v: 1, token: TEST_TOKEN, createdAt, renewedAt: createdAt })
    const [first, second] = await Promise.all([legacy(clock - 1000), legacy(clock - 2000)])
    expect((await whoAmI(first)).body.user).toMatchObject({ id: 7 })
    await logout(first)
    expect((await whoAmI(first)).body).toEqual({ user: null })
    expect((await whoAmI(second)).body.user).toMatchObject({ id: 7 })
  })
})

describe('the demo API wiring (issue 20 finding 7: API_LOGOUT_PATH defaults to the demo logout)', () => {
  it('revokes the token at the demo API too when API_URL is unset', async () => {
    const demo = await startDemo()
    // As server.ts does: the config without API_URL, then the demo's URL filled in.
    const config = loadConfig({
      NODE_ENV: 'test',
      SESSION_SECRET: TEST_SECRET,
      LOG_LEVEL: 'silent',
    })
    const bff = await buildApp({ ...config, apiUrl: demo.url }, { logger: false, demoOAuth: true })
    try {
      await bff.ready()
      const res = await request(bff.server)
        .post('/bff/login')
        .set('x-csrf', '1')
        .send({ username: 'employer@jagir.demo', password: 'Demo@12345' })
        .expect(200)
      const session = cookieValue(setCookieFor(res, 'jagir_session'))!
      const sealed = await createSealer([TEST_SECRET]).unseal(session)
      const token = String(sealed?.token)
      const before = await demo.app.inject({
        url: '/api/v1/users/me/',
        headers: { authorization: `Bearer ${token}` },
      })
      expect(before.statusCode).toBe(200)

      await request(bff.server)
        .post('/bff/logout')
        .set('x-csrf', '1')
        .set('cookie', withSession(session))
        .expect(204)
      const after = await demo.app.inject({
        url: '/api/v1/users/me/',
        headers: { authorization: `Bearer ${token}` },
      })
      expect(after.statusCode).toBe(401)
    } finally {
      await bff.close()
      await demo.app.close()
    }
  })
})
