import type { FastifyInstance } from 'fastify'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { LOGIN_ATTEMPTS_PER_MINUTE } from '../src/routes/auth.js'
import { buildTestApp } from './helpers/build.js'
import { useApiAndProvider } from './helpers/fake-upstream.js'
import {
  PROVIDER_TOKEN,
  finishSignIn,
  oauthEnv,
  playOAuthProvider,
  startSignIn,
} from './helpers/oauth-flow.js'
import { useRedisServer } from './helpers/redis-server-hooks.js'
import { TEST_TOKEN, TEST_USER, cookieValue, setCookieFor } from './helpers/session-cookies.js'

// Issue 17: several replicas behind a load balancer, one Redis (REDIS_URL). Two BFF instances
// built from the same configuration (one SESSION_SECRET) against a real redis-server on a loopback
// port; each instance keeps its own memory, so only what goes through Redis is shared.

const fakes = useApiAndProvider()
const redis = useRedisServer()

const RIGHT = 'Demo@12345'

/** The provider: one password, users/me for the password's token and the OAuth token. */
function playApi() {
  playOAuthProvider(fakes.api, fakes.provider)
  fakes.api.on('POST', '/api/v1/auth/get-token/', (req) =>
    (JSON.parse(req.body) as { password: string }).password === RIGHT
      ? { body: { token: TEST_TOKEN } }
      : {
          status: 400,
          body: { non_field_errors: ['Unable to log in with provided credentials.'] },
        },
  )
  fakes.api.on('GET', '/api/v1/users/me/', (req) =>
    [`Bearer ${TEST_TOKEN}`, `Bearer ${PROVIDER_TOKEN}`].includes(req.headers.authorization ?? '')
      ? { body: TEST_USER }
      : { status: 401, body: { detail: 'Invalid token.' } },
  )
}

/** Two replicas of the BFF; `logs` collects the warnings both write. */
async function twoReplicas(env: Record<string, string> = { REDIS_URL: redis.server.url }) {
  playApi()
  const logs: string[] = []
  const build = () =>
    buildTestApp(
      fakes.api.url,
      { ...oauthEnv(fakes.provider.url), ...env },
      { logger: { level: 'warn', stream: { write: (line: string) => logs.push(line) } } },
    ).then((app) => fakes.track(app))
  const [a, b] = await Promise.all([build(), build()])
  return { a, b, replicas: [a, b], logs }
}

const signIn = (app: FastifyInstance, password = RIGHT, username = 'employer@jagir.demo') =>
  request(app.server).post('/bff/login').set('x-csrf', '1').send({ username, password })

/** Sign-in attempts from one address, taking turns between the replicas; their statuses. */
async function attemptsOver(replicas: FastifyInstance[], count: number): Promise<number[]> {
  const statuses: number[] = []
  for (let i = 0; i < count; i++) statuses.push((await signIn(replicas[i % 2]!)).status)
  return statuses
}

const tokenCalls = () =>
  fakes.api.received.filter((r) => r.url === '/api/v1/auth/get-token/').length
const usersMeCalls = () => fakes.api.received.filter((r) => r.url === '/api/v1/users/me/').length

async function sessionCookie(app: FastifyInstance): Promise<string> {
  const res = await signIn(app).expect(200)
  return `jagir_session=${cookieValue(setCookieFor(res, 'jagir_session'))}`
}

const currentUser = async (app: FastifyInstance, cookie: string) =>
  (await request(app.server).get('/bff/user').set('cookie', cookie)).body.user

/** A social sign-in started on `from` and finished on `to`; the callback's answer. */
async function socialSignIn(from: FastifyInstance, to: FastifyInstance = from) {
  const { state, cookie } = await startSignIn(from)
  const done = await finishSignIn(to, { code: 'the-code', state }, cookie)
  return { state, cookie, done }
}

/** Polls /readyz until Redis is reported `ok`; how long that took. */
async function untilRedisReady(app: FastifyInstance, withinMs = 10_000): Promise<number> {
  const started = Date.now()
  while (Date.now() - started < withinMs) {
    const res = await request(app.server).get('/readyz')
    if (res.body.redis === 'ok') return Date.now() - started
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`Redis not reported ok within ${withinMs} ms`)
}

describe('two replicas sharing Redis', () => {
  it('a session made on one works on the other, and a logout on either ends it on both', async () => {
    const { a, b } = await twoReplicas()
    const cookie = await sessionCookie(a)
    expect(await currentUser(b, cookie)).toMatchObject({ full_name: TEST_USER.full_name })

    await request(b.server).post('/bff/logout').set('x-csrf', '1').set('cookie', cookie).expect(204)
    // The replayed cookie is no session on the replica that did not see the logout either.
    expect(await currentUser(a, cookie)).toBeNull()
  })

  it('25 sign-in attempts spread over both: 20 reach the provider, the rest get 429', async () => {
    const { replicas } = await twoReplicas()
    const statuses = await attemptsOver(replicas, 25)
    expect(statuses.slice(0, LOGIN_ATTEMPTS_PER_MINUTE)).toEqual(Array(20).fill(200))
    expect(statuses.slice(LOGIN_ATTEMPTS_PER_MINUTE)).toEqual(Array(5).fill(429))
    expect(tokenCalls()).toBe(LOGIN_ATTEMPTS_PER_MINUTE)
  })

  it('five failed sign-ins of one account spread over both: the sixth waits, on either', async () => {
    const { a, b } = await twoReplicas()
    for (let i = 0; i < 5; i++) expect((await signIn(i % 2 ? b : a, 'wrong')).status).toBe(400)
    const refused = await signIn(b, RIGHT)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBe(15 * 60)
    expect(tokenCalls()).toBe(5)
  })

  it('an OAuth state spent on one replica is refused on the other', async () => {
    const { a, b } = await twoReplicas()
    const first = await socialSignIn(a)
    expect(first.done.headers.location).toBe('/')
    expect(setCookieFor(first.done, 'jagir_session')).toBeDefined()

    // The same callback (state and its cookie, copied) replayed against the other replica.
    const replay = await finishSignIn(b, { code: 'the-code', state: first.state }, first.cookie)
    expect(replay.headers.location).toBe('/sign-in?error=oauth_state')
    expect(setCookieFor(replay, 'jagir_session')).toBeUndefined()
  })

  it("the guards' users/me answer is shared: pages on both replicas ask the provider once", async () => {
    const { a, b } = await twoReplicas()
    const cookie = await sessionCookie(a)
    const before = usersMeCalls()
    for (const app of [a, b, a, b]) {
      await request(app.server).get('/settings/change-password').set('cookie', cookie).expect(200)
    }
    expect(usersMeCalls() - before).toBe(1)
  })

  it('Redis stopped: sign-in works unlimited (logged), social sign-in is refused (logged), /readyz says so; Redis back restores both', async () => {
    const { a, b, replicas, logs } = await twoReplicas()
    const cookie = await sessionCookie(a)
    await redis.server.stop()
    try {
      const ready = await request(a.server).get('/readyz')
      expect(ready.status).toBe(200)
      expect(ready.body).toEqual({ status: 'degraded', redis: 'unavailable' })

      // Fail open: every attempt reaches the provider; sessions keep working on both replicas.
      expect(await attemptsOver(replicas, 25)).toEqual(Array(25).fill(200))
      expect(await currentUser(b, cookie)).toMatchObject({ id: TEST_USER.id })
      expect(logs.join('')).toContain('sign-in rate limit not enforced (fail open)')

      // Fail closed: whether the state was spent cannot be known.
      const social = await socialSignIn(a)
      expect(social.done.headers.location).toBe('/sign-in?error=oauth_state')
      expect(setCookieFor(social.done, 'jagir_session')).toBeUndefined()
      expect(logs.join('')).toContain('social sign-in refused: spent states unknown (fail closed)')
    } finally {
      await redis.server.start()
    }

    // Back within the reconnect delay (at most 2 s), on both replicas.
    for (const app of replicas) expect(await untilRedisReady(app)).toBeLessThan(5_000)
    expect((await request(b.server).get('/readyz').expect(200)).body).toEqual({
      status: 'ok',
      redis: 'ok',
    })
    const statuses = await attemptsOver(replicas, 25)
    expect(statuses.filter((status) => status === 429)).toHaveLength(5)
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200))

    const social = await socialSignIn(b)
    expect(social.done.headers.location).toBe('/')
    const replay = await finishSignIn(a, { code: 'the-code', state: social.state }, social.cookie)
    expect(replay.headers.location).toBe('/sign-in?error=oauth_state')
  }, 60_000)
})

describe('a replica started while Redis is away', () => {
  it('serves without it (degraded), and picks it up when it comes', async () => {
    await redis.server.stop()
    let app: FastifyInstance
    try {
      const started = Date.now()
      ;({ a: app } = await twoReplicas())
      // Start-up waits a few seconds for Redis, then goes on without it.
      expect(Date.now() - started).toBeLessThan(10_000)
      expect((await request(app.server).get('/readyz')).body.redis).toBe('unavailable')
      expect((await signIn(app)).status).toBe(200)
    } finally {
      await redis.server.start()
    }
    await untilRedisReady(app)
    expect(await attemptsOver([app, app], 21)).toContain(429)
  }, 30_000)
})

// The control: the same two instances without REDIS_URL share nothing but the secret, which is
// what made the shared store necessary (and shows the tests above measure Redis, not the setup).
describe('two replicas without REDIS_URL', () => {
  it('each counts its own sign-in attempts and remembers only its own spent OAuth states', async () => {
    const { a, b, replicas } = await twoReplicas({})
    expect(await attemptsOver(replicas, 25)).toEqual(Array(25).fill(200))

    const first = await socialSignIn(a)
    expect(first.done.headers.location).toBe('/')
    const replay = await finishSignIn(b, { code: 'the-code', state: first.state }, first.cookie)
    expect(replay.headers.location).toBe('/')
    // Still single use on the replica that spent it.
    const again = await finishSignIn(a, { code: 'the-code', state: first.state }, first.cookie)
    expect(again.headers.location).toBe('/sign-in?error=oauth_state')
  })

  it('/readyz does not mention Redis', async () => {
    const { a } = await twoReplicas({})
    expect((await request(a.server).get('/readyz').expect(200)).body).toEqual({ status: 'ok' })
  })
})
