import { afterAll, beforeAll, describe } from 'vitest'
import {
  postgresAvailable,
  postgresMissingReason,
  startPostgres,
  type PostgresServer,
} from './postgres-server.js'

/**
 * `describe` for tests that need a real PostgreSQL. Without one it skips them and says why in the
 * suite's name; with `CI` set it fails instead (a test skipped in CI did not run).
 */
export function describeWithPostgres(name: string, tests: () => void): void {
  if (postgresAvailable()) describe(name, tests)
  else describe.skip(`${name} (skipped: ${postgresMissingReason()})`, tests)
}

/** Starts a throwaway PostgreSQL for this test file (stopped and removed after it). */
export function usePostgres(): { server: PostgresServer } {
  const postgres = {} as { server: PostgresServer }
  beforeAll(async () => {
    postgres.server = await startPostgres()
  }, 30_000)
  afterAll(async () => {
    await postgres.server?.stop()
  })
  return postgres
}
