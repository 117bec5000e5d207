import { describe, expect, it } from 'vitest'
import { memoryStore, redisStore, type SharedStore } from '../src/lib/shared-store.js'
import { createRedisClient } from '../src/plugins/shared-state.js'
import { useRedisServer } from './helpers/redis-server-hooks.js'

// The key-value store behind revocations, spent OAuth states and the users/me cache: the same
// contract in memory (one replica) and in Redis (every replica).

const redis = useRedisServer()
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const stores: [string, () => SharedStore][] = [
  ['memory', () => memoryStore(100)],
  ['Redis', () => redisStore(redis.client, 'test')],
]

describe.each(stores)('the shared store in %s', (_name, make) => {
  it('keeps a value for its ttl, then forgets it', async () => {
    const store = make()
    await store.set('a', 'one', 60)
    expect(await store.get('a')).toBe('one')
    expect(await store.get('b')).toBeUndefined()
    await sleep(120)
    expect(await store.get('a')).toBeUndefined()
  })

  it('lets a key be claimed once until it expires', async () => {
    const store = make()
    expect(await store.claim('state', 60)).toBe(true)
    expect(await store.claim('state', 60)).toBe(false)
    await sleep(120)
    expect(await store.claim('state', 60)).toBe(true)
  })
})

describe('the shared store in Redis', () => {
  it('gives a key to exactly one of many claims made at once from two replicas', async () => {
    const clients = [createRedisClient(redis.server.url), createRedisClient(redis.server.url)]
    await Promise.all(clients.map((c) => new Promise((resolve) => c.once('ready', resolve))))
    try {
      const [a, b] = clients.map((client) => redisStore(client, 'oauth-spent-state'))
      const claims = await Promise.all(
        Array.from({ length: 40 }, (_, i) => (i % 2 ? a! : b!).claim('one-state', 10_000)),
      )
      expect(claims.filter(Boolean)).toHaveLength(1)
    } finally {
      for (const client of clients) client.disconnect()
    }
  })

  it('keeps values under its namespace, behind the jagir: prefix', async () => {
    await redisStore(redis.client, 'revoked-session').set('sid-1', '1', 10_000)
    expect(await redis.client.keys('jagir:*')).toEqual(['jagir:revoked-session:sid-1'])
  })

  it('rejects when Redis is away (each user of the store decides: open or closed)', async () => {
    const client = createRedisClient(redis.server.url)
    client.on('error', () => undefined)
    await new Promise((resolve) => client.once('ready', resolve))
    const store = redisStore(client, 'test')
    await redis.server.stop()
    try {
      await expect(store.get('a')).rejects.toThrow()
      await expect(store.claim('a', 1000)).rejects.toThrow()
    } finally {
      client.disconnect()
      await redis.server.start()
    }
  })
})
