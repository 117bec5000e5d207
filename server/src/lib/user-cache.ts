import type { CurrentUser } from '@jagir/shared/schemas/user'
import { LRUCache } from 'lru-cache'
import { createHash } from 'node:crypto'
import type { SharedState } from '../plugins/shared-state.js'
import type { Locale } from './current-user.js'

/** The users/me answers the guards decide on, kept a few seconds per token and language. */
export interface UserCache {
  /** The user behind `token` in `locale` (null: the provider refused the token). */
  get(token: string, locale: Locale): Promise<CurrentUser | null>
  /** Forgets the token's answers in every language (after a write that may change them). */
  forget(token: string): Promise<void>
}

const LOCALES: readonly Locale[] = ['ne', 'en']

export interface UserCacheOptions {
  /** How long an answer is reused. */
  ttlMs: number
  /** Asks the provider (users/me); throws when it cannot answer. */
  fetchUser(token: string, locale: Locale): Promise<CurrentUser | null>
  /** Where the answers live: Redis with REDIS_URL, else this process's memory. */
  sharedState: Pick<SharedState, 'redis' | 'store' | 'degraded'>
}

/** Tokens this replica's memory keeps answers for. */
const MAX_USERS = 10_000

/**
 * A users/me cache. In memory: one LRU per replica, one provider call per token, language and
 * `ttlMs` however many requests ask at once. In Redis (REDIS_URL): the same answers shared by every
 * replica, under a hash of the token (no token is stored); concurrent misses on one replica still
 * make one call. A Redis failure costs a provider call, never an error.
 */
export function createUserCache(options: UserCacheOptions): UserCache {
  const { ttlMs, fetchUser, sharedState } = options
  if (!sharedState.redis) {
    const users = new LRUCache<string, { user: CurrentUser | null }, [string, Locale]>({
      max: MAX_USERS,
      ttl: ttlMs,
      fetchMethod: async (_key, _stale, { context: [token, locale] }) => ({
        user: await fetchUser(token, locale),
      }),
    })
    return {
      async get(token, locale) {
        const key = `${locale} ${token}`
        const options = { context: [token, locale] as [string, Locale] }
        try {
          return (await users.fetch(key, options))?.user ?? null
        } catch (error) {
          // Forgotten while it was being asked (a write of the same user answered meanwhile):
          // the LRU rejects that fetch, and the answer it would give may be from before the write.
          if (!(error instanceof Error && error.message === 'deleted')) throw error
          return (await users.fetch(key, options))?.user ?? null
        }
      },
      async forget(token) {
        for (const locale of LOCALES) users.delete(`${locale} ${token}`)
      },
    }
  }

  const store = sharedState.store('users-me', MAX_USERS)
  const pending = new Map<string, Promise<CurrentUser | null>>()

  async function load(key: string, token: string, locale: Locale): Promise<CurrentUser | null> {
    try {
      const cached = await store.get(key)
      if (cached !== undefined) return (JSON.parse(cached) as { user: CurrentUser | null }).user
    } catch (error) {
      sharedState.degraded('users/me cache not shared (asking the provider)', error)
    }
    const user = await fetchUser(token, locale)
    store
      .set(key, JSON.stringify({ user }), ttlMs)
      .catch((error: unknown) =>
        sharedState.degraded('users/me cache not shared (asking the provider)', error),
      )
    return user
  }

  const keyOf = (token: string, locale: Locale) =>
    createHash('sha256').update(`${locale} ${token}`).digest('base64url')

  return {
    get(token, locale) {
      const key = keyOf(token, locale)
      let answer = pending.get(key)
      if (!answer) {
        answer = load(key, token, locale).finally(() => pending.delete(key))
        pending.set(key, answer)
      }
      return answer
    },
    async forget(token) {
      try {
        await Promise.all(LOCALES.map((locale) => store.delete(keyOf(token, locale))))
      } catch (error) {
        // The answers expire within ttlMs anyway.
        sharedState.degraded('users/me cache not shared (asking the provider)', error)
      }
    },
  }
}
