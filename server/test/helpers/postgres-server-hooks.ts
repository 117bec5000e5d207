import { afterAll, beforeAll, describe } from 'vitest'
import { requirePostgres, startPostgres, type PostgresServer } from './postgres-server.js'

/** `describe` for tests that need a real PostgreSQL: without one the file fails, saying why. */
export function describeWithPostgres(name: string, tests: () => void): void {
  requirePostgres()
  describe(name, tests)
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
