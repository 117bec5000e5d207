import { readFile } from 'node:fs/promises'
import { sql } from 'kysely'
import { createSeed } from '../seed/index.js'
import type { Db } from './database.js'
import { importInto } from './import-state.js'
import { upgradeState } from './upgrade-state.js'

/** Any number the replicas agree on: the seeding lock's key. */
const SEED_LOCK = 2_028_0001

/**
 * Fills an empty database and says with what: the data file of the JSON store this server kept
 * before (`legacyFile`, when it exists: an upgrade carries its data over), else the demo seed
 * (Nepal's places, lookups, organisations, jobs, job seekers and the demo accounts). A database
 * that has data is left as it is (false). Replicas starting together take turns: one fills it.
 */
export async function seedIfEmpty(
  db: Db,
  now: Date = new Date(),
  legacyFile?: string,
): Promise<'seeded' | 'imported' | false> {
  return db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(tx)
    const seeded = await tx.selectFrom('seed_info').select('version').executeTakeFirst()
    if (seeded) return false
    const legacy = legacyFile ? await readFile(legacyFile, 'utf8').catch(() => null) : null
    if (legacy !== null) {
      await importInto(tx, upgradeState(JSON.parse(legacy)))
      return 'imported'
    }
    await importInto(tx, createSeed(now))
    return 'seeded'
  })
}
