import type { FastifyInstance } from 'fastify'
import request from 'supertest'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createSealer } from '../src/lib/seal.js'
import { buildTestApp, TEST_SECRET } from './helpers/build.js'
import { startFakeUpstream, type FakeUpstream } from './helpers/fake-upstream.js'
import {
  TEST_TOKEN,
  cookieValue,
  isCleared,
  playProvider,
  setCookieFor,
  signIn,
} from './helpers/session-cookies.js'

const SECOND = 1000
const HOUR = 60 * 60 * SECOND
const DAY = 24 * HOUR
const OLD_SECRET = 'old-secret-0123456789-abcdefghijklmnopq'
const NEW_SECRET = 'new-secret-0123456789-abcdefghijklmnopq'

let upstream: FakeUpstream
const apps: FastifyInstance[] = []
/** The clock every app of a test reads (session times, docs/bff.md#session). */
let clock = Date.UTC(2026, 0, 1)

beforeAll(async () => {
  upstream = await startFakeUpstream()
})
afterAll(async () => {
  await upstream.close()
})
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()))
  upstream.reset()
  clock = Date.UTC(2026, 0, 1)
})

async function build(env: Record<string, string> = {}) {
  playProvider(upstream)
  const app = await buildTestApp(upstream.url, env, { now: () => clock })
  apps.push(app)
  return app
}

/** GET /bff/user with this session cookie. */
const whoAmI = (app: FastifyInstance, session: string) =>
  request(app.server).get('/bff/user').set('cookie', `jagir_session=${session}`)

/** Expects the session to be refused: anonymous, cookie cleared, no 500. */
async function expectRefused(app: FastifyInstance, session: string) {
  const res = await whoAmI(app, session)
  expect(res.status).toBe(200)
  expect(res.body).toEqual({ user: null })
  expect(isCleared(setCookieFor(res, 'jagir_session'))).toBe(true)
}

/** Expects the session to be accepted; returns the answer. */
async function expectAccepted(app: FastifyInstance, session: string) {
  const res = await whoAmI(app, session)
  expect(res.status).toBe(200)
  expect(res.body.user).toMatchObject({ id: 7 })
  return res
}

describe('unreadable cookies (treated as no session and cleared, never a 500)', () => {
  it('refuses a cookie with one character changed', async () => {
    const app = await build()
    const session = await signIn(app)
    const i = session.length - 5
    const tampered = session.slice(0, i) + (session[i] === 'A' ? 'B' : 'A') + session.slice(i + 1)
    await expectRefused(app, tampered)
    expect(upstream.received.filter((r) => r.url === '/api/v1/users/me/')).toHaveLength(1)
  })

  it.each([
    ['a word', 'hello'],
    ['five empty parts', '....'],
    ['five junk parts', 'a.b.c.d.e'],
    ['a huge value', 'x'.repeat(5000)],
    ['bad percent-encoding', '%E0%A4%'],
    ['JSON', '%7B%22token%22%3A%22t%22%7D'],
  ])('refuses %s', async (_name, value) => {
    const app = await build()
    await expectRefused(app, value)
    const logout = await request(app.server)
      .post('/bff/logout')
      .set('x-csrf', '1')
      .set('cookie', `jagir_session=${value}`)
    expect(logout.status).toBe(204)
  })

  it('refuses a well-sealed value that is not a session (e.g. the OAuth state cookie)', async () => {
    const app = await build()
    const sealer = createSealer([TEST_SECRET])
    await expectRefused(app, await sealer.seal({ kind: 'oauth', state: 's', verifier: 'v' }))
    await expectRefused(
      app,
      await sealer.seal({ v: 1, token: 42, createdAt: clock, renewedAt: clock }),
    )
  })
})

describe('secret rotation (SESSION_SECRET, first seals, all unseal)', () => {
  it('keeps sessions sealed with the old secret working when SESSION_SECRET is new,old', async () => {
    const before = await build({ SESSION_SECRET: OLD_SECRET })
    const session = await signIn(before)
    const after = await build({ SESSION_SECRET: `${NEW_SECRET},${OLD_SECRET}` })
    await expectAccepted(after, session)
  })

  it('seals new logins with the first secret', async () => {
    const rotated = await build({ SESSION_SECRET: `${NEW_SECRET},${OLD_SECRET}` })
    const session = await signIn(rotated)
    await expectAccepted(await build({ SESSION_SECRET: NEW_SECRET }), session)
    await expectRefused(await build({ SESSION_SECRET: OLD_SECRET }), session)
  })

  it('refuses a cookie sealed with a retired secret', async () => {
    const session = await signIn(await build({ SESSION_SECRET: OLD_SECRET }))
    await expectRefused(await build({ SESSION_SECRET: NEW_SECRET }), session)
  })
})

describe('expiry (idle 14 days, renewed at most daily, absolute 30 days)', () => {
  it('ends a session left unused for 14 days, whatever Max-Age the browser kept', async () => {
    const app = await build()
    const session = await signIn(app)
    clock += 14 * DAY
    await expectRefused(app, session)
  })

  it('keeps a session used within 14 days', async () => {
    const app = await build()
    const session = await signIn(app)
    clock += 14 * DAY - SECOND
    await expectAccepted(app, session)
  })

  it('sends no new cookie within a day of the last renewal', async () => {
    const app = await build()
    const session = await signIn(app)
    clock += 23 * HOUR
    const res = await expectAccepted(app, session)
    expect(res.headers['set-cookie']).toBeUndefined()
  })

  it('renews the cookie once a day has passed, restarting the 14 idle days', async () => {
    const app = await build()
    const session = await signIn(app)
    clock += DAY
    const res = await expectAccepted(app, session)
    const line = setCookieFor(res, 'jagir_session')
    expect(line).toMatch(/; Max-Age=1209600;/)
    expect(line).toMatch(/; HttpOnly/)
    const renewed = cookieValue(line)!
    expect(renewed).not.toBe(session)

    // The renewed cookie now renews nothing for a day, and outlives the original.
    clock += HOUR
    expect((await expectAccepted(app, renewed)).headers['set-cookie']).toBeUndefined()
    clock += 13 * DAY
    await expectAccepted(app, renewed)
    await expectRefused(app, session)
  })

  it('ends a session 30 days after login even when it was used and renewed every 10 days', async () => {
    const app = await build()
    let session = await signIn(app)
    for (const expectedMaxAge of [14 * DAY, 10 * DAY]) {
      clock += 10 * DAY
      const line = setCookieFor(await expectAccepted(app, session), 'jagir_session')
      // The last renewal's Max-Age stops at the 30-day limit.
      expect(line).toContain(`; Max-Age=${expectedMaxAge / SECOND};`)
      session = cookieValue(line)!
    }
    clock += 10 * DAY - SECOND
    await expectAccepted(app, session)
    clock += SECOND
    await expectRefused(app, session)
  })
})

describe('login issues a fresh seal', () => {
  it('gives each login its own cookie, even for the same token', async () => {
    const app = await build()
    const first = await signIn(app)
    const second = await signIn(app)
    expect(second).not.toBe(first)
    await expectAccepted(app, first)
    await expectAccepted(app, second)
  })

  it('restarts the 30-day limit on a new login made while signed in', async () => {
    const app = await build()
    const first = await signIn(app)
    clock += 29 * DAY
    const res = await request(app.server)
      .post('/bff/login')
      .set('x-csrf', '1')
      .set('cookie', `jagir_session=${first}`)
      .send({ username: 'employer@jagir.demo', password: 'Demo@12345' })
      .expect(200)
    const second = cookieValue(setCookieFor(res, 'jagir_session'))!
    expect(second).not.toBe(first)
    expect(res.text).not.toContain(TEST_TOKEN)
    clock += 2 * DAY
    await expectRefused(app, first)
    await expectAccepted(app, second)
  })
})
