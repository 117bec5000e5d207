/** A small seeded PRNG (mulberry32), so the seed is the same on every start. */
export function seededRandom(seed: number) {
  let state = seed >>> 0
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    /** An integer in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    /** One element. */
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    /** `count` distinct elements, in list order. */
    some: <T>(list: readonly T[], count: number): T[] => {
      const chosen = new Set<number>()
      while (chosen.size < Math.min(count, list.length))
        chosen.add(Math.floor(next() * list.length))
      return [...chosen].sort((a, b) => a - b).map((i) => list[i]!)
    },
  }
}
export type Random = ReturnType<typeof seededRandom>
