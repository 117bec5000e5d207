import type { DemoState } from '../store/types.js'
import type { Db } from './database.js'
import { importState } from './import-state.js'
import { upgradeState } from './upgrade-state.js'

/** The database already holds data: an import would mix two marketplaces. */
export class DatabaseNotEmptyError extends Error {
  constructor() {
    super(
      'the database already has data: db:import writes only into an empty database, never mixing two',
    )
  }
}

/** Whether the database holds anything a seed, an import or a user put there. */
export async function hasData(db: Db): Promise<boolean> {
  const seeded = await db.selectFrom('seed_info').select('version').executeTakeFirst()
  const user = await db.selectFrom('users').select('id').limit(1).executeTakeFirst()
  return seeded !== undefined || user !== undefined
}

/**
 * Writes a data file of the JSON store (its text, of any seed version) into an empty database,
 * all of it or nothing. Throws DatabaseNotEmptyError when the database has data, and a plain
 * error when the text is not a data file or a row breaks a constraint (nothing is written then).
 */
export async function importDataFile(db: Db, text: string): Promise<DemoState> {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    throw new Error(`not a demo data file: the JSON does not parse (${(error as Error).message})`, {
      cause: error,
    })
  }
  const state = upgradeState(parsed)
  if (await hasData(db)) throw new DatabaseNotEmptyError()
  await importState(db, state)
  return state
}
