import rateLimit from '@fastify/rate-limit'
import type {
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
} from 'fastify'
import fp from 'fastify-plugin'
import { isUsableToken } from '../lib/bearer-token.js'
import { fetchCurrentUser, requestLocale, type Locale } from '../lib/current-user.js'
import {
  accountKey,
  accountOf,
  accountWaitMessage,
  addressWaitMessage,
  createAccountThrottle,
  redisAccountThrottle,
} from '../lib/login-throttle.js'
import { redisRateLimitStore } from '../lib/rate-limit-store.js'
import { UpstreamError, type JsonAnswer } from '../plugins/upstream.js'

export interface AuthRoutesOptions {
  /** Upstream logout endpoint (API_LOGOUT_PATH); called on logout only when set. */
  apiLogoutPath?: string
  /** Clock for the per-account throttle, replaceable in tests. */
  now?: () => number
}

/** Login attempts allowed per client address and minute, over both login paths together. */
export const LOGIN_ATTEMPTS_PER_MINUTE = 20
/** How long logout waits for the upstream logout before answering anyway. */
const LOGOUT_WAIT_MS = 5_000
const CREDENTIALS_LIMIT = 16 * 1024

/** 429 for an account that must wait: Retry-After and the wait in the request's language. */
function refuseLocked(reply: FastifyReply, waitMs: number, locale: Locale) {
  return reply
    .code(429)
    .header('retry-after', String(Math.ceil(waitMs / 1000)))
    .send({ detail: accountWaitMessage(waitMs, locale) })
}

/** The token of a successful get-token answer, or undefined. */
function tokenOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined
  const token = (body as { token?: unknown }).token
  return isUsableToken(token) ? token : undefined
}

const LOGIN_PATHS = ['/bff/login', '/api/v1/auth/get-token/', '/api/v1/auth/get-token']
/** Password change: handled here (throttle, rotation), never proxied raw. */
const CHANGE_PASSWORD_PATHS = ['/api/v1/auth/change-password/', '/api/v1/auth/change-password']
const OWN_PATHS = [...LOGIN_PATHS, ...CHANGE_PASSWORD_PATHS]
/** Only a URL with one of these can spell those paths (plainly, encoded, or with odd separators). */
const MAY_SPELL_OWN_PATH = /token|password|%|\\|;/i
/** DRF's words, as the proxy answers a write that needs a session. */
const NO_CREDENTIALS = { detail: 'Authentication credentials were not provided.' }

/**
 * The path a provider that decodes and normalises paths (as nginx and most frameworks do) would
 * read: `//`, `/./`, `..`, percent-encoding, backslashes, `;` parameters and case aside.
 */
export function normalisedPath(url: string): string {
  let path = url.split('?')[0]!
  try {
    path = decodeURIComponent(path)
  } catch {
    // Undecodable: compare it as it is.
  }
  const segments: string[] = []
  for (const part of path.replace(/\\/g, '/').split('/')) {
    const segment = part.split(';')[0]!.trim().toLowerCase()
    if (segment === '' || segment === '.') continue
    if (segment === '..') segments.pop()
    else segments.push(segment)
  }
  return segments.join('/')
}

/** True when a normalising provider would read this URL as get-token. */
export const meansGetToken = (url: string): boolean =>
  normalisedPath(url) === 'api/v1/auth/get-token'

/** True when a normalising provider would read this URL as change-password. */
export const meansChangePassword = (url: string): boolean =>
  normalisedPath(url) === 'api/v1/auth/change-password'

/** A JSON object body: as sent (to forward byte for byte) and parsed; undefined otherwise. */
function jsonObjectOf(body: unknown): { text: string; value: Record<string, unknown> } | undefined {
  if (!Buffer.isBuffer(body) || body.length === 0) return undefined
  const text = body.toString('utf8')
  try {
    const value: unknown = JSON.parse(text)
    return value && typeof value === 'object' && !Array.isArray(value)
      ? { text, value: value as Record<string, unknown> }
      : undefined
  } catch {
    return undefined
  }
}

/** The raw credentials when they are a JSON object, else undefined (so the caller answers 400). */
const credentialsOf = (body: unknown): string | undefined => jsonObjectOf(body)?.text

/**
 * The names the user signs in with, as users/me tells them: the provider's `username` first
 * (what get-token compares), then the phone number and the e-mail address.
 */
function signInNamesOf(user: Record<string, unknown>): string[] {
  const names = [user.username, user.phone_number, user.email]
  return names.filter((name): name is string => typeof name === 'string' && name.trim() !== '')
}

/** A 4xx answer's body as the provider sent it, or a plain `detail`. */
const answerBody = (answer: JsonAnswer, fallback: string) =>
  answer.body && typeof answer.body === 'object' ? answer.body : { detail: fallback }

/** The provider's Retry-After on a 429, passed on so the client waits as long as it was told. */
function passRetryAfter(reply: FastifyReply, answer: JsonAnswer): void {
  const value = answer.headers['retry-after']
  if (answer.status === 429 && typeof value === 'string' && /^\d{1,9}$/.test(value)) {
    reply.header('retry-after', value)
  }
}

/** True when the provider refused the current password (a field error under `old_password`). */
const refusedOldPassword = (answer: JsonAnswer): boolean =>
  answer.status === 400 &&
  !!answer.body &&
  typeof answer.body === 'object' &&
  'old_password' in answer.body

const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (fastify, options) => {
  // Credentials are forwarded byte for byte, so they are read raw whatever the content type says.
  fastify.removeAllContentTypeParsers()
  fastify.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: CREDENTIALS_LIMIT },
    (_request, body, done) => done(null, body),
  )

  const { redis, degraded } = fastify.sharedState
  // With REDIS_URL the counts are shared by every replica; when Redis fails, the attempt is let
  // through and logged (fail open): sign-in keeps working.
  await fastify.register(rateLimit, {
    global: false,
    ...(redis ? { store: redisRateLimitStore(redis, degraded), skipOnError: true } : {}),
  })
  // One counter for both login paths, so the alias does not double an attacker's budget.
  const loginLimit = fastify.rateLimit({
    max: LOGIN_ATTEMPTS_PER_MINUTE,
    timeWindow: 60_000,
    errorResponseBuilder: (request, context) =>
      Object.assign(new Error(addressWaitMessage(context.ttl, requestLocale(request))), {
        statusCode: 429,
      }),
  }) as unknown as onRequestAsyncHookHandler
  const accounts = redis ? redisAccountThrottle(redis, degraded) : createAccountThrottle()
  const now = options.now ?? Date.now

  async function login(request: FastifyRequest, reply: FastifyReply) {
    reply.header('cache-control', 'no-store')
    const credentials = credentialsOf(request.body)
    if (!credentials) {
      return reply.code(400).send({ detail: 'Send the credentials as a JSON object.' })
    }
    const locale = requestLocale(request)
    const account = accountOf(credentials)
    const wait = account === null ? 0 : await accounts.waitMs(account, now())
    if (wait > 0) return refuseLocked(reply, wait, locale)
    const answer = await fastify.upstream.json({
      method: 'POST',
      path: '/api/v1/auth/get-token/',
      headers: { 'accept-language': locale },
      body: credentials,
    })
    if (answer.status >= 400 && answer.status < 500) {
      // The provider's own 429 (it counts an account's e-mail and phone as one) is not a failure.
      if (account !== null && answer.status !== 429) await accounts.failed(account, now())
      passRetryAfter(reply, answer)
      return reply.code(answer.status).send(answerBody(answer, 'Sign-in failed.'))
    }
    const token = answer.status >= 200 && answer.status < 300 ? tokenOf(answer.body) : undefined
    if (!token) {
      request.log.warn(
        { upstreamStatus: answer.status },
        'get-token answered without a usable token',
      )
      return reply.code(502).send({ detail: 'The sign-in service gave an unexpected answer.' })
    }
    const user = await fetchCurrentUser(fastify.upstream, token, locale)
    if (!user) {
      request.log.warn('users/me refused a token that get-token had just issued')
      return reply.code(502).send({ detail: 'The sign-in service gave an unexpected answer.' })
    }
    if (account !== null) await accounts.succeeded(account)
    await fastify.sessions.issue(reply, token)
    return reply.code(200).send({ user })
  }

  // Without the slash too: otherwise the proxy would hand the provider's token to the browser.
  for (const url of LOGIN_PATHS) {
    fastify.post(url, { onRequest: loginLimit }, login)
  }

  /** The longest wait any of these account keys owes (0: none). */
  async function accountWait(keys: readonly string[]): Promise<number> {
    const waits = await Promise.all(keys.map((key) => accounts.waitMs(key, now())))
    return Math.max(0, ...waits)
  }

  /**
   * Password change (issue 26). A wrong current password is a failed sign-in of the account
   * (under every name it signs in with), so the change is no password oracle: after 5, both wait.
   * On success the provider has ended every token of the account, so every other session dies at
   * its next request (the provider answers 401); this one is rotated: its id revoked here, a
   * fresh token got by signing in with the new password, a freshly sealed cookie.
   */
  async function changePassword(request: FastifyRequest, reply: FastifyReply) {
    reply.header('cache-control', 'no-store')
    const locale = requestLocale(request)
    const session = await fastify.sessions.read(request, reply)
    if (!session) return reply.code(401).send(NO_CREDENTIALS)
    const body = jsonObjectOf(request.body)
    if (!body) return reply.code(400).send({ detail: 'Send the passwords as a JSON object.' })
    const user = await fetchCurrentUser(fastify.upstream, session.token, locale)
    if (!user) {
      fastify.sessions.clear(reply)
      return reply.code(401).send(NO_CREDENTIALS)
    }
    const names = signInNamesOf(user)
    const keys = [...new Set(names.map(accountKey).filter((key) => key !== null))]
    const wait = await accountWait(keys)
    if (wait > 0) return refuseLocked(reply, wait, locale)
    const answer = await fastify.upstream.json({
      method: 'POST',
      path: '/api/v1/auth/change-password/',
      headers: { authorization: `Bearer ${session.token}`, 'accept-language': locale },
      body: body.text,
    })
    if (answer.status < 200 || answer.status >= 300) {
      if (refusedOldPassword(answer)) {
        for (const key of keys) await accounts.failed(key, now())
      }
      if (answer.status === 401) fastify.sessions.clear(reply)
      if (answer.status >= 500) {
        return reply.code(502).send({ detail: 'The password service gave an unexpected answer.' })
      }
      passRetryAfter(reply, answer)
      return reply.code(answer.status).send(answerBody(answer, 'The password was not changed.'))
    }
    for (const key of keys) await accounts.succeeded(key)
    // The old session ends whatever follows: its cookie no longer works anywhere.
    await fastify.sessions.end(request, reply)
    const fresh = names[0]
      ? await fastify.upstream.json({
          method: 'POST',
          path: '/api/v1/auth/get-token/',
          headers: { 'accept-language': locale },
          body: JSON.stringify({ username: names[0], password: body.value.new_password }),
        })
      : undefined
    const token =
      fresh && fresh.status >= 200 && fresh.status < 300 ? tokenOf(fresh.body) : undefined
    if (token) await fastify.sessions.issue(reply, token)
    else {
      // Changed, but no new token: the user signs in again with the new password.
      request.log.warn(
        { upstreamStatus: fresh?.status },
        'sign-in with the new password failed after a password change',
      )
    }
    return reply.code(200).send(answerBody(answer, 'Password changed.'))
  }

  // Not under the per-address sign-in limit: it needs a session, and the account's throttle holds.
  for (const url of CHANGE_PASSWORD_PATHS) fastify.post(url, changePassword)

  fastify.get('/bff/user', async (request, reply) => {
    const session = await fastify.sessions.read(request, reply)
    if (!session) return { user: null }
    const user = await fetchCurrentUser(fastify.upstream, session.token, requestLocale(request))
    if (!user) {
      // The provider no longer accepts the token: the session is over.
      fastify.sessions.clear(reply)
      return { user: null }
    }
    return { user }
  })

  fastify.post('/bff/logout', async (request, reply) => {
    const session = await fastify.sessions.read(request, reply)
    // Revoked before the upstream call: however that goes, the old cookie no longer works here.
    await fastify.sessions.end(request, reply)
    if (session && options.apiLogoutPath) {
      const call = fastify.upstream
        .request({
          method: 'POST',
          path: options.apiLogoutPath,
          headers: {
            authorization: `Bearer ${session.token}`,
            'accept-language': requestLocale(request),
          },
        })
        .then(async (answer) => {
          await answer.body.dump()
          if (answer.statusCode >= 400) {
            request.log.warn({ upstreamStatus: answer.statusCode }, 'upstream logout refused')
          }
        })
        .catch((error: unknown) => {
          // Logout call failures are ignored; the session ends regardless. (docs/product.md#sign-in-logout-and-social-sign-in)
          request.log.warn(
            { err: error instanceof UpstreamError ? error.message : error },
            'upstream logout failed',
          )
        })
      let timer: NodeJS.Timeout | undefined
      const wait = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, Math.min(LOGOUT_WAIT_MS, fastify.upstream.timeoutMs))
      })
      await Promise.race([call, wait])
      clearTimeout(timer)
    }
    return reply.code(204).send()
  })
}

/**
 * Password sign-in, password change, the current user and logout (docs/bff.md#endpoints), plus
 * `Cache-Control: no-store` on every `/bff/*` answer, including refusals made before a route runs.
 */
export default fp<AuthRoutesOptions>(
  async function authPlugin(fastify, options) {
    // Callback hooks: they run on every request, the proxied ones included.
    fastify.addHook('onSend', (request, reply, payload, done) => {
      if (request.url.startsWith('/bff/')) reply.header('cache-control', 'no-store')
      done(null, payload)
    })
    // get-token and change-password are never proxied raw, whatever spelling of their paths
    // would reach the proxy (a provider that ignores case would otherwise skip the throttle).
    fastify.addHook('onRequest', (request, reply, done) => {
      const url = request.url
      if (
        url.startsWith('/api/') &&
        MAY_SPELL_OWN_PATH.test(url) &&
        !OWN_PATHS.includes(request.routeOptions.url ?? '')
      ) {
        if (meansGetToken(url)) {
          reply.code(400).send({ detail: 'Sign in through /bff/login.' })
          return
        }
        if (meansChangePassword(url)) {
          reply.code(400).send({ detail: 'Invalid path.' })
          return
        }
      }
      done()
    })
    await fastify.register(authRoutes, options)
  },
  {
    name: 'jagir-auth',
    dependencies: ['jagir-session', 'jagir-upstream', 'jagir-shared-state', '@fastify/cookie'],
  },
)
