/** A throwaway PostgreSQL cluster (Debian's `postgresql`) on a loopback port. */
export interface PostgresServer {
  /** postgres://postgres@127.0.0.1:<port>/<database>, as DATABASE_URL (trust: no password). */
  url: string
  port: number
  /** Its own temporary folder: the cluster in `data/`, the Unix socket beside it. */
  dir: string
  /** Fast shutdown (SIGINT to the PID started here), waits for it to exit, removes `dir`. */
  stop(): Promise<void>
}

/** The database `url` names by default, created empty at start. */
export const TEST_DATABASE: string

/** Why PostgreSQL cannot run on this machine, or undefined when it can. */
export function postgresMissingReason(): string | undefined

/**
 * Starts a throwaway PostgreSQL with an empty database (`database`, TEST_DATABASE by default), on a
 * free 127.0.0.1 port; fails with what to install when PostgreSQL is missing.
 */
export function startPostgres(options?: { database?: string }): Promise<PostgresServer>
