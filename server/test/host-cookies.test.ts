import type { FastifyInstance } from 'fastify'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { buildTestApp } from './helpers/build.js'
import { useApiAndProvider } from './helpers/fake-upstream.js'
import { finishSignIn, oauthEnv, playOAuthProvider, startSignIn } from './helpers/oauth-flow.js'
import {
  TEST_TOKEN,
  cookieValue,
  isCleared,
  playProvider,
  setCookieFor,
  setCookies,
} from './helpers/session-cookies.js'

const HTTPS = { PUBLIC_URL: 'https://jagir.example' }
const HOST_SESSION = '__Host-jagir_session'

const fakes = useApiAndProvider()
let app: FastifyInstance | undefined

async function buildHttps() {
  playProvider(fakes.api)
  app = fakes.track(await buildTestApp(fakes.api.url, HTTPS))
  return app
}

/** Signs in with the password and answers the login's one Set-Cookie line, whatever its name. */
async function passwordSignIn(a: FastifyInstance) {
  const res = await request(a.server)
    .post('/bff/login')
    .set('x-csrf', '1')
    .send({ username: 'employer@jagir.demo', password: 'Demo@12345' })
    .expect(200)
  const lines = setCookies(res)
  expect(lines).toHaveLength(1)
  return lines[0]!
}

/** Expects a Set-Cookie line that a browser accepts as a `__Host-` cookie. */
function expectHostCookie(line: string | undefined) {
  expect(line).toBeDefined()
  expect(line).toMatch(/; Secure/)
  expect(line).toMatch(/; Path=\/(;|$)/)
  expect(line).not.toMatch(/; Domain=/i)
}

describe('__Host- cookies on https (issue 20 finding 11: cookie tossing)', () => {
  it('names the session cookie __Host-jagir_session: Secure, Path=/, no Domain', async () => {
    const a = await buildHttps()
    const line = await passwordSignIn(a)
    expect(line.startsWith(`${HOST_SESSION}=`)).toBe(true)
    expectHostCookie(line)
    const me = await request(a.server)
      .get('/bff/user')
      .set('cookie', `${HOST_SESSION}=${cookieValue(line)}`)
    expect(me.body.user).toMatchObject({ id: 7 })
  })

  it('ignores a plain jagir_session cookie, even one the BFF sealed', async () => {
    const a = await buildHttps()
    const value = cookieValue(await passwordSignIn(a))
    const me = await request(a.server).get('/bff/user').set('cookie', `jagir_session=${value}`)
    expect(me.body).toEqual({ user: null })
    fakes.api.received.length = 0
    await request(a.server).get('/api/v1/jobs/').set('cookie', `jagir_session=${value}`)
    expect(fakes.api.received[0]?.headers.authorization).toBeUndefined()
  })

  it('reads the __Host- cookie when a tossed jagir_session comes first, and logout clears it', async () => {
    const a = await buildHttps()
    const value = cookieValue(await passwordSignIn(a))
    const both = `jagir_session=planted; ${HOST_SESSION}=${value}`
    fakes.api.received.length = 0
    await request(a.server).get('/api/v1/jobs/').set('cookie', both)
    expect(fakes.api.received[0]?.headers.authorization).toBe(`Bearer ${TEST_TOKEN}`)
    const out = await request(a.server).post('/bff/logout').set('x-csrf', '1').set('cookie', both)
    expect(out.status).toBe(204)
    expect(isCleared(setCookieFor(out, HOST_SESSION))).toBe(true)
  })

  it('names the OAuth state cookie __Host-jagir_oauth and reads only that name back', async () => {
    playOAuthProvider(fakes.api, fakes.provider)
    app = await buildTestApp(fakes.api.url, oauthEnv(fakes.provider.url, HTTPS))
    const flow = await startSignIn(app, '?next=/jobs', undefined, '__Host-jagir_oauth')
    expectHostCookie(flow.line)
    const plain = await finishSignIn(app, { code: 'c', state: flow.state }, flow.cookie)
    expect(plain.headers.location).toBe('/sign-in?error=oauth_state')

    const again = await startSignIn(app, '?next=/jobs', undefined, '__Host-jagir_oauth')
    const query = { code: 'c', state: again.state }
    const res = await finishSignIn(app, query, again.cookie, undefined, '__Host-jagir_oauth')
    expect(res.headers.location).toBe('/jobs')
    expectHostCookie(setCookieFor(res, HOST_SESSION))
  })

  it('keeps the plain names on http, where browsers refuse __Host- cookies', async () => {
    playProvider(fakes.api)
    app = await buildTestApp(fakes.api.url)
    const line = await passwordSignIn(app)
    expect(line.startsWith('jagir_session=')).toBe(true)
    expect(line).not.toMatch(/; Secure/)
  })
})
