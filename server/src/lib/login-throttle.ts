import { createHash, randomUUID } from 'node:crypto'
import type { Redis } from 'ioredis'
import { LRUCache } from 'lru-cache'
import { devanagariDigits } from '@jagir/shared/rules/digits'
import { loginKey } from '@jagir/shared/rules/login'
import type { Locale } from './current-user.js'

/** Failed sign-ins one account may have within the window before it has to wait. */
export const ACCOUNT_FAILURES_ALLOWED = 5
/** The window, sliding: the account may try again once its oldest counted failure is this old. */
export const ACCOUNT_FAILURE_WINDOW_MS = 15 * 60 * 1000

/**
 * Slows down guessing one account's password from many addresses (OWASP's "account throttling";
 * the per-address limit does not see a spread-out attack): after ACCOUNT_FAILURES_ALLOWED failed
 * sign-ins within the window, the account's sign-ins are refused until the oldest of them leaves
 * it. A success forgets the failures. In memory (per replica), or in Redis with REDIS_URL (every
 * replica counts the same failures).
 */
export interface AccountThrottle {
  /** How long `username` must wait before the next attempt (0: it may try now). */
  waitMs(username: string, now: number): Promise<number>
  /** Counts a failed sign-in. */
  failed(username: string, now: number): Promise<void>
  /** Forgets the failures after a successful sign-in. */
  succeeded(username: string): Promise<void>
}

/** The wait that the failure times (oldest first, all within the window) impose at `now`. */
function waitFor(times: number[], now: number): number {
  if (times.length < ACCOUNT_FAILURES_ALLOWED) return 0
  return Math.max(
    0,
    times[times.length - ACCOUNT_FAILURES_ALLOWED]! + ACCOUNT_FAILURE_WINDOW_MS - now,
  )
}

/** The throttle's key for a username: `loginKey`, the provider's own reading; null for none. */
export function accountKey(username: unknown): string | null {
  if (typeof username !== 'string') return null
  const key = loginKey(username)
  return key === '' || key.length > 320 ? null : key
}

/**
 * The account a sign-in is for: its username as the provider reads it (an e-mail address in any
 * case, a mobile number in any spelling, both by `loginKey`), or null.
 */
export function accountOf(credentials: string): string | null {
  try {
    const { username } = JSON.parse(credentials) as { username?: unknown }
    return accountKey(username)
  } catch {
    return null
  }
}

/** The in-memory throttle: the last failures' times per account, for at most 100,000 accounts. */
export function createAccountThrottle(): AccountThrottle {
  const failures = new LRUCache<string, number[]>({
    max: 100_000,
    ttl: ACCOUNT_FAILURE_WINDOW_MS,
  })
  const recent = (username: string, now: number) =>
    (failures.get(username) ?? []).filter((at) => now - at < ACCOUNT_FAILURE_WINDOW_MS)

  return {
    waitMs: async (username, now) => waitFor(recent(username, now), now),
    failed: async (username, now) => {
      const times = [...recent(username, now), now].slice(-ACCOUNT_FAILURES_ALLOWED)
      failures.set(username, times)
    },
    succeeded: async (username) => {
      failures.delete(username)
    },
  }
}

/**
 * The throttle in Redis, shared by every replica: one sorted set per account (scored by the
 * failure's time, at most the last ACCOUNT_FAILURES_ALLOWED kept, expiring with the window),
 * under a hash of the username so no username is stored. When Redis fails, the account is not
 * throttled (fail open, logged), like the per-address limit: sign-in keeps working.
 */
export function redisAccountThrottle(
  redis: Redis,
  degraded: (what: string, error: unknown) => void,
): AccountThrottle {
  const keyOf = (username: string) =>
    `account-failures:${createHash('sha256').update(username).digest('base64url')}`
  const failOpen = (error: unknown) =>
    degraded('per-account sign-in throttle not enforced (fail open)', error)

  return {
    async waitMs(username, now) {
      try {
        const flat = await redis.zrangebyscore(
          keyOf(username),
          `(${now - ACCOUNT_FAILURE_WINDOW_MS}`,
          '+inf',
          'WITHSCORES',
        )
        // [member, score, member, score, ...], oldest first.
        const times = flat.filter((_, index) => index % 2 === 1).map(Number)
        return waitFor(times, now)
      } catch (error) {
        failOpen(error)
        return 0
      }
    },
    async failed(username, now) {
      const key = keyOf(username)
      try {
        await redis
          .multi()
          .zadd(key, now, `${now}:${randomUUID()}`)
          .zremrangebyscore(key, '-inf', now - ACCOUNT_FAILURE_WINDOW_MS)
          .zremrangebyrank(key, 0, -(ACCOUNT_FAILURES_ALLOWED + 1))
          .pexpire(key, ACCOUNT_FAILURE_WINDOW_MS)
          .exec()
      } catch (error) {
        failOpen(error)
      }
    },
    async succeeded(username) {
      try {
        await redis.del(keyOf(username))
      } catch (error) {
        failOpen(error)
      }
    },
  }
}

/** Whole minutes to wait, at least one, written in the language's digits. */
function minutes(ms: number, locale: Locale): string {
  const count = String(Math.max(1, Math.ceil(ms / 60_000)))
  return locale === 'ne' ? devanagariDigits(count) : count
}

/** The refusal's message in the request's language, naming the time to wait. */
export function accountWaitMessage(ms: number, locale: Locale): string {
  const n = minutes(ms, locale)
  if (locale === 'ne') {
    return `यो खातामा धेरै पटक गलत विवरणले लग इन गर्न खोजियो। ${n} मिनेटपछि फेरि प्रयास गर्नुहोस्।`
  }
  const unit = n === '1' ? 'minute' : 'minutes'
  return `Too many failed sign-ins for this account. Try again in ${n} ${unit}.`
}

/** The per-address limit's message in the request's language. */
export function addressWaitMessage(ms: number, locale: Locale): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000))
  if (locale === 'ne') {
    const n = devanagariDigits(seconds)
    return `धेरै पटक लग इन गर्न खोजियो। ${n} सेकेन्डपछि फेरि प्रयास गर्नुहोस्।`
  }
  return `Too many sign-in attempts. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`
}
