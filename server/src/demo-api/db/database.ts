import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import {
  Kysely,
  PostgresDialect,
  sql,
  type PostgresCursor,
  type PostgresPool,
  type PostgresPoolClient,
} from 'kysely'
import pg from 'pg'
import { migrateToLatest } from './migrate.js'
import { PGlitePool } from './pglite-pool.js'
import type { Database } from './schema.js'

/** The embedded API's database handle. */
export type Db = Kysely<Database>

/** Where the data lives: a real PostgreSQL (`url`), PGlite in a folder (`dataDir`), or memory. */
export interface DatabaseOptions {
  /** DATABASE_URL: postgres://user:pass@host:5432/db. */
  url?: string
  /** DATA_DIR: the data folder; PGlite keeps its files in its `pglite/` (used when `url` is unset). */
  dataDir?: string
  /**
   * With `url`: keep the tables in this schema of their own (created, and dropped again at
   * close): the tests run many apps side by side on one PostgreSQL database.
   */
  schema?: string
  /**
   * With `url`: told when PostgreSQL drops a connection the pool holds idle (a restart, a
   * failover, an administrator's pg_terminate_backend). The pool forgets that connection and
   * opens another when next needed; without a listener the process would crash.
   */
  onConnectionLost?: (error: { code?: string; message: string }) => void
}

export interface OpenDatabase {
  db: Db
  /** 'postgres' (DATABASE_URL), 'pglite' (DATA_DIR) or 'memory' (tests). */
  kind: 'postgres' | 'pglite' | 'memory'
  /**
   * The schema the background jobs' queue (pg-boss) keeps its tables in: `pgboss`, or beside a
   * schema of the database's own (tests), dropped with it at close.
   */
  queueSchema: string
  close(): Promise<void>
}

/**
 * Timestamps come back as ISO strings (the API's shape), in UTC whatever the server's zone:
 * `2026-11-27 16:11:55.123+00` → `2026-11-27T16:11:55.123Z`.
 */
export function isoTimestamp(text: string): string {
  const match = /^(\d{4,}-\d\d-\d\d)[ T](\d\d:\d\d:\d\d(?:\.\d+)?)([+-]\d\d(?::?\d\d)?)?$/.exec(
    text,
  )
  if (!match) return text
  const [, date, time, offset = '+00'] = match
  const zone = offset.length === 3 ? `${offset}:00` : offset.replace(/^([+-]\d\d)(\d\d)$/, '$1:$2')
  return new Date(`${date}T${time}${zone}`).toISOString()
}

const TIMESTAMPTZ = 1184
const TIMESTAMP = 1114
const DATE = 1082
const INT8 = 20
const NUMERIC = 1700

/** How values read: ISO timestamps, dates as text, counts as numbers. */
const PARSERS: Record<number, (text: string) => unknown> = {
  [TIMESTAMPTZ]: isoTimestamp,
  [TIMESTAMP]: (text) => isoTimestamp(`${text}+00`),
  [DATE]: (text) => text,
  [INT8]: Number,
  [NUMERIC]: Number,
}

/** Where PGlite keeps its files inside DATA_DIR. */
export const pgliteFolder = (dataDir: string) => join(dataDir, 'pglite')

let sharedMemory: Promise<PGlite> | null = null
let memorySchemas = 0

/** One in-memory PGlite per process, shared by memory databases (each in a schema of its own). */
function memoryPGlite(): Promise<PGlite> {
  sharedMemory ??= createMemoryPGlite()
  return sharedMemory
}

/**
 * Where a copy of a fresh PGlite cluster is kept (named by PGlite's version). Creating a cluster
 * runs initdb, several seconds of WebAssembly; starting from such a copy takes a fraction of that.
 */
async function templateFile(): Promise<string> {
  const require = createRequire(import.meta.url)
  const manifest = join(dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json')
  const { version } = JSON.parse(await readFile(manifest, 'utf8')) as { version: string }
  return join(tmpdir(), `jagir-pglite-${version}-initdb.tar`)
}

/** The copy of a fresh cluster, when one was kept. */
async function freshCluster(): Promise<Blob | undefined> {
  const bytes = await readFile(await templateFile()).catch(() => null)
  return bytes ? new Blob([bytes]) : undefined
}

/**
 * A new in-memory PGlite: from the copy of a fresh cluster when there is one; else initdb,
 * and the copy is kept for the next process (the test runs start many).
 */
async function createMemoryPGlite(): Promise<PGlite> {
  const options = { extensions: { pg_trgm }, parsers: PARSERS }
  const fresh = await freshCluster()
  if (fresh) return PGlite.create({ ...options, loadDataDir: fresh })
  const pglite = await PGlite.create(options)
  const dump = Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer())
  const template = await templateFile()
  const partial = `${template}.${process.pid}.tmp`
  await writeFile(partial, dump)
  await rename(partial, template)
  return pglite
}

/**
 * pg's `pool.end()` resolves once it has asked each connection to end, not once they have: a
 * database stopped right after close() would still see them. This waits for the last one.
 */
function trackEndingConnections(pool: pg.Pool): { allEnded(): Promise<void> } {
  let open = 0
  let ended: (() => void) | undefined
  pool.on('connect', () => {
    open += 1
  })
  pool.on('remove', () => {
    open -= 1
    if (open === 0) ended?.()
  })
  return {
    allEnded: () =>
      open === 0
        ? Promise.resolve()
        : new Promise((resolve) => {
            ended = resolve
          }),
  }
}

/** Errors of a connection PostgreSQL had already ended (a restart, pg_terminate_backend). */
function isEndedConnection(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  // Only what says the statement never ran: PostgreSQL's own "terminated" answer (it aborts the
  // statement) or the driver refusing a connection it already knows is broken. A connection reset
  // in the middle of a statement is not among them: the statement may have run.
  return (
    code === '57P01' || // admin_shutdown: terminated by an administrator or a shutdown
    code === '57P02' || // crash_shutdown
    (typeof message === 'string' && /not queryable/i.test(message))
  )
}

/**
 * The pool as Kysely uses it, where a connection that turns out to be ended on its first
 * statement is thrown away and the statement sent again on another. When PostgreSQL restarts or
 * ends the connections, each idle one learns it only as its socket is read: the next request
 * could otherwise be given one of them and fail. Nothing ran on a connection whose first
 * statement failed, so sending it again changes nothing twice; later statements (a transaction
 * under way) are never sent again. At most `tries` connections are tried (the pool's size: then
 * every idle one was ended, and the pool opens a new one).
 */
export function freshOnFirstUse(pool: pg.Pool, tries: number): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      // Null once an ended connection was given back and no other could be had.
      let client: pg.PoolClient | null = await pool.connect()
      let used = false
      const send = async (text: string, parameters: readonly unknown[]) => {
        for (let attempt = 1; ; attempt++) {
          if (!client) throw new Error('no database connection')
          try {
            const result = await client.query(text, parameters as unknown[])
            used = true
            return result
          } catch (error) {
            if (used || attempt >= tries || !isEndedConnection(error)) {
              used = true
              throw error
            }
            client.release(error as Error)
            client = null
            client = await pool.connect()
          }
        }
      }
      // A cursor (a streamed query) is passed on as it is.
      const query = (statement: string | PostgresCursor<unknown>, parameters?: unknown[]) => {
        if (typeof statement === 'string') return send(statement, parameters ?? [])
        used = true
        if (!client) throw new Error('no database connection')
        return client.query(statement as never)
      }
      return {
        query: query as unknown as PostgresPoolClient['query'],
        // (Kysely gives the connection back even when a statement failed.)
        release: (destroy?: boolean) => client?.release(destroy),
      }
    },
    end: () => pool.end(),
  }
}

/** Opens the database the options name and brings its tables to the latest migration. */
export async function openDatabase(options: DatabaseOptions = {}): Promise<OpenDatabase> {
  if (options.url) {
    const { schema } = options
    if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) {
      throw new Error(`not a schema name: ${schema}`)
    }
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      ...(schema ? { options: `-c search_path=${schema},public` } : {}),
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          PARSERS[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    })
    // The error carries its client, whose connection parameters hold the password: only the
    // code and message go on.
    pool.on('error', (error: Error & { code?: string }) =>
      options.onConnectionLost?.({ code: error.code, message: error.message }),
    )
    const ending = trackEndingConnections(pool)
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: freshOnFirstUse(pool, pool.options.max ?? 10) }),
    })
    if (schema) await sql`create schema if not exists ${sql.id(schema)}`.execute(db)
    await migrateToLatest(db, schema)
    const queueSchema = schema ? `${schema}_queue` : 'pgboss'
    return {
      db,
      kind: 'postgres',
      queueSchema,
      async close() {
        if (schema) {
          await sql`drop schema ${sql.id(schema)} cascade`.execute(db)
          await sql`drop schema if exists ${sql.id(queueSchema)} cascade`.execute(db)
        }
        await db.destroy()
        await ending.allEnded()
      },
    }
  }
  if (options.dataDir) {
    const folder = pgliteFolder(options.dataDir)
    await mkdir(folder, { recursive: true })
    // A new folder starts from the copy of a fresh cluster when one was kept (tests make one).
    const isNew = !(await stat(join(folder, 'PG_VERSION')).catch(() => null))
    const fresh = isNew ? await freshCluster() : undefined
    const pglite = await PGlite.create({
      dataDir: folder,
      extensions: { pg_trgm },
      parsers: PARSERS,
      ...(fresh ? { loadDataDir: fresh } : {}),
    })
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new PGlitePool(pglite) }),
    })
    await migrateToLatest(db)
    return {
      db,
      kind: 'pglite',
      queueSchema: 'pgboss',
      async close() {
        await db.destroy()
        await pglite.close()
      },
    }
  }
  const pglite = await memoryPGlite()
  const schema = `memory_${process.pid}_${++memorySchemas}`
  await pglite.exec(
    `create extension if not exists pg_trgm with schema public; create schema "${schema}"`,
  )
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new PGlitePool(pglite, schema) }),
  })
  await migrateToLatest(db, schema)
  const queueSchema = `${schema}_queue`
  return {
    db,
    kind: 'memory',
    queueSchema,
    async close() {
      await db.destroy()
      const admin = new Kysely<Database>({
        dialect: new PostgresDialect({ pool: new PGlitePool(pglite) }),
      })
      await sql`drop schema ${sql.id(schema)} cascade`.execute(admin)
      await sql`drop schema if exists ${sql.id(queueSchema)} cascade`.execute(admin)
    },
  }
}
