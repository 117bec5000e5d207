import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { LRUCache } from 'lru-cache'
import { createSealer, type Sealer } from '../lib/seal.js'

/** The session cookie's name on http; on https it carries the `__Host-` prefix (cookieNameFor). */
export const SESSION_COOKIE = 'jagir_session'
const DAY_MS = 24 * 60 * 60 * 1000
/** Idle expiry, renewed on use at most once a day, and the absolute limit. */
export const SESSION_IDLE_MS = 14 * DAY_MS
export const SESSION_RENEW_AFTER_MS = DAY_MS
export const SESSION_ABSOLUTE_MS = 30 * DAY_MS

/**
 * The name a cookie of ours goes by: `__Host-<name>` when cookies are Secure (https PUBLIC_URL),
 * so a sibling subdomain or an http page cannot plant a same-name cookie the browser would send
 * first (cookie tossing). Browsers refuse `__Host-` without Secure, so http keeps the plain name.
 */
export function cookieNameFor(name: string, secure: boolean): string {
  return secure ? `__Host-${name}` : name
}

/** What the sealed cookie holds. Times are epoch milliseconds. */
interface SealedSession {
  v: 1
  /** Provider bearer token. */
  token: string
  /** When the session was created by a login (absolute limit counts from here). */
  createdAt: number
  /** When the idle window last started. */
  renewedAt: number
}

export interface Session {
  token: string
  createdAt: number
  renewedAt: number
}

export interface SessionOptions {
  secrets: readonly string[]
  secure: boolean
  /** Clock, replaceable in tests. */
  now?: () => number
}

export interface SessionStore {
  sealer: Sealer
  /** The session cookie's name (`__Host-jagir_session` on https): read it only through this. */
  cookieName: string
  /** Whether our cookies are Secure (PUBLIC_URL is https). */
  secure: boolean
  /** The session of this request, or null; clears a bad cookie and renews a stale one. */
  read(request: FastifyRequest, reply: FastifyReply): Promise<Session | null>
  /** Seals a fresh session for this token and sets the cookie. */
  issue(reply: FastifyReply, token: string): Promise<void>
  /** Clears the session cookie. */
  clear(reply: FastifyReply): void
  cookieOptions(maxAgeSeconds: number): {
    path: string
    httpOnly: boolean
    sameSite: 'lax'
    secure: boolean
    maxAge: number
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionStore
  }
  interface FastifyRequest {
    /** Memo of this request's session lookup (undefined: not read yet). */
    sessionMemo: Session | null | undefined
  }
}

function isSealedSession(
  value: Record<string, unknown>,
): value is Record<string, unknown> & SealedSession {
  return (
    value.v === 1 &&
    typeof value.token === 'string' &&
    value.token.length > 0 &&
    typeof value.createdAt === 'number' &&
    typeof value.renewedAt === 'number'
  )
}

/** Sealed-cookie sessions: idle and absolute expiry are sealed inside, so Max-Age extends nothing. */
export default fp<SessionOptions>(
  async function sessionPlugin(fastify, options) {
    const now = options.now ?? Date.now
    const sealer = createSealer(options.secrets)
    const cookieName = cookieNameFor(SESSION_COOKIE, options.secure)
    // Unsealing costs an AES-GCM decrypt; a session cookie is reused for many requests.
    const unsealed = new LRUCache<string, SealedSession>({ max: 20_000 })

    const cookieOptions = (maxAgeSeconds: number) => ({
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: options.secure,
      maxAge: Math.max(0, Math.floor(maxAgeSeconds)),
    })

    // `at` is the moment the session was stamped, so a fresh login's Max-Age is exactly 14 days.
    async function write(reply: FastifyReply, session: SealedSession, at: number): Promise<void> {
      const sealed = await sealer.seal(session)
      unsealed.set(sealed, session)
      const expiresAt = Math.min(
        session.renewedAt + SESSION_IDLE_MS,
        session.createdAt + SESSION_ABSOLUTE_MS,
      )
      reply.setCookie(cookieName, sealed, cookieOptions((expiresAt - at) / 1000))
    }

    function clear(reply: FastifyReply): void {
      reply.clearCookie(cookieName, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: options.secure,
      })
    }

    async function unsealCookie(cookie: string): Promise<SealedSession | null> {
      const cached = unsealed.get(cookie)
      if (cached) return cached
      const value = await sealer.unseal(cookie)
      if (!value || !isSealedSession(value)) return null
      const session: SealedSession = {
        v: 1,
        token: value.token,
        createdAt: value.createdAt,
        renewedAt: value.renewedAt,
      }
      unsealed.set(cookie, session)
      return session
    }

    async function read(request: FastifyRequest, reply: FastifyReply): Promise<Session | null> {
      if (request.sessionMemo !== undefined) return request.sessionMemo
      const cookie = request.cookies[cookieName]
      if (!cookie) return (request.sessionMemo = null)

      const session = await unsealCookie(cookie)
      const at = now()
      const expired =
        !session ||
        at >= session.renewedAt + SESSION_IDLE_MS ||
        at >= session.createdAt + SESSION_ABSOLUTE_MS ||
        session.renewedAt > at + 60_000
      if (!session || expired) {
        unsealed.delete(cookie)
        clear(reply)
        return (request.sessionMemo = null)
      }
      if (at - session.renewedAt >= SESSION_RENEW_AFTER_MS) {
        const renewed: SealedSession = { ...session, renewedAt: at }
        await write(reply, renewed, at)
        return (request.sessionMemo = {
          token: renewed.token,
          createdAt: renewed.createdAt,
          renewedAt: at,
        })
      }
      return (request.sessionMemo = {
        token: session.token,
        createdAt: session.createdAt,
        renewedAt: session.renewedAt,
      })
    }

    async function issue(reply: FastifyReply, token: string): Promise<void> {
      const at = now()
      const session: SealedSession = { v: 1, token, createdAt: at, renewedAt: at }
      reply.request.sessionMemo = { token, createdAt: at, renewedAt: at }
      await write(reply, session, at)
    }

    fastify.decorateRequest('sessionMemo', undefined)
    fastify.decorate('sessions', {
      sealer,
      cookieName,
      secure: options.secure,
      read,
      issue,
      clear: (reply: FastifyReply) => {
        reply.request.sessionMemo = null
        clear(reply)
      },
      cookieOptions,
    })
  },
  { name: 'jagir-session', dependencies: ['@fastify/cookie'] },
)
