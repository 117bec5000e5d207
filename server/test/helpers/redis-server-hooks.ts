import { Redis } from 'ioredis'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { startRedisServer, type RedisServer } from './redis-server.js'

/** A redis-server for the file, emptied before each test; `client` talks to it directly. */
export interface RedisForTests {
  server: RedisServer
  client: Redis
}

/** Starts a redis-server for this test file (stopped after it), flushed before each test. */
export function useRedisServer(): RedisForTests {
  const redis = {} as RedisForTests
  beforeAll(async () => {
    redis.server = await startRedisServer()
    redis.client = new Redis(redis.server.url, { keyPrefix: 'jagir:' })
    // It reconnects by itself when a test restarts the server; its refused reconnects are expected.
    redis.client.on('error', () => undefined)
  }, 20_000)
  afterAll(async () => {
    redis.client?.disconnect()
    await redis.server?.stop()
  })
  beforeEach(async () => {
    await redis.client.flushall()
  })
  return redis
}
