import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { Redis } from 'ioredis'
import { createRequire } from 'node:module'

type RedisStoreCtor = new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key?: string,
) => FastifyRateLimitStore

// @fastify/rate-limit's own Redis store (one atomic Lua INCR + PEXPIRE per hit). The plugin
// builds this same class itself when given `redis`, but then a Redis failure passes silently;
// this wrapper logs it. The package has no exports map, so the file can be required by path.
const RedisStore = createRequire(import.meta.url)(
  '@fastify/rate-limit/store/RedisStore.js',
) as RedisStoreCtor

/** Passes every failure of `inner` (and of its children) to `failed`, then on to the plugin. */
function reporting(
  inner: FastifyRateLimitStore,
  failed: (error: Error) => void,
): FastifyRateLimitStore {
  return {
    incr(key, callback, timeWindow, max) {
      inner.incr(
        key,
        (error, result) => {
          if (error) failed(error)
          callback(error, result)
        },
        timeWindow,
        max,
      )
    },
    child: (routeOptions) => reporting(inner.child(routeOptions), failed),
  }
}

/**
 * @fastify/rate-limit's Redis store, counting in `redis` under `rate-limit:` so every replica
 * counts the same attempts, and reporting each failure to `degraded` as `what` (which limit went
 * unenforced). Register the plugin with `skipOnError: true` beside it: a request whose count
 * Redis cannot take is let through (fail open), so sign-in and the forms keep working while Redis
 * is away.
 */
export function redisRateLimitStore(
  redis: Redis,
  degraded: (what: string, error: unknown) => void,
  what = 'sign-in rate limit not enforced (fail open)',
): FastifyRateLimitStoreCtor {
  return class SharedRateLimitStore {
    // The plugin passes its settings; these two shape the Lua script's expiry.
    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const inner = new RedisStore(
        options.continueExceeding ?? false,
        options.exponentialBackoff ?? false,
        redis,
        'rate-limit:',
      )
      // A constructor may return the object `new` gives: the reporting wrapper.
      return reporting(inner, (error) => degraded(what, error))
    }
  } as unknown as FastifyRateLimitStoreCtor
}
