import { Writable } from 'node:stream'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loggerOptions } from '../src/lib/logger.js'
import { buildTestApp } from './helpers/build.js'
import { startFakeUpstream, type FakeUpstream } from './helpers/fake-upstream.js'
import { TEST_USER, cookieValue, setCookieFor } from './helpers/session-cookies.js'

const PASSWORD = 'Pw-0f9e8d-never-logged'
const API_TOKEN = 'api-tok-5c4b3a-never-logged'
const PROVIDER_TOKEN = 'prov-tok-2a1b0c-never-logged'
const DIRECT_TOKEN = 'direct-tok-9z8y7x-never-logged'
const CODE = 'code-6f5e4d-never-logged'
const CLIENT_SECRET = 'client-secret-1q2w3e-never-logged'

let api: FakeUpstream
let provider: FakeUpstream
const lines: string[] = []

beforeAll(async () => {
  ;[api, provider] = await Promise.all([startFakeUpstream(), startFakeUpstream()])
})
afterAll(async () => {
  await Promise.all([api.close(), provider.close()])
})

/** A stream that keeps each log line pino writes. */
function lineCollector(): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean))
      done()
    },
  })
}

describe('request logs (pino JSON, one line per request, secrets redacted)', () => {
  it('keep passwords, tokens, codes, states and cookie values out of every line', async () => {
    api.on('POST', '/api/v1/auth/get-token/', { body: { token: API_TOKEN } })
    api.on('GET', '/api/v1/users/me/', { body: TEST_USER })
    api.on('POST', '/api/v1/auth/logout/', { status: 500, body: { detail: 'down' } })
    provider.on('POST', '/oauth/token', (req) =>
      req.body.includes(CODE)
        ? { body: { access_token: PROVIDER_TOKEN } }
        : { status: 400, body: { error: 'invalid_grant', code: req.body } },
    )
    const app = await buildTestApp(
      api.url,
      {
        LOG_LEVEL: 'info',
        API_LOGOUT_PATH: '/api/v1/auth/logout/',
        OAUTH_AUTHORIZE_URL: `${provider.url}/authorize`,
        OAUTH_TOKEN_URL: `${provider.url}/oauth/token`,
        OAUTH_CLIENT_ID: 'jagir-web',
        OAUTH_CLIENT_SECRET: CLIENT_SECRET,
      },
      { logger: { ...(loggerOptions('info') as object), stream: lineCollector() } },
    )
    const server = app.server
    const secrets = [PASSWORD, API_TOKEN, PROVIDER_TOKEN, DIRECT_TOKEN, CODE, CLIENT_SECRET]
    let requests = 0
    const counted = <T>(value: T) => {
      requests++
      return value
    }

    const login = await counted(
      request(server)
        .post('/bff/login')
        .set('x-csrf', '1')
        .set('authorization', `Bearer ${API_TOKEN}`)
        .send({ username: 'employer@jagir.demo', password: PASSWORD }),
    )
    expect(login.status).toBe(200)
    const session = cookieValue(setCookieFor(login, 'jagir_session'))!
    secrets.push(session)
    await counted(
      request(server).get('/bff/user').set('cookie', `jagir_session=${session}`).expect(200),
    )
    await counted(
      request(server).post('/bff/login').set('x-csrf', '1').send(`{"password":"${PASSWORD}"`),
    )

    // Social sign-in with a code, a refused code, and a token in the query.
    const queries: Record<string, string>[] = [
      { code: CODE },
      { code: 'refused-code' },
      { access_token: DIRECT_TOKEN },
    ]
    for (const query of queries) {
      const start = await counted(request(server).get('/bff/oauth/login?next=/jobs'))
      const state = new URL(start.headers.location!).searchParams.get('state')!
      const flow = cookieValue(setCookieFor(start, 'jagir_oauth'))!
      secrets.push(state, flow)
      const back = await counted(
        request(server)
          .get(`/oauth2/callback/?${new URLSearchParams({ ...query, state })}`)
          .set('cookie', `jagir_oauth=${flow}`),
      )
      expect(back.status).toBe(302)
      const issued = cookieValue(setCookieFor(back, 'jagir_session'))
      if (issued) secrets.push(issued)
    }

    await counted(
      request(server)
        .post('/bff/logout')
        .set('x-csrf', '1')
        .set('cookie', `jagir_session=${session}`)
        .expect(204),
    )
    await app.close()

    // The refused code and the failed upstream logout are worth a warning each (without secrets).
    // Counted among the requests' lines: start-up may warn too (web/dist not built, say).
    const warnings = lines.filter((line) => line.includes('"level":40') && line.includes('"reqId"'))
    expect(warnings).toHaveLength(2)
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
    for (const line of lines) {
      for (const secret of secrets) expect(line).not.toContain(secret)
    }
    // One line per request, each with what an operator needs, and Fastify's own pair switched off.
    const perRequest = entries.filter((entry) => entry.msg === 'request')
    expect(perRequest).toHaveLength(requests)
    for (const entry of perRequest) {
      expect(entry).toMatchObject({
        method: expect.any(String),
        url: expect.any(String),
        statusCode: expect.any(Number),
      })
    }
    expect(
      entries.filter(
        (entry) => entry.msg === 'incoming request' || entry.msg === 'request completed',
      ),
    ).toEqual([])
    const callbacks = perRequest.filter((entry) =>
      String(entry.url).startsWith('/oauth2/callback/'),
    )
    expect(callbacks).toHaveLength(3)
    for (const entry of callbacks) expect(String(entry.url)).toContain('state=%5BRedacted%5D')
  })
})
