import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely'
import * as initial from './migrations/0001-initial.js'
import * as coveringIndexes from './migrations/0002-covering-indexes.js'
import * as savedSearches from './migrations/0003-saved-searches.js'
import * as cv from './migrations/0004-cv.js'
import * as applicantTools from './migrations/0005-applicant-tools.js'
import * as jobLanguages from './migrations/0006-job-languages.js'
import * as invoices from './migrations/0007-invoices.js'
import * as paymentAttempts from './migrations/0008-payment-attempts.js'

/**
 * The migrations, in order. A migration is never edited once it has landed: a change to the
 * tables is a new file, and none drops data a user gave.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-covering-indexes': coveringIndexes,
  '0003-saved-searches': savedSearches,
  '0004-cv': cv,
  '0005-applicant-tools': applicantTools,
  '0006-job-languages': jobLanguages,
  '0007-invoices': invoices,
  '0008-payment-attempts': paymentAttempts,
}

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS }

/** Brings the tables to the latest migration (replicas starting together take turns). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: migrations see the database before its tables
export async function migrateToLatest(db: Kysely<any>, schema = 'public'): Promise<string[]> {
  const migrator = new Migrator({ db, provider, migrationTableSchema: schema })
  const { error, results = [] } = await migrator.migrateToLatest()
  if (error) throw error instanceof Error ? error : new Error(String(error))
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName)
}
