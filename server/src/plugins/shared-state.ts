import type { FastifyBaseLogger } from 'fastify'
import fp from 'fastify-plugin'
import { Redis } from 'ioredis'
import { memoryStore, redisStore, type SharedStore } from '../lib/shared-store.js'

/**
 * How long one Redis command may take before it counts as failed. Redis answers in well under a
 * millisecond on its network; a sign-in must not wait on a hung one for long.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 500
/** How long start-up waits for Redis before it goes on without it (and keeps reconnecting). */
const REDIS_START_WAIT_MS = 3_000
/** A lost connection is retried at once, then every 100 ms more, at most every 2 s. */
const reconnectDelay = (attempt: number) => Math.min(attempt * 100, 2_000)
/** The same failure is logged at most this often (each replica), not once per request. */
const DEGRADED_LOG_EVERY_MS = 10_000

export interface SharedStateOptions {
  /** REDIS_URL; undefined keeps every replica's state in its own memory. */
  redisUrl?: string
}

export interface SharedState {
  /** The Redis client when REDIS_URL is set; null without it. */
  redis: Redis | null
  /**
   * A store for one kind of value: in Redis under `namespace` with REDIS_URL, else in memory
   * bounded to `max` values.
   */
  store(namespace: string, max: number): SharedStore
  /** Logs that Redis failed and what the BFF did instead (`what`), at most every 10 s per `what`. */
  degraded(what: string, error: unknown): void
  /** Whether Redis answers a PING now; 'off' without REDIS_URL. */
  check(): Promise<'ok' | 'unavailable' | 'off'>
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What must hold across replicas (REDIS_URL), or each replica's memory. */
    sharedState: SharedState
  }
}

/** A client that fails fast instead of queueing: a command sent while Redis is away rejects. */
export function createRedisClient(url: string): Redis {
  return new Redis(url, {
    keyPrefix: 'jagir:',
    // Queued commands would hold sign-ins until Redis came back; they fail, and the caller falls
    // back (fail open or closed), at once.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: REDIS_START_WAIT_MS,
    retryStrategy: reconnectDelay,
  })
}

function degradedLog(log: FastifyBaseLogger) {
  const lastLogged = new Map<string, number>()
  return (what: string, error: unknown) => {
    const at = Date.now()
    if (at - (lastLogged.get(what) ?? -Infinity) < DEGRADED_LOG_EVERY_MS) return
    lastLogged.set(what, at)
    log.warn({ err: error instanceof Error ? error.message : String(error) }, `Redis: ${what}`)
  }
}

/** Resolves when the client is ready, or after `ms` (whichever is first); never rejects. */
function readyWithin(redis: Redis, ms: number): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true)
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer)
      redis.off('ready', onReady)
      resolve(ready)
    }
    const onReady = () => done(true)
    const timer = setTimeout(() => done(false), ms)
    redis.on('ready', onReady)
  })
}

/**
 * The state replicas share: with REDIS_URL, a Redis client (fail-fast, reconnecting on its own)
 * and stores in it; without, stores in this process's memory. Start-up waits a few seconds for
 * Redis, then goes on without it: the BFF serves with Redis away (see each store's user for
 * what fails open and what closed), and `/readyz` says so.
 */
export default fp<SharedStateOptions>(
  async function sharedStatePlugin(fastify, options) {
    const redis = options.redisUrl ? createRedisClient(options.redisUrl) : null
    const degraded = degradedLog(fastify.log)
    if (redis) {
      // Without a listener ioredis prints every failed reconnect; these go to the log, throttled.
      redis.on('error', (error: Error) => degraded('connection failed, reconnecting', error))
      redis.on('ready', () => fastify.log.info('Redis: connected'))
      if (!(await readyWithin(redis, REDIS_START_WAIT_MS))) {
        fastify.log.warn('Redis: not reachable at start; serving without it until it answers')
      }
      fastify.addHook('onClose', async () => {
        // quit() waits for Redis to answer, which it cannot when it is away.
        if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect())
        else redis.disconnect()
      })
    }

    fastify.decorate('sharedState', {
      redis,
      store: (namespace, max) => (redis ? redisStore(redis, namespace) : memoryStore(max)),
      degraded,
      async check() {
        if (!redis) return 'off'
        try {
          return (await redis.ping()) === 'PONG' ? 'ok' : 'unavailable'
        } catch {
          return 'unavailable'
        }
      },
    } satisfies SharedState)
  },
  { name: 'jagir-shared-state' },
)
