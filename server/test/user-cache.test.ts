import type { CurrentUser } from '@jagir/shared/schemas/user'
import { describe, expect, it } from 'vitest'
import type { Locale } from '../src/lib/current-user.js'
import { createUserCache } from '../src/lib/user-cache.js'
import { memoryStore, redisStore } from '../src/lib/shared-store.js'
import { useRedisServer } from './helpers/redis-server-hooks.js'
import { TEST_USER } from './helpers/session-cookies.js'

// The guards' users/me cache, in memory (one replica) and in Redis (REDIS_URL): one provider call
// per token, language and ttl however many ask at once; forgotten on demand in both languages.

const redis = useRedisServer()
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function counted() {
  const calls: string[] = []
  const fetchUser = async (token: string, locale: Locale) => {
    calls.push(`${locale} ${token}`)
    await sleep(20)
    return token === 'good' ? ({ ...TEST_USER, locale } as unknown as CurrentUser) : null
  }
  return { calls, fetchUser }
}

const modes: [string, () => Parameters<typeof createUserCache>[0]['sharedState']][] = [
  ['memory', () => ({ redis: null, store: (_n, max) => memoryStore(max), degraded: () => {} })],
  [
    'Redis',
    () => ({
      redis: redis.client,
      store: (namespace) => redisStore(redis.client, namespace),
      degraded: () => {},
    }),
  ],
]

describe.each(modes)('the users/me cache in %s', (_name, sharedState) => {
  it('asks the provider once per token and language while the answer is fresh', async () => {
    const { calls, fetchUser } = counted()
    const cache = createUserCache({ ttlMs: 200, fetchUser, sharedState: sharedState() })
    const answers = await Promise.all([1, 2, 3].map(() => cache.get('good', 'ne')))
    expect(answers).toEqual(
      [1, 2, 3].map(() => expect.objectContaining({ full_name: TEST_USER.full_name })),
    )
    expect(await cache.get('good', 'en')).toMatchObject({ locale: 'en' })
    expect(await cache.get('bad', 'ne')).toBeNull()
    expect(await cache.get('bad', 'ne')).toBeNull()
    expect(calls).toEqual(['ne good', 'en good', 'ne bad'])
    await sleep(300)
    await cache.get('good', 'ne')
    expect(calls).toHaveLength(4)
  })

  it('forgets a token in both languages', async () => {
    const { calls, fetchUser } = counted()
    const cache = createUserCache({ ttlMs: 60_000, fetchUser, sharedState: sharedState() })
    await cache.get('good', 'ne')
    await cache.get('good', 'en')
    await cache.forget('good')
    await cache.get('good', 'ne')
    await cache.get('good', 'en')
    expect(calls).toEqual(['ne good', 'en good', 'ne good', 'en good'])
  })

  it('answers a request whose token is forgotten while it is asked: asks again, never fails', async () => {
    const { calls, fetchUser } = counted()
    const cache = createUserCache({ ttlMs: 60_000, fetchUser, sharedState: sharedState() })
    const asked = cache.get('good', 'ne')
    // A write of the same user answers while users/me is on its way (the provider is slow).
    await cache.forget('good')
    await expect(asked).resolves.toMatchObject({ full_name: TEST_USER.full_name })
    expect(calls.filter((call) => call === 'ne good').length).toBeGreaterThanOrEqual(1)
  })
})

describe('the users/me cache in Redis', () => {
  it('is shared: a second replica finds the first one’s answer, stored under a hash', async () => {
    const first = counted()
    const second = counted()
    const state = modes[1]![1]
    await createUserCache({ ttlMs: 5_000, fetchUser: first.fetchUser, sharedState: state() }).get(
      'good',
      'ne',
    )
    const user = await createUserCache({
      ttlMs: 5_000,
      fetchUser: second.fetchUser,
      sharedState: state(),
    }).get('good', 'ne')
    expect(user).toMatchObject({ full_name: TEST_USER.full_name })
    expect([first.calls.length, second.calls.length]).toEqual([1, 0])
    const keys = await redis.client.keys('jagir:users-me:*')
    expect(keys).toHaveLength(1)
    expect(keys[0]).not.toContain('good')
  })
})
