import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
} from 'kysely'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Db } from '../../src/demo-api/db/database.js'
import { ANALYZE_EVERY, startMaintenance } from '../../src/demo-api/db/maintenance.js'
import type { Database } from '../../src/demo-api/db/schema.js'
import { as, buildDemo, tokenFor } from './helpers.js'

// PGlite has no autovacuum: the embedded API on a data folder tidies its tables itself.

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'jagir-maintenance-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

/** The planner's row estimate and the pages the visibility map marks all-visible. */
const table = async (db: Db, name: string) =>
  (
    await sql<{ tuples: number; pages: number; visible: number }>`
      select reltuples::integer as tuples, relpages as pages, relallvisible as visible
      from pg_class where oid = ${name}::regclass`.execute(db)
  ).rows[0]!

it('a new data folder starts with statistics; after a write the next round vacuums', async () => {
  const app = await buildDemo({ data: { dataDir: dir }, maintenanceEveryMs: 100 })
  try {
    const db = app.demoDb
    // Seeded, then analysed: the planner knows the jobs table's size.
    expect((await table(db, 'jobs')).tuples).toBeGreaterThan(50)

    const job = await db
      .selectFrom('jobs')
      .select(['id', 'slug'])
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow()
    const token = await tokenFor(app, 'seeker@jagir.demo')
    // Rows the planner does not know of yet (as many views as a busy day brings)...
    const seeker = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'seeker@jagir.demo')
      .executeTakeFirstOrThrow()
    await db
      .insertInto('likes')
      .values(
        (
          await db.selectFrom('jobs').select('id').where('id', '!=', job.id).limit(40).execute()
        ).map((other) => ({ job_id: other.id, user_id: seeker.id })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute()
    const before = (await table(db, 'likes')).tuples
    // ...then a write through the API: the next round vacuums, and the estimate moves.
    const like = await app.inject({
      method: 'POST',
      url: `/api/v1/job/${job.slug}/like/`,
      headers: as(token),
    })
    expect(like.statusCode).toBe(201)
    await vi.waitFor(
      async () => expect((await table(db, 'likes')).tuples).toBeGreaterThanOrEqual(before + 30),
      { timeout: 5_000, interval: 100 },
    )
  } finally {
    await app.close()
  }
})

describe('the rounds', () => {
  /** A database that only records the statements it is given. */
  function recorded() {
    const statements: string[] = []
    const db = new Kysely<Database>({
      dialect: {
        createAdapter: () => new PostgresAdapter(),
        createDriver: () => new DummyDriver(),
        createIntrospector: (kysely) => new PostgresIntrospector(kysely),
        createQueryCompiler: () => new PostgresQueryCompiler(),
      },
      log: (event) => {
        statements.push(event.query.sql)
      },
    })
    return { db, statements }
  }

  afterEach(() => {
    vi.useRealTimers()
  })

  it('do nothing without a write; vacuum after one, and analyse every sixth time', async () => {
    vi.useFakeTimers()
    const { db, statements } = recorded()
    const maintenance = startMaintenance(db, { everyMs: 1_000 })
    await vi.advanceTimersByTimeAsync(5_000)
    expect(statements).toEqual([])

    for (let round = 1; round <= ANALYZE_EVERY; round++) {
      maintenance.wrote()
      maintenance.wrote()
      await vi.advanceTimersByTimeAsync(1_000)
    }
    expect(statements).toEqual([...Array(ANALYZE_EVERY - 1).fill('vacuum'), 'vacuum analyze'])
    await maintenance.stop()
    maintenance.wrote()
    await vi.advanceTimersByTimeAsync(5_000)
    expect(statements).toHaveLength(ANALYZE_EVERY)
  })
})
