import { LRUCache } from 'lru-cache'
import type { SharedState } from '../plugins/shared-state.js'
import type { SharedStore } from './shared-store.js'

/**
 * Session ids ended by a logout, remembered until the session would have expired anyway: in this
 * replica's memory, or shared by every replica through Redis (REDIS_URL).
 */
export interface RevocationStore {
  /**
   * True when this session id was revoked and its revocation has not run out. A store that can
   * answer from memory answers at once (a boolean, no promise): this runs on every request that
   * carries a session.
   */
  has(sid: string): boolean | Promise<boolean>
  /** Remembers a revoked session id for `ttlMs`. */
  add(sid: string, ttlMs: number): Promise<void>
}

/** How many revocations one replica keeps (about 100 bytes each). */
export const MAX_REVOCATIONS = 200_000

/**
 * Revocations in this process's memory: per replica, gone at restart, and bounded (past `max`,
 * the oldest revocation is forgotten first; has() does not refresh an entry).
 */
export function memoryRevocations(max = MAX_REVOCATIONS): RevocationStore {
  // Each entry gets its own ttl in add(); stale entries are dropped when looked up or evicted.
  const revoked = new LRUCache<string, true>({ max })
  return {
    has: (sid) => revoked.has(sid),
    add: async (sid, ttlMs) => {
      revoked.set(sid, true, { ttl: Math.max(1, Math.ceil(ttlMs)) })
    },
  }
}

/**
 * Revocations every replica sees (a SharedStore in Redis). Each is also kept in this replica's
 * memory, so a logout holds here even when Redis fails to take it. A lookup Redis cannot answer
 * counts as not revoked (fail open, logged): treating every session as revoked would sign every
 * user out, on every replica, for as long as Redis is away.
 */
export function sharedRevocations(
  store: SharedStore,
  degraded: (what: string, error: unknown) => void,
  local: RevocationStore = memoryRevocations(),
): RevocationStore {
  return {
    has: async (sid) => {
      if (await local.has(sid)) return true
      try {
        return (await store.get(sid)) !== undefined
      } catch (error) {
        degraded('logouts made on other replicas are not checked (fail open)', error)
        return false
      }
    },
    add: async (sid, ttlMs) => {
      await local.add(sid, ttlMs)
      try {
        await store.set(sid, '1', ttlMs)
      } catch (error) {
        degraded('a logout holds on this replica only', error)
      }
    },
  }
}

/** The revocation store for this app: shared through Redis with REDIS_URL, else in memory. */
export function revocationStoreFor(state: SharedState): RevocationStore {
  return state.redis
    ? sharedRevocations(state.store('revoked-session', MAX_REVOCATIONS), state.degraded)
    : memoryRevocations()
}
