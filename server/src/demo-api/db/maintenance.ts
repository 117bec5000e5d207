import { sql } from 'kysely'
import type { Db } from './database.js'

/**
 * PostgreSQL's autovacuum keeps a server's tables tidy: dead rows of updates and deletes
 * reclaimed, the visibility map that index-only scans need kept up, and the planner's
 * statistics current. PGlite has no autovacuum (one process, no background workers) and keeps
 * no activity statistics, so the embedded API does it itself:
 * - `vacuum` every `everyMs` (10 minutes) when it answered a write since the last time: only
 *   the pages changed since are visited;
 * - `vacuum analyze` every sixth time, and after a bulk load (`npm run db:seed`, `db:import`,
 *   `refresh`): without statistics the planner guesses, and at a hundred thousand jobs a count
 *   the indexes answer in 37 ms took 406 ms.
 * While it runs, PGlite's one connection waits for it: milliseconds at the demo data's size,
 * seconds at a million job seekers (`docs/operations.md`).
 */

/** Brings the planner's statistics and the visibility map up to date (after a bulk load). */
export async function refresh(db: Db): Promise<void> {
  await sql`vacuum analyze`.execute(db)
}

/**
 * True when the planner has never been given statistics of the jobs table (a folder loaded or
 * seeded by an older version).
 */
export async function lacksStatistics(db: Db): Promise<boolean> {
  const row = await sql<{ tuples: number }>`
    select reltuples::integer as tuples from pg_class where oid = 'jobs'::regclass`.execute(db)
  return (row.rows[0]?.tuples ?? -1) < 0
}

/** Every how many rounds a round also analyses. */
export const ANALYZE_EVERY = 6

export interface Maintenance {
  /** A write was answered: the next round has work. */
  wrote(): void
  /** Stops the rounds; resolves once a round under way has finished. */
  stop(): Promise<void>
}

export function startMaintenance(
  db: Db,
  options: { everyMs?: number; onError?: (error: unknown) => void } = {},
): Maintenance {
  const everyMs = options.everyMs ?? 10 * 60_000
  let writes = 0
  let rounds = 0
  let running: Promise<void> | undefined
  const round = async () => {
    if (writes === 0) return
    writes = 0
    rounds += 1
    await sql.raw(rounds % ANALYZE_EVERY === 0 ? 'vacuum analyze' : 'vacuum').execute(db)
  }
  const timer = setInterval(() => {
    running ??= round()
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = undefined
      })
  }, everyMs)
  timer.unref()
  return {
    wrote() {
      writes += 1
    },
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}
