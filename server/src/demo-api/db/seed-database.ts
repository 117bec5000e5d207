import { sql } from 'kysely'
import { createSeed } from '../seed/index.js'
import type { Db } from './database.js'
import { importInto } from './import-state.js'

/** Any number the replicas agree on: the seeding lock's key. */
const SEED_LOCK = 2_028_0001

/**
 * Fills an empty database with the demo seed (Nepal's places, lookups, organisations, jobs, job
 * seekers and the demo accounts) and answers true; a database that has data is left as it is.
 * Replicas starting together take turns, so only one of them seeds.
 */
export async function seedIfEmpty(db: Db, now: Date = new Date()): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(tx)
    const seeded = await tx.selectFrom('seed_info').select('version').executeTakeFirst()
    if (seeded) return false
    await importInto(tx, createSeed(now))
    return true
  })
}
