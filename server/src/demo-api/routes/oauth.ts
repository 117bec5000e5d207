import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { issueToken } from '../lib/auth.js'
import { localeOf, type Locale } from '../lib/locale.js'
import { DEMO_ACCOUNTS } from '../seed/accounts.js'
import type { Db } from '../db/database.js'
import { consentPage, invalidRequestPage } from './oauth-page.js'

/** The only client the demo provider knows. */
export const DEMO_CLIENT_ID = 'jagir-demo'
/** Header the BFF mount sets to its PUBLIC_URL origin: redirects there are trusted too. */
export const PUBLIC_ORIGIN_HEADER = 'x-demo-public-origin'
const CODE_TTL_MS = 5 * 60 * 1000

interface PendingCode {
  challenge: string
  redirectUri: string
  clientId: string
  expiresAt: number
}

type Fields = Record<string, unknown>
const field = (fields: Fields, name: string): string | undefined => {
  const value = fields[name]
  const first = Array.isArray(value) ? value[0] : value
  return typeof first === 'string' ? first : undefined
}

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|.+\.localhost)$/i

/** True for redirect URIs on a loopback host or on the BFF's own origin. */
function trustedRedirect(request: FastifyRequest, redirectUri: string | undefined): boolean {
  if (!redirectUri) return false
  let url: URL
  try {
    url = new URL(redirectUri)
  } catch {
    return false
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false
  const publicOrigin = request.headers[PUBLIC_ORIGIN_HEADER]
  return LOOPBACK.test(url.hostname) || url.origin === publicOrigin
}

/** The page language: `ui_locales` first, then Accept-Language, else Nepali (the site default). */
function pageLocale(request: FastifyRequest, fields: Fields): Locale {
  const asked = (field(fields, 'ui_locales') ?? '')
    .split(/\s+/)
    .find((tag) => /^(en|ne)/i.test(tag))
  if (asked) return asked.toLowerCase().startsWith('en') ? 'en' : 'ne'
  return request.headers['accept-language'] ? localeOf(request) : 'ne'
}

const withParams = (uri: string, params: Record<string, string | undefined>) => {
  const url = new URL(uri)
  for (const [key, value] of Object.entries(params))
    if (value !== undefined) url.searchParams.set(key, value)
  return url.toString()
}

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url')
const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/** The demo OAuth provider: an authorize page with PKCE (S256) and a token endpoint. */
export function oauthRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    const codes = new Map<string, PendingCode>()

    /** Checks an authorize request; answers the reply already sent when it is not usable. */
    function check(
      request: FastifyRequest,
      reply: FastifyReply,
      fields: Fields,
    ): FastifyReply | null {
      const redirectUri = field(fields, 'redirect_uri')
      if (field(fields, 'client_id') !== DEMO_CLIENT_ID || !trustedRedirect(request, redirectUri)) {
        return reply
          .code(400)
          .type('text/html; charset=utf-8')
          .send(invalidRequestPage(pageLocale(request, fields)))
      }
      const state = field(fields, 'state')
      const fail = (error: string) =>
        reply.redirect(withParams(redirectUri!, { error, state }), 302)
      if (field(fields, 'response_type') !== 'code') return fail('unsupported_response_type')
      if (!field(fields, 'code_challenge') || field(fields, 'code_challenge_method') !== 'S256') {
        return fail('invalid_request')
      }
      return null
    }

    app.get('/demo-oauth/authorize', async (request, reply) => {
      const fields = request.query as Fields
      const refused = check(request, reply, fields)
      if (refused) return refused
      const keep = [
        'response_type',
        'client_id',
        'redirect_uri',
        'state',
        'code_challenge',
        'code_challenge_method',
        'ui_locales',
      ]
      const params = Object.fromEntries(
        keep.flatMap((name) =>
          field(fields, name) === undefined ? [] : [[name, field(fields, name)!]],
        ),
      )
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(consentPage(pageLocale(request, fields), params))
    })

    app.post('/demo-oauth/authorize', async (request, reply) => {
      const fields = (request.body ?? {}) as Fields
      const refused = check(request, reply, fields)
      if (refused) return refused
      const redirectUri = field(fields, 'redirect_uri')!
      const state = field(fields, 'state')
      if (field(fields, 'decision') !== 'allow') {
        return reply.redirect(withParams(redirectUri, { error: 'access_denied', state }), 302)
      }
      const code = randomBytes(24).toString('base64url')
      for (const [old, entry] of codes) if (entry.expiresAt < Date.now()) codes.delete(old)
      codes.set(code, {
        challenge: field(fields, 'code_challenge')!,
        redirectUri,
        clientId: DEMO_CLIENT_ID,
        expiresAt: Date.now() + CODE_TTL_MS,
      })
      return reply.redirect(withParams(redirectUri, { code, state }), 302)
    })

    app.post('/demo-oauth/token', async (request, reply) => {
      const fields = (request.body ?? {}) as Fields
      reply.header('cache-control', 'no-store')
      const refuse = (status: number, error: string, description: string) =>
        reply.code(status).send({ error, error_description: description })
      if (field(fields, 'client_id') !== DEMO_CLIENT_ID)
        return refuse(401, 'invalid_client', 'Unknown client.')
      if (field(fields, 'grant_type') !== 'authorization_code') {
        return refuse(400, 'unsupported_grant_type', 'Only authorization_code is supported.')
      }
      const code = field(fields, 'code') ?? ''
      const pending = codes.get(code)
      // Single use: a code is spent by its first exchange, right or wrong.
      codes.delete(code)
      const verifier = field(fields, 'code_verifier') ?? ''
      if (
        !pending ||
        pending.expiresAt < Date.now() ||
        pending.redirectUri !== field(fields, 'redirect_uri') ||
        !same(s256(verifier), pending.challenge)
      ) {
        return refuse(
          400,
          'invalid_grant',
          'The code is unknown, expired, spent, or does not match.',
        )
      }
      const user = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', DEMO_ACCOUNTS.seeker)
        .executeTakeFirst()
      if (!user) return refuse(400, 'invalid_grant', 'The demo job seeker does not exist.')
      return { access_token: await issueToken(db, user), token_type: 'Bearer' }
    })
  }
}
