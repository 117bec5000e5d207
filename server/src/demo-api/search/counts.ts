/**
 * How many rows a search finds, kept for a few seconds. Counting is most of a broad search's
 * cost: a page reads 10 rows, its count every matching one (90,000 open jobs for a search without
 * words at the size of Nepal's market). Visitors ask the same searches again and again (the home
 * page's, a category's, a district's), and a page, its next page and the one after ask the same
 * count. So a count is kept `KEEP_MS`, and asked once when several requests want it at the same
 * moment.
 *
 * It is forgotten at every write this API answers (`forget`), so a job published here is counted
 * at the next search; another replica's write, or a deadline passing, shows in the counts within
 * `KEEP_MS`. The rows of a page are always read afresh.
 */

/** How long a count is kept. */
export const KEEP_MS = 10_000
/** Counts kept at most (the oldest go first). */
export const MAX_KEPT = 1_000

export interface SearchCounts {
  /** The count of the search `key` names: kept, or read by `read` (once for concurrent asks). */
  count(key: string, read: () => Promise<number>): Promise<number>
  /** Any other figure of open jobs (the browse lists' counts), kept and forgotten the same way. */
  kept<T>(key: string, read: () => Promise<T>): Promise<T>
  /** Forgets every count (something was written). */
  forget(): void
}

export function searchCounts(now: () => number = Date.now): SearchCounts {
  let kept = new Map<string, { at: number; count: Promise<unknown> }>()
  function keep<T>(key: string, read: () => Promise<T>): Promise<T> {
    const found = kept.get(key)
    if (found && now() - found.at < KEEP_MS) return found.count as Promise<T>
    kept.delete(key)
    if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!)
    const entry = { at: now(), count: read() }
    kept.set(key, entry)
    // A failed count is not kept: the next ask reads again.
    entry.count.catch(() => {
      if (kept.get(key) === entry) kept.delete(key)
    })
    return entry.count
  }
  return {
    count: (key, read) => keep(key, read),
    kept: (key, read) => keep(`kept ${key}`, read),
    forget() {
      kept = new Map()
    },
  }
}
