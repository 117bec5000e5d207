import { LRUCache } from 'lru-cache'

/**
 * Session ids ended by a logout, remembered until the session would have expired anyway.
 * Async so a shared store (Redis, issue 17) can replace the in-memory one without other changes.
 */
export interface RevocationStore {
  /** True when this session id was revoked and its revocation has not run out. */
  has(sid: string): Promise<boolean>
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
    has: async (sid) => revoked.has(sid),
    add: async (sid, ttlMs) => {
      revoked.set(sid, true, { ttl: Math.max(1, Math.ceil(ttlMs)) })
    },
  }
}
