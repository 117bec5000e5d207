import { describe, expect, it } from 'vitest'
import { KEEP_MS, MAX_KEPT, searchCounts } from '../../src/demo-api/search/counts.js'

describe("searches' counts", () => {
  it('are read once for asks at the same moment, kept a while, then read again', async () => {
    let now = 0
    const counts = searchCounts(() => now)
    let reads = 0
    const read = async () => ++reads * 100
    expect(await Promise.all([counts.count('a', read), counts.count('a', read)])).toEqual([
      100, 100,
    ])
    now += KEEP_MS - 1
    expect(await counts.count('a', read)).toBe(100)
    expect(await counts.count('b', read)).toBe(200)
    now += 1
    expect(await counts.count('a', read)).toBe(300)
    expect(reads).toBe(3)
  })

  it('are forgotten at a write', async () => {
    const counts = searchCounts(() => 0)
    let reads = 0
    const read = async () => ++reads
    await counts.count('a', read)
    counts.forget()
    expect(await counts.count('a', read)).toBe(2)
  })

  it('keep other figures (browse lists) apart from counts of the same key, forgotten alike', async () => {
    let now = 0
    const counts = searchCounts(() => now)
    let reads = 0
    const list = async () => [{ id: 1, count: ++reads }]
    expect(await counts.kept('browse category', list)).toEqual([{ id: 1, count: 1 }])
    expect(await counts.count('browse category', async () => 42)).toBe(42)
    expect(await counts.kept('browse category', list)).toEqual([{ id: 1, count: 1 }])
    counts.forget()
    expect(await counts.kept('browse category', list)).toEqual([{ id: 1, count: 2 }])
    now += KEEP_MS
    expect(await counts.kept('browse category', list)).toEqual([{ id: 1, count: 3 }])
  })

  it('keep no failed count: the next ask reads again', async () => {
    const counts = searchCounts(() => 0)
    await expect(counts.count('a', () => Promise.reject(new Error('gone')))).rejects.toThrow('gone')
    expect(await counts.count('a', async () => 7)).toBe(7)
  })

  it('keep at most MAX_KEPT, the oldest going first (any query a visitor types is a key)', async () => {
    const counts = searchCounts(() => 0)
    let reads = 0
    const read = async () => ++reads
    for (let i = 0; i <= MAX_KEPT; i++) await counts.count(`search ${i}`, read)
    expect(reads).toBe(MAX_KEPT + 1)
    await counts.count(`search ${MAX_KEPT}`, read)
    await counts.count('search 1', read)
    expect(reads).toBe(MAX_KEPT + 1)
    await counts.count('search 0', read)
    expect(reads).toBe(MAX_KEPT + 2)
  })
})
