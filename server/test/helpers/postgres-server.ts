import { postgresMissingReason } from '../../../scripts/lib/postgres-server.mjs'

// The throwaway PostgreSQL lives in scripts/lib, shared with `npm run replicas`.
export {
  postgresMissingReason,
  startPostgres,
  TEST_DATABASE,
  type PostgresServer,
} from '../../../scripts/lib/postgres-server.mjs'

/**
 * Whether startPostgres() can run here. With `CI` set it never answers false: it throws instead,
 * because a PostgreSQL test skipped in CI is a test that did not run.
 */
export function postgresAvailable(): boolean {
  const reason = postgresMissingReason()
  if (reason && process.env.CI) throw new Error(`CI must run the PostgreSQL tests. ${reason}`)
  return reason === undefined
}
