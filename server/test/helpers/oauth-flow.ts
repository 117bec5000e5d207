import type { FastifyInstance } from 'fastify'
import request from 'supertest'
import { expect } from 'vitest'
import type { FakeUpstream } from './fake-upstream.js'
import { TEST_USER, cookieValue, setCookieFor } from './session-cookies.js'

/** The token the fake OAuth provider's token endpoint hands out. */
export const PROVIDER_TOKEN = 'prov-tok-4d1e-never-in-a-body'

/** OAUTH_* pointing at a fake provider, as the operator would set them. */
export function oauthEnv(
  providerUrl: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    OAUTH_AUTHORIZE_URL: `${providerUrl}/authorize`,
    OAUTH_TOKEN_URL: `${providerUrl}/oauth/token`,
    OAUTH_CLIENT_ID: 'jagir-web',
    OAUTH_AUDIENCE: 'https://api.jagir.example',
    OAUTH_SCOPE: 'openid profile',
    ...extra,
  }
}

/** The token endpoint hands out PROVIDER_TOKEN, and users/me knows only that token. */
export function playOAuthProvider(api: FakeUpstream, provider: FakeUpstream): void {
  api.on('GET', '/api/v1/users/me/', (req) =>
    req.headers.authorization === `Bearer ${PROVIDER_TOKEN}`
      ? { body: TEST_USER }
      : { status: 401, body: { detail: 'Invalid token.' } },
  )
  provider.on('POST', '/oauth/token', {
    body: { access_token: PROVIDER_TOKEN, token_type: 'Bearer' },
  })
}

/** Starts a social sign-in; returns the authorize URL, its state, and the state cookie. */
export async function startSignIn(
  app: FastifyInstance,
  query = '',
  cookie?: string,
  cookieName = 'jagir_oauth',
) {
  const req = request(app.server).get(`/bff/oauth/login${query}`)
  if (cookie) req.set('cookie', cookie)
  const res = await req
  expect(res.status).toBe(302)
  const line = setCookieFor(res, cookieName)
  const url = new URL(res.headers.location!)
  return { res, line, url, state: url.searchParams.get('state')!, cookie: cookieValue(line)! }
}

/** Comes back from the provider to a callback path with this query and state cookie. */
export function finishSignIn(
  app: FastifyInstance,
  query: Record<string, string>,
  cookie: string | undefined,
  path = '/oauth2/callback/',
  cookieName = 'jagir_oauth',
) {
  const req = request(app.server).get(`${path}?${new URLSearchParams(query)}`)
  if (cookie) req.set('cookie', `${cookieName}=${cookie}`)
  return req
}
