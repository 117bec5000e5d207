import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { toSafeNextPath } from '@jagir/shared/routes/next-path'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import type { OAuthConfig } from '../config.js'
import { tokenFromAnswer } from '../lib/bearer-token.js'
import { fetchCurrentUser, requestLocale, type Locale } from '../lib/current-user.js'
import { cookieNameFor } from '../plugins/session.js'
import { UpstreamError } from '../plugins/upstream.js'

/** The state cookie's name on http; `__Host-jagir_oauth` on https (cookieNameFor). */
export const OAUTH_COOKIE = 'jagir_oauth'
/** How long a social sign-in may take, from leaving for the provider to coming back. */
export const OAUTH_STATE_MS = 10 * 60 * 1000
/** Every path the provider may send the browser back to (redirect_uri uses the first). */
export const CALLBACK_PATHS = [
  '/oauth2/callback/',
  '/oauth2/callback',
  '/en/oauth2/callback/',
  '/en/oauth2/callback',
]

export interface OAuthRoutesOptions {
  /** The provider; undefined hides social sign-in (`/bff/oauth/login` answers 404). */
  oauth?: OAuthConfig
  /** PUBLIC_URL, for `redirect_uri`. */
  publicUrl: string
  /** Clock for the state cookie's expiry, replaceable in tests. */
  now?: () => number
}

/** What the state cookie holds between leaving for the provider and coming back. */
interface OAuthState {
  kind: 'oauth'
  state: string
  verifier: string
  next: string
  lang: Locale
  expiresAt: number
}

type QueryValue = string | string[] | undefined
const one = (value: QueryValue): string | undefined => (Array.isArray(value) ? value[0] : value)

const base64url = (bytes: Buffer): string => bytes.toString('base64url')
/** The PKCE S256 challenge of a verifier (RFC 7636 section 4.2). */
export const pkceChallenge = (verifier: string): string =>
  base64url(createHash('sha256').update(verifier).digest())

/** The sign-in page in the user's language, with an error code safe to put in a URL. */
function signInWithError(lang: Locale, error: string): string {
  const code = /^[A-Za-z0-9_.-]{1,64}$/.test(error) ? error : 'oauth_error'
  return `${lang === 'en' ? '/en' : ''}/sign-in?error=${encodeURIComponent(code)}`
}

/** The language to come back in: `?lang=`, else an English `next`, else the locale cookie. */
function flowLang(lang: string | undefined, next: string | undefined, locale: Locale): Locale {
  if (lang === 'en' || lang === 'ne') return lang
  if (next === '/en' || next?.startsWith('/en/') || next?.startsWith('/en?')) return 'en'
  return locale
}

/** Constant-time string comparison, so the state check leaks nothing through timing. */
function sameState(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/**
 * Social sign-in (docs/bff.md#oauth, docs/product.md#sign-in-logout-and-social-sign-in): authorization code with
 * PKCE and a single-use state in a sealed 10-minute cookie, then the session cookie.
 */
const oauthRoutes: FastifyPluginAsync<OAuthRoutesOptions> = async (fastify, options) => {
  const now = options.now ?? Date.now
  const { oauth } = options
  const redirectUri = `${options.publicUrl}/oauth2/callback/`
  const stateCookie = cookieNameFor(OAUTH_COOKIE, fastify.sessions.secure)
  // States already used. The browser drops the cleared cookie; this also stops a copied cookie
  // from being replayed while it would still be within its 10 minutes: on this replica, or on
  // every replica with REDIS_URL.
  const spent = fastify.sharedState.store('oauth-spent-state', 50_000)

  fastify.get<{ Querystring: Record<string, QueryValue> }>(
    '/bff/oauth/login',
    async (request, reply) => {
      if (!oauth) return reply.code(404).send({ detail: 'Social sign-in is not available.' })
      const next = one(request.query.next)
      const lang = flowLang(one(request.query.lang), next, requestLocale(request))
      const flow: OAuthState = {
        kind: 'oauth',
        state: base64url(randomBytes(32)),
        verifier: base64url(randomBytes(32)),
        // Stored ready for the Location header: ASCII, local (finding 9: raw non-ASCII gave a 500).
        next: toSafeNextPath(next) ?? '',
        lang,
        expiresAt: now() + OAUTH_STATE_MS,
      }
      const sealed = await fastify.sessions.sealer.seal(flow)
      reply.setCookie(stateCookie, sealed, fastify.sessions.cookieOptions(OAUTH_STATE_MS / 1000))

      const target = new URL(oauth.authorizeUrl)
      const params: Record<string, string | undefined> = {
        response_type: 'code',
        client_id: oauth.clientId,
        redirect_uri: redirectUri,
        state: flow.state,
        audience: oauth.audience,
        scope: oauth.scope,
        code_challenge: pkceChallenge(flow.verifier),
        code_challenge_method: 'S256',
      }
      for (const [key, value] of Object.entries(params)) {
        if (value !== undefined) target.searchParams.set(key, value)
      }
      return reply.redirect(target.toString(), 302)
    },
  )

  /** The state cookie's content when it is ours, intact and not expired; null otherwise. */
  async function readFlow(request: FastifyRequest): Promise<OAuthState | null> {
    const cookie = request.cookies[stateCookie]
    if (!cookie) return null
    const value = await fastify.sessions.sealer.unseal(cookie)
    if (
      !value ||
      value.kind !== 'oauth' ||
      typeof value.state !== 'string' ||
      typeof value.verifier !== 'string' ||
      typeof value.next !== 'string' ||
      typeof value.expiresAt !== 'number' ||
      now() >= value.expiresAt
    ) {
      return null
    }
    try {
      // Atomic: of two callbacks with one state, on any replicas, only the first gets through.
      if (!(await spent.claim(value.state, value.expiresAt - now()))) return null
    } catch (error) {
      // Whether the state was spent cannot be known: refuse (fail closed); password sign-in works.
      fastify.sharedState.degraded(
        'social sign-in refused: spent states unknown (fail closed)',
        error,
      )
      return null
    }
    return { ...(value as unknown as OAuthState), lang: value.lang === 'en' ? 'en' : 'ne' }
  }

  /** Trades the code for a token at the provider's token endpoint; undefined when that fails. */
  async function exchangeCode(
    request: FastifyRequest,
    provider: OAuthConfig,
    code: string,
    flow: OAuthState,
  ) {
    // Form-encoded, as RFC 6749 section 4.1.3 requires of token requests.
    const form = new URLSearchParams({
      code,
      client_id: provider.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      grant_type: 'authorization_code',
      code_verifier: flow.verifier,
    })
    if (provider.audience) form.set('audience', provider.audience)
    if (provider.clientSecret) form.set('client_secret', provider.clientSecret)
    try {
      const answer = await fastify.upstream.request({
        method: 'POST',
        path: '/',
        url: provider.tokenUrl,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form.toString(),
      })
      const text = await answer.body.text()
      if (answer.statusCode < 200 || answer.statusCode >= 300) {
        request.log.warn(
          { providerStatus: answer.statusCode },
          'oauth token endpoint refused the code',
        )
        return undefined
      }
      const contentType = answer.headers['content-type']
      return tokenFromAnswer(text, Array.isArray(contentType) ? contentType[0] : contentType)
    } catch (error) {
      request.log.warn(
        { err: error instanceof Error ? error.message : String(error) },
        'oauth token endpoint failed',
      )
      return undefined
    }
  }

  /** True when users/me accepts the token; checked before it is sealed into a session. */
  async function acceptedByProvider(request: FastifyRequest, token: string, lang: Locale) {
    try {
      if (await fetchCurrentUser(fastify.upstream, token, lang)) return true
      request.log.warn('users/me refused the token from the oauth token endpoint')
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error
      request.log.warn({ err: error.cause ?? error }, 'users/me failed after the oauth exchange')
    }
    return false
  }

  async function callback(
    request: FastifyRequest<{ Querystring: Record<string, QueryValue> }>,
    reply: FastifyReply,
  ) {
    reply.header('cache-control', 'no-store')
    const flow = await readFlow(request)
    // Single use: whatever happens next, this state cannot be replayed.
    reply.clearCookie(stateCookie, fastify.sessions.cookieOptions(0))
    const lang: Locale = request.url.startsWith('/en/') ? 'en' : (flow?.lang ?? 'ne')
    const query = request.query
    const state = one(query.state)
    if (!flow || !state || !sameState(state, flow.state)) {
      return reply.redirect(signInWithError(lang, 'oauth_state'), 302)
    }
    const providerError = one(query.error)
    if (providerError !== undefined) {
      return reply.redirect(signInWithError(lang, providerError), 302)
    }

    // Only a code, traded with the PKCE verifier, signs anyone in. A token in the query is ignored:
    // with the victim's state it would sign the victim in as whoever owns that token.
    const code = one(query.code)
    const token = code && oauth ? await exchangeCode(request, oauth, code, flow) : undefined
    if (!token || !(await acceptedByProvider(request, token, lang))) {
      return reply.redirect(signInWithError(lang, 'oauth_token'), 302)
    }

    await fastify.sessions.issue(reply, token)
    const home = lang === 'en' ? '/en/' : '/'
    return reply.redirect(toSafeNextPath(flow.next) ?? home, 302)
  }

  for (const url of CALLBACK_PATHS) fastify.get(url, callback)
}

export default oauthRoutes
