import type { Redis } from 'ioredis'
import { LRUCache } from 'lru-cache'

/**
 * Short-lived values with an expiry: in this process's memory (each replica its own), or in Redis,
 * shared by every replica (REDIS_URL). What the BFF keeps this way: revoked session ids, spent
 * OAuth states, the guards' users/me answers. The Redis one rejects when Redis fails; each user of
 * a store decides what that means (fail open or closed).
 */
export interface SharedStore {
  /** True when every replica sees the same values (Redis). */
  readonly shared: boolean
  /** The value under `key`, or undefined when there is none or it has expired. */
  get(key: string): Promise<string | undefined>
  /** Keeps `value` under `key` for `ttlMs`. */
  set(key: string, value: string, ttlMs: number): Promise<void>
  /**
   * Sets `key` only when it holds nothing; true when this call set it. Atomic across replicas with
   * Redis: of two replicas claiming one key at once, exactly one gets true.
   */
  claim(key: string, ttlMs: number): Promise<boolean>
  /** Forgets `key` (nothing happens when there is no value under it). */
  delete(key: string): Promise<void>
}

/** At least one millisecond: a ttl of 0 would mean "forever" to the LRU and an error to Redis. */
const ttlOf = (ttlMs: number) => Math.max(1, Math.ceil(ttlMs))

/**
 * A store in this process's memory, bounded to `max` values: past it the least recently used is
 * forgotten first. Lookups do not extend a value's life.
 */
export function memoryStore(max: number): SharedStore {
  const values = new LRUCache<string, string>({ max })
  return {
    shared: false,
    get: async (key) => values.get(key),
    set: async (key, value, ttlMs) => {
      values.set(key, value, { ttl: ttlOf(ttlMs) })
    },
    claim: async (key, ttlMs) => {
      if (values.has(key)) return false
      values.set(key, '1', { ttl: ttlOf(ttlMs) })
      return true
    },
    delete: async (key) => {
      values.delete(key)
    },
  }
}

/**
 * A store in Redis under `namespace` (the client adds its own `jagir:` prefix). Values expire in
 * Redis itself (PX), so nothing needs cleaning up.
 */
export function redisStore(redis: Redis, namespace: string): SharedStore {
  const at = (key: string) => `${namespace}:${key}`
  return {
    shared: true,
    get: async (key) => (await redis.get(at(key))) ?? undefined,
    set: async (key, value, ttlMs) => {
      await redis.set(at(key), value, 'PX', ttlOf(ttlMs))
    },
    claim: async (key, ttlMs) => (await redis.set(at(key), '1', 'PX', ttlOf(ttlMs), 'NX')) === 'OK',
    delete: async (key) => {
      await redis.del(at(key))
    },
  }
}
