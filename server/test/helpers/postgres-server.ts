import { postgresMissingReason } from '../../../scripts/lib/postgres-server.mjs'

// The throwaway PostgreSQL lives in scripts/lib, shared with `npm run replicas`.
export {
  postgresMissingReason,
  startPostgres,
  TEST_DATABASE,
  type PostgresServer,
} from '../../../scripts/lib/postgres-server.mjs'

/**
 * Fails, saying why, when startPostgres() cannot run here: the PostgreSQL tests are part of
 * `npm test` on every machine (Debian's `postgresql` package; `.ci/run` installs it), never
 * skipped, so a run that passed ran them.
 */
export function requirePostgres(): void {
  const reason = postgresMissingReason()
  if (reason) throw new Error(`these tests need PostgreSQL (apt-get install postgresql): ${reason}`)
}
