import { describe, expect, it } from 'vitest'
import {
  ACCOUNT_FAILURE_WINDOW_MS,
  createAccountThrottle,
  redisAccountThrottle,
  type AccountThrottle,
} from '../src/lib/login-throttle.js'
import { createRedisClient } from '../src/plugins/shared-state.js'
import { useRedisServer } from './helpers/redis-server-hooks.js'

// The per-account throttle in memory (one replica) and in Redis (REDIS_URL, every replica) must
// decide alike: the same cases run against both. The app-level behaviour (429, Retry-After, the
// messages) is in login-throttle.test.ts.

const redis = useRedisServer()
const START = Date.UTC(2026, 10, 24, 9)
const MINUTE = 60_000

const throttles: [string, () => AccountThrottle][] = [
  ['memory', () => createAccountThrottle()],
  ['Redis', () => redisAccountThrottle(redis.client, () => undefined)],
]

describe.each(throttles)('the account throttle in %s', (_name, make) => {
  it('lets an account fail 4 times, then makes it wait 15 minutes from the first of 5', async () => {
    const throttle = make()
    for (let i = 0; i < 4; i++) await throttle.failed('sita', START + i * MINUTE)
    expect(await throttle.waitMs('sita', START + 4 * MINUTE)).toBe(0)
    await throttle.failed('sita', START + 4 * MINUTE)
    expect(await throttle.waitMs('sita', START + 5 * MINUTE)).toBe(
      ACCOUNT_FAILURE_WINDOW_MS - 5 * MINUTE,
    )
    expect(await throttle.waitMs('ram', START + 5 * MINUTE)).toBe(0)
  })

  it('slides: once the oldest failure is 15 minutes old, the next may try', async () => {
    const throttle = make()
    for (let i = 0; i < 5; i++) await throttle.failed('sita', START + i * MINUTE)
    expect(await throttle.waitMs('sita', START + ACCOUNT_FAILURE_WINDOW_MS - 1)).toBe(1)
    expect(await throttle.waitMs('sita', START + ACCOUNT_FAILURE_WINDOW_MS)).toBe(0)
    // A sixth failure then counts with the four still in the window: 5 again, from the second.
    await throttle.failed('sita', START + ACCOUNT_FAILURE_WINDOW_MS)
    expect(await throttle.waitMs('sita', START + ACCOUNT_FAILURE_WINDOW_MS)).toBe(MINUTE)
  })

  it('forgets the failures after a success', async () => {
    const throttle = make()
    for (let i = 0; i < 5; i++) await throttle.failed('sita', START + i)
    await throttle.succeeded('sita')
    expect(await throttle.waitMs('sita', START + 10)).toBe(0)
  })
})

describe('the account throttle in Redis', () => {
  it('keeps a hash of the username, at most 5 failures, expiring with the window', async () => {
    const throttle = redisAccountThrottle(redis.client, () => undefined)
    for (let i = 0; i < 8; i++) await throttle.failed('sita@example.com', START + i)
    const keys = await redis.client.keys('jagir:*')
    expect(keys).toHaveLength(1)
    expect(keys[0]).not.toContain('sita')
    const key = keys[0]!.slice('jagir:'.length)
    expect(await redis.client.zcard(key)).toBe(5)
    const ttl = await redis.client.pttl(key)
    expect(ttl).toBeGreaterThan(ACCOUNT_FAILURE_WINDOW_MS - 5_000)
    expect(ttl).toBeLessThanOrEqual(ACCOUNT_FAILURE_WINDOW_MS)
  })

  it('fails open when Redis is away: no wait, and each failure is reported', async () => {
    const reported: string[] = []
    // The app's client: it fails fast instead of queueing commands until Redis is back.
    const client = createRedisClient(redis.server.url)
    client.on('error', () => undefined)
    await new Promise((resolve) => client.once('ready', resolve))
    const throttle = redisAccountThrottle(client, (what) => reported.push(what))
    for (let i = 0; i < 5; i++) await throttle.failed('sita', START + i)
    await redis.server.stop()
    try {
      expect(await throttle.waitMs('sita', START + 10)).toBe(0)
      await throttle.failed('sita', START + 11)
      await throttle.succeeded('sita')
    } finally {
      client.disconnect()
      await redis.server.start()
    }
    expect(reported).toEqual(Array(3).fill('per-account sign-in throttle not enforced (fail open)'))
  })
})
