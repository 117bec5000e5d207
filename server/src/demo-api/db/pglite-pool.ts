import type { PGlite } from '@electric-sql/pglite'
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely'

const COMMANDS = ['INSERT', 'UPDATE', 'DELETE', 'MERGE'] as const

/** What Kysely reads of a result: the statement's kind decides whether `rowCount` is used. */
function commandOf(sql: string): PostgresQueryResult<unknown>['command'] {
  const first = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase()
  return COMMANDS.find((command) => command === first) ?? 'SELECT'
}

/**
 * PGlite is one connection; Kysely asks a pool for one per query and keeps it for a whole
 * transaction. This pool lends the one connection to one caller at a time (the others wait in
 * order), so a transaction never has another request's statements run inside it. Each pool names
 * its schema: several pools can share one PGlite (the tests give every app a schema of its own),
 * and the search path is switched when the connection passes from one schema to another.
 */
export class PGlitePool implements PostgresPool {
  private static readonly schemaOf = new WeakMap<PGlite, string>()
  private static readonly tails = new WeakMap<PGlite, Promise<void>>()

  constructor(
    private readonly pglite: PGlite,
    private readonly schema = 'public',
  ) {}

  async connect(): Promise<PostgresPoolClient> {
    const previous = PGlitePool.tails.get(this.pglite) ?? Promise.resolve()
    let release!: () => void
    const mine = new Promise<void>((resolve) => (release = resolve))
    PGlitePool.tails.set(
      this.pglite,
      previous.then(() => mine),
    )
    await previous
    try {
      if (PGlitePool.schemaOf.get(this.pglite) !== this.schema) {
        await this.pglite.exec(`set search_path to "${this.schema}", public`)
        PGlitePool.schemaOf.set(this.pglite, this.schema)
      }
    } catch (error) {
      release()
      throw error
    }
    const pglite = this.pglite
    let released = false
    return {
      async query<R>(sql: string, parameters: ReadonlyArray<unknown>) {
        if (parameters.length === 0 && sql.includes(';')) {
          // Several statements (a migration): only the simple protocol runs them.
          const results = await pglite.exec(sql)
          const last = results.at(-1)
          return {
            command: commandOf(sql),
            rowCount: last?.affectedRows ?? 0,
            rows: (last?.rows ?? []) as R[],
          }
        }
        const result = await pglite.query<R>(sql, [...parameters])
        return { command: commandOf(sql), rowCount: result.affectedRows ?? 0, rows: result.rows }
      },
      release() {
        if (released) return
        released = true
        release()
      },
    } as PostgresPoolClient
  }

  async end(): Promise<void> {
    // The PGlite is closed by whoever opened it (it may serve other pools).
  }
}
