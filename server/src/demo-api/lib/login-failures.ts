import type { FastifyReply, FastifyRequest } from 'fastify'
import { LRUCache } from 'lru-cache'
import type { Db } from '../db/database.js'
import { fillMessage } from './errors.js'
import { localeOf } from './locale.js'

/** Failed sign-ins (and wrong current passwords) one account may have within the window. */
export const USER_FAILURES_ALLOWED = 5
/** The window, sliding: the account may try again once its oldest counted failure is this old. */
export const USER_FAILURE_WINDOW_MS = 15 * 60 * 1000

/**
 * The provider's own count of one account's failed sign-ins, by user, so the e-mail address and
 * every spelling of the phone number share it (the BFF only sees the text typed). Wrong current
 * passwords at change-password count too. A name that is no account is counted under its
 * `loginKey`, so a refusal tells nobody whether an account exists. In memory, for at most
 * 100,000 keys: a budget, not data.
 */
export interface UserFailures {
  /** Milliseconds the account must wait before the next try (0: it may try now). */
  waitMs(key: string): number
  failed(key: string): void
  succeeded(key: string): void
}

/** The counter's key: the user when there is one, else the name as the provider reads it. */
export const failureKey = (userId: number | undefined, loginKey: string): string =>
  userId === undefined ? `name:${loginKey}` : `user:${userId}`

const byStore = new WeakMap<Db, UserFailures>()

/** The counter of this demo API (one per database: sign-in and change-password share it). */
export function userFailuresOf(store: Db, now: () => number = Date.now): UserFailures {
  let failures = byStore.get(store)
  if (!failures) {
    failures = createUserFailures(now)
    byStore.set(store, failures)
  }
  return failures
}

export function createUserFailures(now: () => number = Date.now): UserFailures {
  const times = new LRUCache<string, number[]>({ max: 100_000, ttl: USER_FAILURE_WINDOW_MS })
  const recent = (key: string, at: number) =>
    (times.get(key) ?? []).filter((t) => at - t < USER_FAILURE_WINDOW_MS)
  return {
    waitMs(key) {
      const at = now()
      const kept = recent(key, at)
      if (kept.length < USER_FAILURES_ALLOWED) return 0
      return Math.max(0, kept[kept.length - USER_FAILURES_ALLOWED]! + USER_FAILURE_WINDOW_MS - at)
    },
    failed(key) {
      const at = now()
      times.set(key, [...recent(key, at), at].slice(-USER_FAILURES_ALLOWED))
    },
    succeeded(key) {
      times.delete(key)
    },
  }
}

/** Answers 429 with Retry-After and the wait in the request's language; false when it did. */
export function refuseWhileLocked(
  failures: UserFailures,
  key: string,
  request: FastifyRequest,
  reply: FastifyReply,
): boolean {
  const wait = failures.waitMs(key)
  if (wait === 0) return true
  const minutes = Math.max(1, Math.ceil(wait / 60_000))
  const locale = localeOf(request)
  const detail =
    minutes === 1
      ? fillMessage('accountLockedMinute', locale)
      : fillMessage('accountLocked', locale, { minutes })
  void reply
    .code(429)
    .header('retry-after', String(Math.ceil(wait / 1000)))
    .send({ detail })
  return false
}
