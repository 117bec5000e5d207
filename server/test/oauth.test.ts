import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { buildTestApp } from './helpers/build.js'
import { startFakeUpstream, useApiAndProvider } from './helpers/fake-upstream.js'
import {
  PROVIDER_TOKEN,
  finishSignIn,
  oauthEnv as providerEnv,
  playOAuthProvider,
  startSignIn,
} from './helpers/oauth-flow.js'
import { cookieValue, isCleared, setCookieFor } from './helpers/session-cookies.js'

const fakes = useApiAndProvider()
let app: FastifyInstance | undefined
let clock = Date.UTC(2026, 0, 1)

afterEach(() => {
  clock = Date.UTC(2026, 0, 1)
})

const oauthEnv = (extra: Record<string, string> = {}) => providerEnv(fakes.provider.url, extra)

async function build(env: Record<string, string> = oauthEnv()) {
  playOAuthProvider(fakes.api, fakes.provider)
  app = fakes.track(await buildTestApp(fakes.api.url, env, { now: () => clock }))
  return app
}

const start = (query = '', cookie?: string) => startSignIn(app!, query, cookie)
const callback = (query: Record<string, string>, cookie: string | undefined, path?: string) =>
  finishSignIn(app!, query, cookie, path)

describe('GET /bff/oauth/login', () => {
  it('redirects to the provider with the code flow, PKCE S256 and a fresh state', async () => {
    await build()
    const { res, url, line, cookie } = await start('?next=/jobs')
    expect(`${url.origin}${url.pathname}`).toBe(`${fakes.provider.url}/authorize`)
    const q = url.searchParams
    expect(q.get('response_type')).toBe('code')
    expect(q.get('client_id')).toBe('jagir-web')
    expect(q.get('redirect_uri')).toBe('http://localhost:3000/oauth2/callback/')
    expect(q.get('audience')).toBe('https://api.jagir.example')
    expect(q.get('scope')).toBe('openid profile')
    expect(q.get('code_challenge_method')).toBe('S256')
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(q.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(q.has('client_secret')).toBe(false)
    expect(line).toMatch(/; Max-Age=600;/)
    expect(line).toMatch(/; HttpOnly/)
    expect(line).toMatch(/; SameSite=Lax/)
    expect(line).toMatch(/; Path=\//)
    // Sealed: neither the state nor anything else readable rides in the cookie.
    expect(cookie).not.toContain(q.get('state'))
    expect(res.headers['cache-control']).toBe('no-store')

    const again = await start('?next=/jobs')
    expect(again.url.searchParams.get('state')).not.toBe(q.get('state'))
    expect(again.url.searchParams.get('code_challenge')).not.toBe(q.get('code_challenge'))
  })

  it('uses an https PUBLIC_URL for redirect_uri and marks the state cookie Secure', async () => {
    await build(oauthEnv({ PUBLIC_URL: 'https://jagir.example' }))
    const { url, line } = await startSignIn(app!, '', undefined, '__Host-jagir_oauth')
    expect(url.searchParams.get('redirect_uri')).toBe('https://jagir.example/oauth2/callback/')
    expect(line).toMatch(/; Secure/)
  })

  it('leaves out scope and audience when they are not configured', async () => {
    await build(oauthEnv({ OAUTH_SCOPE: '', OAUTH_AUDIENCE: '' }))
    const { url } = await start()
    expect(url.searchParams.has('scope')).toBe(false)
    expect(url.searchParams.has('audience')).toBe(false)
  })

  it('answers 404 {detail} without a provider, and /bff/config says social sign-in is off', async () => {
    await build({})
    const res = await request(app!.server).get('/bff/oauth/login?next=/')
    expect(res.status).toBe(404)
    expect(typeof res.body.detail).toBe('string')
    expect((await request(app!.server).get('/bff/config')).body).toMatchObject({
      socialSignIn: false,
    })
  })

  it('/bff/config says social sign-in is on when a provider is configured', async () => {
    await build()
    const res = await request(app!.server).get('/bff/config')
    expect(res.body).toMatchObject({ socialSignIn: true })
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it("/bff/config gives the apps' store pages, null for an app not yet published", async () => {
    await build({ ANDROID_APP_URL: 'https://play.google.com/store/apps/details?id=np.jagir' })
    expect((await request(app!.server).get('/bff/config')).body).toEqual({
      socialSignIn: false,
      androidAppUrl: 'https://play.google.com/store/apps/details?id=np.jagir',
      iosAppUrl: null,
    })
  })
})

describe('GET /oauth2/callback/ with a code', () => {
  it('exchanges the code with the PKCE verifier, sets the session and goes to next', async () => {
    await build(oauthEnv({ OAUTH_CLIENT_SECRET: 'shh-client-secret' }))
    const { url, cookie } = await start('?next=%2Fjobs%3Fpage%3D2')
    const state = url.searchParams.get('state')!
    const res = await callback({ code: 'auth-code-123', state }, cookie)
    expect(res.status).toBe(302)
    expect(res.headers.location).toBe('/jobs?page=2')
    expect(isCleared(setCookieFor(res, 'jagir_oauth'))).toBe(true)
    const session = cookieValue(setCookieFor(res, 'jagir_session'))
    expect(session).toBeTruthy()
    expect(res.text).not.toContain(PROVIDER_TOKEN)

    const [exchange] = fakes.provider.received.filter((r) => r.url === '/oauth/token')
    expect(exchange?.method).toBe('POST')
    expect(exchange?.headers['content-type']).toBe('application/x-www-form-urlencoded')
    const form = Object.fromEntries(new URLSearchParams(exchange!.body))
    expect(form).toEqual({
      code: 'auth-code-123',
      client_id: 'jagir-web',
      redirect_uri: 'http://localhost:3000/oauth2/callback/',
      response_type: 'code',
      grant_type: 'authorization_code',
      audience: 'https://api.jagir.example',
      client_secret: 'shh-client-secret',
      code_verifier: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    })
    const challenge = createHash('sha256').update(form.code_verifier!).digest('base64url')
    expect(challenge).toBe(url.searchParams.get('code_challenge'))

    // The session holds the provider's token: users/me is asked with it.
    const me = await request(app!.server).get('/bff/user').set('cookie', `jagir_session=${session}`)
    expect(me.body.user).toMatchObject({ id: 7 })
  })

  it('accepts a token endpoint that answers `token` instead of `access_token`, and sends no secret unset', async () => {
    await build()
    fakes.provider.on('POST', '/oauth/token', { body: { token: PROVIDER_TOKEN } })
    const { url, cookie } = await start()
    const res = await callback({ code: 'c', state: url.searchParams.get('state')! }, cookie)
    expect(res.headers.location).toBe('/')
    expect(setCookieFor(res, 'jagir_session')).toBeTruthy()
    expect(new URLSearchParams(fakes.provider.received[0]!.body).has('client_secret')).toBe(false)
  })

  it.each([
    ['refuses the code', { status: 400, body: { error: 'invalid_grant' } }],
    ['fails', { status: 500, body: 'oops' }],
    ['answers without a token', { body: { token_type: 'Bearer' } }],
    ['answers something other than JSON', { body: '<html>' }],
  ])(
    'sends the user to sign-in with error=oauth_token when the token endpoint %s',
    async (_name, reply) => {
      await build()
      fakes.provider.on('POST', '/oauth/token', reply)
      const { url, cookie } = await start()
      const res = await callback({ code: 'c', state: url.searchParams.get('state')! }, cookie)
      expect(res.status).toBe(302)
      expect(res.headers.location).toBe('/sign-in?error=oauth_token')
      expect(setCookieFor(res, 'jagir_session')).toBeUndefined()
    },
  )

  it('sends the user to sign-in with error=oauth_token when the token endpoint is unreachable', async () => {
    const gone = await startFakeUpstream()
    await gone.close()
    await build(oauthEnv({ OAUTH_TOKEN_URL: `${gone.url}/oauth/token` }))
    const { url, cookie } = await start()
    const res = await callback({ code: 'c', state: url.searchParams.get('state')! }, cookie)
    expect(res.headers.location).toBe('/sign-in?error=oauth_token')
  })
})

describe('the callback signs in only with a code the provider vouches for (issue 20 finding 6)', () => {
  const usersMeWith = (token: string) =>
    fakes.api.received.filter(
      (r) => r.url === '/api/v1/users/me/' && r.headers.authorization === `Bearer ${token}`,
    )
  const expectRefused = (res: request.Response) => {
    expect(res.status).toBe(302)
    expect(res.headers.location).toBe('/sign-in?error=oauth_token')
    expect(setCookieFor(res, 'jagir_session')).toBeUndefined()
  }

  it.each(['access_token', 'token'])(
    "ignores %s in the query: with the victim's state and no code, no session",
    async (name) => {
      await build()
      const { state, cookie } = await start('?next=/employer-zone')
      expectRefused(await callback({ [name]: PROVIDER_TOKEN, state }, cookie))
      expect(fakes.provider.received).toHaveLength(0)
    },
  )

  it('signs in with the exchanged token, not one planted in the query beside the code', async () => {
    await build()
    const { state, cookie } = await start()
    const res = await callback({ code: 'c', access_token: 'attacker-token', state }, cookie)
    expect(res.headers.location).toBe('/')
    expect(usersMeWith(PROVIDER_TOKEN)).toHaveLength(1)
    expect(usersMeWith('attacker-token')).toHaveLength(0)
  })

  it.each([
    ['a CRLF', `${PROVIDER_TOKEN}\r\nx-injected: 1`],
    ['a space', 'two words'],
    ['a non-ASCII character', 'tok\u00e9n'],
    ['more than 2048 characters', 'x'.repeat(2049)],
  ])('refuses a token endpoint answer with %s, without sealing it', async (_name, token) => {
    await build()
    fakes.provider.on('POST', '/oauth/token', { body: { access_token: token } })
    const { state, cookie } = await start()
    expectRefused(await callback({ code: 'c', state }, cookie))
    expect(fakes.api.received).toHaveLength(0)
  })

  it('checks the token with users/me before sealing it; a refused token means no session', async () => {
    await build()
    fakes.provider.on('POST', '/oauth/token', { body: { access_token: 'revoked-token' } })
    const { state, cookie } = await start()
    expectRefused(await callback({ code: 'c', state }, cookie))
    expect(usersMeWith('revoked-token')).toHaveLength(1)
  })

  it('sends the user to sign-in, not a 5xx page, when users/me fails after the exchange', async () => {
    await build()
    fakes.api.on('GET', '/api/v1/users/me/', { status: 500, body: 'down' })
    const { state, cookie } = await start()
    expectRefused(await callback({ code: 'c', state }, cookie))
  })
})

describe('the state check (never a session without it; the state cookie is single use)', () => {
  const refusedWith = (res: request.Response, location = '/sign-in?error=oauth_state') => {
    expect(res.status).toBe(302)
    expect(res.headers.location).toBe(location)
    expect(setCookieFor(res, 'jagir_session')).toBeUndefined()
    expect(fakes.provider.received.filter((r) => r.url === '/oauth/token')).toHaveLength(0)
  }

  it('refuses a state that differs from the cookie', async () => {
    await build()
    const { cookie } = await start()
    const other = await start()
    refusedWith(await callback({ code: 'c', state: other.url.searchParams.get('state')! }, cookie))
  })

  it('refuses a callback without state', async () => {
    await build()
    const { cookie } = await start()
    refusedWith(await callback({ code: 'c' }, cookie))
  })

  it('refuses a callback without the state cookie', async () => {
    await build()
    const { url } = await start()
    refusedWith(await callback({ code: 'c', state: url.searchParams.get('state')! }, undefined))
  })

  it('refuses a tampered state cookie', async () => {
    await build()
    const { url, cookie } = await start()
    const tampered = cookie.slice(0, 60) + (cookie[60] === 'x' ? 'y' : 'x') + cookie.slice(61)
    refusedWith(await callback({ code: 'c', state: url.searchParams.get('state')! }, tampered))
  })

  it('refuses a state cookie older than 10 minutes', async () => {
    await build()
    const { url, cookie } = await start()
    clock += 10 * 60 * 1000
    refusedWith(await callback({ code: 'c', state: url.searchParams.get('state')! }, cookie))
  })

  it('refuses a replayed callback, and clears the state cookie every time', async () => {
    await build()
    const { url, cookie } = await start()
    const query = { code: 'c', state: url.searchParams.get('state')! }
    const first = await callback(query, cookie)
    expect(first.headers.location).toBe('/')
    expect(isCleared(setCookieFor(first, 'jagir_oauth'))).toBe(true)
    fakes.provider.received.length = 0
    const replay = await callback(query, cookie)
    refusedWith(replay)
    expect(isCleared(setCookieFor(replay, 'jagir_oauth'))).toBe(true)
  })

  it('passes a provider error on to sign-in, and turns a hostile one into a safe code', async () => {
    await build()
    const one = await start()
    const denied = await callback(
      { error: 'access_denied', state: one.url.searchParams.get('state')! },
      one.cookie,
    )
    refusedWith(denied, '/sign-in?error=access_denied')
    const two = await start()
    const hostile = await callback(
      { error: '"><script>alert(1)</script>', state: two.url.searchParams.get('state')! },
      two.cookie,
    )
    refusedWith(hostile, '/sign-in?error=oauth_error')
  })
})

describe('where the callback lands (next only when a local path)', () => {
  it.each([
    '//evil.com',
    'https://evil.com',
    '/\\evil.com',
    'javascript:alert(1)',
    '/%2F%2Fevil.com',
    '',
  ])('ignores next=%j and goes home', async (next) => {
    await build()
    const { url, cookie } = await start(`?next=${encodeURIComponent(next)}`)
    const res = await callback({ code: 'c', state: url.searchParams.get('state')! }, cookie)
    expect(res.headers.location).toBe('/')
  })

  it.each(['/oauth2/callback/', '/oauth2/callback', '/en/oauth2/callback/', '/en/oauth2/callback'])(
    'answers on %s',
    async (path) => {
      await build()
      const { url, cookie } = await start('?next=/faq')
      const res = await callback({ code: 'c', state: url.searchParams.get('state')! }, cookie, path)
      expect(res.headers.location).toBe('/faq')
      expect(setCookieFor(res, 'jagir_session')).toBeTruthy()
    },
  )

  it('keeps /en: an English next, an English home, and English sign-in errors', async () => {
    await build()
    const english = await start('?next=/en/jobs')
    const res = await callback(
      { code: 'c', state: english.url.searchParams.get('state')! },
      english.cookie,
    )
    expect(res.headers.location).toBe('/en/jobs')

    const fromLocale = await start('?next=//evil.com', 'locale=en')
    const home = await callback(
      { code: 'c', state: fromLocale.url.searchParams.get('state')! },
      fromLocale.cookie,
    )
    expect(home.headers.location).toBe('/en/')

    const onEnPath = await callback({ code: 'c', state: 'x' }, undefined, '/en/oauth2/callback/')
    expect(onEnPath.headers.location).toBe('/en/sign-in?error=oauth_state')

    const hostileEn = await start('?next=https://evil.com&lang=en')
    const viaEnPath = await callback(
      { code: 'c', state: hostileEn.url.searchParams.get('state')! },
      hostileEn.cookie,
      '/en/oauth2/callback',
    )
    expect(viaEnPath.headers.location).toBe('/en/')
  })
})
