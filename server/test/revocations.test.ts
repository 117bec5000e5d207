import { describe, expect, it } from 'vitest'
import { memoryRevocations } from '../src/lib/revocations.js'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('memoryRevocations (issue 20 finding 7: revoked sessions remembered until they expire)', () => {
  it('remembers a revoked id for its ttl, then forgets it', async () => {
    const store = memoryRevocations()
    // A second: a loaded machine may take tens of milliseconds between two lines.
    await store.add('sid-a', 1_000)
    expect(await store.has('sid-a')).toBe(true)
    expect(await store.has('sid-b')).toBe(false)
    await sleep(1_100)
    expect(await store.has('sid-a')).toBe(false)
  })

  it('stays within its bound, forgetting the oldest revocation first', async () => {
    const store = memoryRevocations(2)
    for (const sid of ['one', 'two', 'three']) await store.add(sid, 60_000)
    expect(await store.has('one')).toBe(false)
    expect(await store.has('two')).toBe(true)
    expect(await store.has('three')).toBe(true)
  })
})
