import { createHash, randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, TEST_ORIGIN } from '../helpers/build.js'
import { SITE_CSP } from '../helpers/security-headers.js'
import { startDemo } from './helpers.js'

let demo: FastifyInstance
let demoUrl: string
let bff: FastifyInstance
beforeAll(async () => {
  ;({ app: demo, url: demoUrl } = await startDemo())
  bff = await buildTestApp(demoUrl, {}, { demoOAuth: true })
})
afterAll(async () => {
  await bff.close()
  await demo.close()
})

const cookiesOf = (res: request.Response) =>
  ((res.headers['set-cookie'] as unknown as string[] | undefined) ?? []).map(
    (c) => c.split(';')[0]!,
  )

const verifier = () => randomBytes(32).toString('base64url')
const challengeOf = (v: string) => createHash('sha256').update(v).digest('base64url')

function authorizeQuery(overrides: Record<string, string> = {}) {
  return new URLSearchParams({
    response_type: 'code',
    client_id: 'jagir-demo',
    redirect_uri: `${TEST_ORIGIN}/oauth2/callback/`,
    state: 'state-123',
    code_challenge: challengeOf('v'.repeat(43)),
    code_challenge_method: 'S256',
    ...overrides,
  })
}

describe('social sign-in with the demo provider, through the BFF', () => {
  it('signs the browser in as the demo job seeker', async () => {
    const login = await request(bff.server).get('/bff/oauth/login?next=/jobseeker/profile/me')
    expect(login.status).toBe(302)
    const target = new URL(login.headers.location as string)
    expect(target.origin + target.pathname).toBe(`${TEST_ORIGIN}/demo-oauth/authorize`)
    expect(target.searchParams.get('client_id')).toBe('jagir-demo')
    const flowCookie = cookiesOf(login).join('; ')

    const page = await request(bff.server)
      .get(target.pathname + target.search)
      .set('cookie', 'locale=en')
    expect(page.status).toBe(200)
    expect(page.headers['content-type']).toMatch(/text\/html/)
    expect(page.text).toContain('Continue as the demo job seeker')
    expect(page.text).toContain('<html lang="en">')

    const consent = await request(bff.server)
      .post('/demo-oauth/authorize')
      .set('origin', TEST_ORIGIN)
      .type('form')
      .send({ ...Object.fromEntries(target.searchParams), decision: 'allow' })
    expect(consent.status).toBe(302)
    const back = new URL(consent.headers.location as string)
    expect(back.origin + back.pathname).toBe(`${TEST_ORIGIN}/oauth2/callback/`)
    expect(back.searchParams.get('state')).toBe(target.searchParams.get('state'))
    expect(back.searchParams.get('code')).toBeTruthy()

    const callback = await request(bff.server)
      .get(back.pathname + back.search)
      .set('cookie', flowCookie)
    expect(callback.status).toBe(302)
    expect(callback.headers.location).toBe('/jobseeker/profile/me')
    const session = cookiesOf(callback).filter((c) => !c.endsWith('='))
    const user = await request(bff.server).get('/bff/user').set('cookie', session.join('; '))
    expect(user.body.user).toMatchObject({
      email: 'seeker@jagir.demo',
      jobseeker_profile: { id: expect.any(Number) },
    })
  })

  it('shows the page in Nepali by default and by ui_locales', async () => {
    const ne = await request(bff.server).get(`/demo-oauth/authorize?${authorizeQuery()}`)
    expect(ne.text).toContain('<html lang="ne">')
    expect(ne.text).toContain('डेमो जागिर खोज्नेको रूपमा जारी राख्नुहोस्')
    const en = await request(bff.server)
      .get(`/demo-oauth/authorize?${authorizeQuery({ ui_locales: 'en-US' })}`)
      .set('cookie', 'locale=ne')
    expect(en.text).toContain('<html lang="en">')
  })

  it("styles the page with its own <style> block, which the site's CSP allows by its hash alone", async () => {
    const page = await request(bff.server).get(`/demo-oauth/authorize?${authorizeQuery()}`)
    const style = /<style>([\s\S]*?)<\/style>/.exec(page.text)![1]!
    const hash = createHash('sha256').update(style).digest('base64')
    // The site's policy, with that one hash added to style-src and nothing else changed.
    expect(page.headers['content-security-policy']).toBe(
      SITE_CSP.replace("style-src 'self'", () => `style-src 'self' 'sha256-${hash}'`),
    )
  })

  it('never redirects to an untrusted redirect_uri or for an unknown client', async () => {
    for (const query of [
      authorizeQuery({ redirect_uri: 'https://evil.example/cb' }),
      authorizeQuery({ client_id: 'other' }),
    ]) {
      const res = await request(bff.server).get(`/demo-oauth/authorize?${query}`)
      expect(res.status).toBe(400)
      expect(res.headers.location).toBeUndefined()
    }
  })

  it('sends errors back to a trusted redirect_uri: denied, no PKCE', async () => {
    const denied = await request(bff.server)
      .post('/demo-oauth/authorize')
      .type('form')
      .send({ ...Object.fromEntries(authorizeQuery()), decision: 'deny' })
    expect(new URL(denied.headers.location as string).searchParams.get('error')).toBe(
      'access_denied',
    )
    const noPkce = await request(bff.server).get(
      `/demo-oauth/authorize?${authorizeQuery({ code_challenge_method: 'plain' })}`,
    )
    expect(noPkce.status).toBe(302)
    expect(new URL(noPkce.headers.location as string).searchParams.get('error')).toBe(
      'invalid_request',
    )
  })

  it('refuses a consent posted from another origin', async () => {
    const res = await request(bff.server)
      .post('/demo-oauth/authorize')
      .set('origin', 'https://evil.example')
      .type('form')
      .send({ ...Object.fromEntries(authorizeQuery()), decision: 'allow' })
    expect(res.status).toBe(403)
  })
})

describe('POST /demo-oauth/token', () => {
  async function codeFor(challenge: string): Promise<string> {
    const res = await demo.inject({
      method: 'POST',
      url: '/demo-oauth/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        ...Object.fromEntries(authorizeQuery({ code_challenge: challenge })),
        decision: 'allow',
      }).toString(),
    })
    return new URL(res.headers.location as string).searchParams.get('code')!
  }
  const exchange = (fields: Record<string, string>, json = false) =>
    demo.inject({
      method: 'POST',
      url: '/demo-oauth/token',
      headers: { 'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded' },
      payload: json ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
    })
  const fields = (code: string, codeVerifier: string) => ({
    grant_type: 'authorization_code',
    client_id: 'jagir-demo',
    redirect_uri: `${TEST_ORIGIN}/oauth2/callback/`,
    response_type: 'code',
    code,
    code_verifier: codeVerifier,
  })

  it('answers a bearer token for the right verifier (JSON body too), once', async () => {
    const v = verifier()
    const code = await codeFor(challengeOf(v))
    const res = await exchange(fields(code, v), true)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ access_token: expect.any(String), token_type: 'Bearer' })
    const me = await demo.inject({
      method: 'GET',
      url: '/api/v1/users/me/',
      headers: { authorization: `Bearer ${res.json().access_token}` },
    })
    expect(me.json().email).toBe('seeker@jagir.demo')
    expect((await exchange(fields(code, v))).json()).toMatchObject({ error: 'invalid_grant' })
  })

  it('refuses a wrong verifier, an unknown code or client', async () => {
    const code = await codeFor(challengeOf(verifier()))
    const wrong = await exchange(fields(code, verifier()))
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toMatchObject({ error: 'invalid_grant' })
    expect((await exchange(fields('nope', verifier()))).statusCode).toBe(400)
    expect((await exchange({ ...fields('x', 'y'), client_id: 'other' })).statusCode).toBe(401)
  })
})
