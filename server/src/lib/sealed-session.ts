import { createHash, randomBytes } from 'node:crypto'

const DAY_MS = 24 * 60 * 60 * 1000
/** Idle expiry, renewed on use at most once a day, and the absolute limit. */
export const SESSION_IDLE_MS = 14 * DAY_MS
export const SESSION_RENEW_AFTER_MS = DAY_MS
export const SESSION_ABSOLUTE_MS = 30 * DAY_MS

/** What the sealed session cookie holds. Times are epoch milliseconds. */
export interface SealedSession {
  v: 1
  /**
   * Stable id of the session: made at login, kept by every renewal, so a logout can revoke it.
   * Cookies sealed before it existed get legacySessionId() when unsealed.
   */
  sid: string
  /** Provider bearer token. */
  token: string
  /** When the session was created by a login (absolute limit counts from here). */
  createdAt: number
  /** When the idle window last started. */
  renewedAt: number
}

/** A fresh session id (128 random bits). */
export function newSessionId(): string {
  return randomBytes(16).toString('base64url')
}

/**
 * The id of a session sealed before ids existed: derived from what identifies it (the token and
 * the login time), so it is the same on every request and every replica, and revocable.
 */
export function legacySessionId(token: string, createdAt: number): string {
  const hash = createHash('sha256').update(`jagir.sid.v1\n${token}\n${createdAt}`).digest()
  return `legacy-${hash.toString('base64url').slice(0, 22)}`
}

/** The session in an unsealed cookie value, or null when it is not one of ours. */
export function sessionFromSealed(value: Record<string, unknown>): SealedSession | null {
  const { v, sid, token, createdAt, renewedAt } = value
  if (v !== 1 || typeof token !== 'string' || token.length === 0) return null
  if (typeof createdAt !== 'number' || typeof renewedAt !== 'number') return null
  if (sid !== undefined && (typeof sid !== 'string' || sid.length === 0 || sid.length > 64)) {
    return null
  }
  return { v: 1, sid: sid ?? legacySessionId(token, createdAt), token, createdAt, renewedAt }
}

/** True while the session is within its idle and absolute limits (and not stamped in the future). */
export function isLive(session: SealedSession, at: number): boolean {
  return (
    at < session.renewedAt + SESSION_IDLE_MS &&
    at < session.createdAt + SESSION_ABSOLUTE_MS &&
    session.renewedAt <= at + 60_000
  )
}
