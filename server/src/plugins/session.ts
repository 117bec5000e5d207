import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { LRUCache } from 'lru-cache'
import { memoryRevocations, type RevocationStore } from '../lib/revocations.js'
import { createSealer, type Sealer } from '../lib/seal.js'
import {
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  SESSION_RENEW_AFTER_MS,
  isLive,
  newSessionId,
  sessionFromSealed,
  type SealedSession,
} from '../lib/sealed-session.js'

/** The session cookie's name on http; on https it carries the `__Host-` prefix (cookieNameFor). */
export const SESSION_COOKIE = 'jagir_session'

/**
 * The name a cookie of ours goes by: `__Host-<name>` when cookies are Secure (https PUBLIC_URL),
 * so a sibling subdomain or an http page cannot plant a same-name cookie the browser would send
 * first (cookie tossing). Browsers refuse `__Host-` without Secure, so http keeps the plain name.
 */
export function cookieNameFor(name: string, secure: boolean): string {
  return secure ? `__Host-${name}` : name
}

/** A live session as the routes see it. */
export type Session = Omit<SealedSession, 'v'>

export interface SessionOptions {
  secrets: readonly string[]
  secure: boolean
  /** Where logouts are remembered; in memory (per replica) unless given. */
  revocations?: RevocationStore
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
  /**
   * read()'s answer when it needs no waiting (no cookie; or a cookie unsealed before, live, not
   * due for renewal, and a revocation store that answers from memory), else undefined: then call
   * read(). The proxy asks this first, so a request with a known session costs no promise.
   */
  peek(request: FastifyRequest, reply: FastifyReply): Session | null | undefined
  /** Seals a fresh session for this token and sets the cookie. */
  issue(reply: FastifyReply, token: string): Promise<void>
  /** Clears the session cookie. */
  clear(reply: FastifyReply): void
  /** Whether this answer sets or clears the session cookie (read, issue, clear or end did). */
  setsCookie(reply: FastifyReply): boolean
  /** Logout: revokes this request's session everywhere it is replayed, and clears the cookie. */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>
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

/** Sealed-cookie sessions: idle and absolute expiry are sealed inside, so Max-Age extends nothing. */
export default fp<SessionOptions>(
  async function sessionPlugin(fastify, options) {
    const now = options.now ?? Date.now
    const sealer = createSealer(options.secrets)
    const cookieName = cookieNameFor(SESSION_COOKIE, options.secure)
    // Unsealing costs an AES-GCM decrypt; a session cookie is reused for many requests.
    const unsealed = new LRUCache<string, SealedSession>({ max: 20_000 })
    const revocations = options.revocations ?? memoryRevocations()
    // Answers that carry the session cookie: the proxy's direct path cannot carry one.
    const withCookie = new WeakSet<FastifyReply>()

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
      withCookie.add(reply)
    }

    function clear(reply: FastifyReply): void {
      reply.clearCookie(cookieName, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: options.secure,
      })
      withCookie.add(reply)
    }

    async function unsealCookie(cookie: string): Promise<SealedSession | null> {
      const cached = unsealed.get(cookie)
      if (cached) return cached
      const value = await sealer.unseal(cookie)
      const session = value && sessionFromSealed(value)
      if (session) unsealed.set(cookie, session)
      return session
    }

    const visible = ({ sid, token, createdAt, renewedAt }: SealedSession): Session => ({
      sid,
      token,
      createdAt,
      renewedAt,
    })

    /** Forgets a cookie that holds no live session and clears it on the answer. */
    function refuse(request: FastifyRequest, reply: FastifyReply, cookie: string): null {
      unsealed.delete(cookie)
      clear(reply)
      return (request.sessionMemo = null)
    }

    function peek(request: FastifyRequest, reply: FastifyReply): Session | null | undefined {
      if (request.sessionMemo !== undefined) return request.sessionMemo
      const cookie = request.cookies[cookieName]
      if (!cookie) return (request.sessionMemo = null)
      const session = unsealed.get(cookie)
      if (session === undefined) return undefined
      const at = now()
      if (!isLive(session, at)) return refuse(request, reply, cookie)
      if (at - session.renewedAt >= SESSION_RENEW_AFTER_MS) return undefined
      const revoked = revocations.has(session.sid)
      if (revoked === true) return refuse(request, reply, cookie)
      if (revoked !== false) return undefined
      return (request.sessionMemo = visible(session))
    }

    async function read(request: FastifyRequest, reply: FastifyReply): Promise<Session | null> {
      if (request.sessionMemo !== undefined) return request.sessionMemo
      const cookie = request.cookies[cookieName]
      if (!cookie) return (request.sessionMemo = null)

      const session = await unsealCookie(cookie)
      const at = now()
      // Expiry first: it is free, while the revocation store may be a network call (Redis).
      if (!session || !isLive(session, at) || (await revocations.has(session.sid))) {
        return refuse(request, reply, cookie)
      }
      if (at - session.renewedAt >= SESSION_RENEW_AFTER_MS) {
        // The sid goes into the renewed seal unchanged: a logout ends every copy of the session.
        const renewed: SealedSession = { ...session, renewedAt: at }
        await write(reply, renewed, at)
        return (request.sessionMemo = visible(renewed))
      }
      return (request.sessionMemo = visible(session))
    }

    async function issue(reply: FastifyReply, token: string): Promise<void> {
      const at = now()
      const session: SealedSession = {
        v: 1,
        sid: newSessionId(),
        token,
        createdAt: at,
        renewedAt: at,
      }
      reply.request.sessionMemo = visible(session)
      await write(reply, session, at)
    }

    async function end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const session = await read(request, reply)
      const cookie = request.cookies[cookieName]
      if (cookie) unsealed.delete(cookie)
      if (session) {
        // Remembered until the session could not be used anyway (its absolute limit).
        await revocations.add(session.sid, session.createdAt + SESSION_ABSOLUTE_MS - now())
      }
      request.sessionMemo = null
      clear(reply)
    }

    fastify.decorateRequest('sessionMemo', undefined)
    fastify.decorate('sessions', {
      sealer,
      cookieName,
      secure: options.secure,
      read,
      peek,
      issue,
      end,
      clear: (reply: FastifyReply) => {
        reply.request.sessionMemo = null
        clear(reply)
      },
      setsCookie: (reply: FastifyReply) => withCookie.has(reply),
      cookieOptions,
    })
  },
  { name: 'jagir-session', dependencies: ['@fastify/cookie'] },
)
