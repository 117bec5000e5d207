/**
 * The database tools behind `npm run db:seed`, `db:import` and `db:migrate`: generated data has
 * the spread a benchmark needs (every district, both languages, searchable), and a data file of
 * the JSON store comes into an empty database whole, never into one that has data.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runDbCommand } from '../../src/demo-api/db/cli.js'
import { openDatabase, type Db, type OpenDatabase } from '../../src/demo-api/db/database.js'
import { generateData } from '../../src/demo-api/db/generate.js'
import { DatabaseNotEmptyError, importDataFile } from '../../src/demo-api/db/import-file.js'
import { seedIfEmpty } from '../../src/demo-api/db/seed-database.js'
import { normalizeForSearch } from '../../src/demo-api/search/normalize.js'
import type { DemoState } from '../../src/demo-api/store/types.js'

const NOW = new Date('2026-11-27T06:00:00Z')
const SLOW = { timeout: 180_000 }

/**
 * A data file written by the demo API of the JSON store (commit 257bcbc, seed version 11): its
 * seed, then a photo uploaded by seeker@, an application with screening answers (one in
 * Nepali), a like, a paid order of two job posts and a contact form.
 */
const OLD_FILE = gunzipSync(
  readFileSync(new URL('./fixtures/demo-data-v11.json.gz', import.meta.url)),
).toString('utf8')
const oldState = () => JSON.parse(OLD_FILE) as DemoState

const open: OpenDatabase[] = []
async function memoryDb(): Promise<Db> {
  const database = await openDatabase()
  open.push(database)
  return database.db
}
afterAll(async () => {
  for (const database of open) await database.close()
})

const countOf = async (db: Db, table: string, where = sql`true`) =>
  Number(
    (
      await sql<{
        n: number
      }>`select count(*)::int as n from ${sql.table(table)} where ${where}`.execute(db)
    ).rows[0]!.n,
  )

const maxId = async (db: Db, table: string) =>
  (await sql<{ n: number }>`select max(id)::int as n from ${sql.table(table)}`.execute(db)).rows[0]!
    .n

describe('generated data (db:seed --jobs --seekers)', SLOW, () => {
  let db: Db
  let firstJob: number
  let firstSeeker: number

  beforeAll(async () => {
    db = await memoryDb()
    await seedIfEmpty(db, NOW)
    firstJob = (await maxId(db, 'jobs')) + 1
    firstSeeker = await maxId(db, 'jobseekers')
    await generateData(db, { jobs: 300, seekers: 1000, seed: 7, now: NOW })
  }, SLOW.timeout)

  const generatedJobs = () => sql`id >= ${firstJob}`
  const generatedSeekers = () => sql`id > ${firstSeeker}`

  it('adds the jobs and job seekers asked for, one organisation with its employer per 50 jobs', async () => {
    expect(await countOf(db, 'jobs', generatedJobs())).toBe(300)
    expect(await countOf(db, 'jobseekers', generatedSeekers())).toBe(1000)
    const owned = await sql<{ n: number }>`select count(*)::int as n from jobs j
      join employers e on e.user_id = j.owner
      where j.id >= ${firstJob} and j.organization = any(e.organizations)`.execute(db)
    expect(owned.rows[0]!.n).toBe(300)
    const organizations = await sql<{ n: number }>`select count(distinct organization)::int as n
      from jobs where id >= ${firstJob}`.execute(db)
    expect(organizations.rows[0]!.n).toBe(6)
  })

  it('spreads them over all 77 districts, with jobs in many of them', async () => {
    const places = await sql<{ district: number }>`
      select district from jobs where id >= ${firstJob}
      union select district from jobseekers where id > ${firstSeeker}`.execute(db)
    expect(new Set(places.rows.map((row) => row.district)).size).toBe(77)
    const jobDistricts = await sql<{ n: number }>`select count(distinct district)::int as n
      from jobs where id >= ${firstJob}`.execute(db)
    expect(jobDistricts.rows[0]!.n).toBeGreaterThan(40)
    expect(await countOf(db, 'jobs', sql`id >= ${firstJob} and province is null`)).toBe(0)
  })

  it('writes every text in both languages, the Nepali in Devanagari', async () => {
    const devanagari = sql.raw(`'[\u0900-\u097F]'`)
    expect(
      await countOf(
        db,
        'jobs',
        sql`id >= ${firstJob} and (title_en = '' or title_ne !~ ${devanagari}
        or description_en = '' or description_ne !~ ${devanagari})`,
      ),
    ).toBe(0)
    expect(
      await countOf(
        db,
        'jobseekers',
        sql`id > ${firstSeeker} and (headline_en = '' or headline_ne !~ ${devanagari})`,
      ),
    ).toBe(0)
    const names = await sql<{ n: number }>`select count(*)::int as n from users u
      join jobseekers s on s.user_id = u.id
      where s.id > ${firstSeeker} and (u.full_name_en = '' or u.full_name_ne !~ ${devanagari})`.execute(
      db,
    )
    expect(names.rows[0]!.n).toBe(0)
  })

  it('gives each its search document, so a place is found in either script', async () => {
    expect(await countOf(db, 'jobs', sql`id >= ${firstJob} and search_doc = ''`)).toBe(0)
    expect(await countOf(db, 'jobseekers', sql`id > ${firstSeeker} and search_doc = ''`)).toBe(0)
    const kathmandu = await db
      .selectFrom('jobs')
      .select('search_doc')
      .where('id', '>=', firstJob)
      .where('district', '=', 27)
      .execute()
    expect(kathmandu.length).toBeGreaterThan(0)
    for (const { search_doc } of kathmandu) {
      expect(search_doc).toContain('kathmandu')
      expect(search_doc).toContain(normalizeForSearch('काठमाडौं'))
    }
  })

  it('varies categories, levels, salaries and skills; open jobs have their deadline ahead', async () => {
    const spread = await sql<{ categories: number; levels: number; salaries: number }>`
      select count(distinct category)::int as categories, count(distinct job_level)::int as levels,
        count(distinct salary_minimum)::int as salaries
      from jobs where id >= ${firstJob}`.execute(db)
    expect(spread.rows[0]).toMatchObject({ levels: 4 })
    expect(spread.rows[0]!.categories).toBeGreaterThanOrEqual(12)
    expect(spread.rows[0]!.salaries).toBeGreaterThan(30)
    const active = await countOf(db, 'jobs', sql`id >= ${firstJob} and status = 'active'`)
    expect(active).toBeGreaterThan(0.7 * 300)
    expect(
      await countOf(
        db,
        'jobs',
        sql`id >= ${firstJob} and status = 'active' and deadline <= ${NOW}`,
      ),
    ).toBe(0)
    expect(await countOf(db, 'jobseekers', sql`id > ${firstSeeker} and skills = '{}'`)).toBe(0)
  })

  it('gives every account its own username, phone number and email', async () => {
    const unique = await sql<{ usernames: number; phones: number; emails: number }>`
      select count(distinct s.username)::int as usernames, count(distinct u.phone_number)::int as phones,
        count(distinct lower(u.email))::int as emails
      from jobseekers s join users u on u.id = s.user_id where s.id > ${firstSeeker}`.execute(db)
    expect(unique.rows[0]).toEqual({ usernames: 1000, phones: 1000, emails: 1000 })
  })

  it('makes the same rows from the same seed', async () => {
    const sample = async () => {
      const other = await memoryDb()
      await seedIfEmpty(other, NOW)
      // The seed's own usernames have a random part of their own: only the generated rows count.
      const [jobsBefore, seekersBefore] = [
        await maxId(other, 'jobs'),
        await maxId(other, 'jobseekers'),
      ]
      await generateData(other, { jobs: 20, seekers: 30, seed: 11, now: NOW })
      const jobs = await other
        .selectFrom('jobs')
        .select(['slug', 'title_ne', 'district', 'deadline'])
        .where('id', '>', jobsBefore)
        .orderBy('id')
        .execute()
      const seekers = await other
        .selectFrom('jobseekers')
        .select(['username', 'district', 'skills'])
        .where('id', '>', seekersBefore)
        .orderBy('id')
        .execute()
      return { jobs, seekers }
    }
    expect(await sample()).toEqual(await sample())
  })
})

describe('importing a data file of the JSON store (db:import)', SLOW, () => {
  it('brings every row into an empty database: photos, orders, answers, profiles', async () => {
    const db = await memoryDb()
    const state = oldState()
    await importDataFile(db, OLD_FILE)
    for (const [table, expected] of [
      ['users', state.users.length],
      ['jobs', state.jobs.length],
      ['organizations', state.organizations.length],
      ['applications', state.applications.length],
      ['likes', state.likes.length],
      ['orders', state.orders.length],
      ['submissions', state.submissions.length],
      ['profile_views', state.profile_views.length],
      ['photos', state.users.filter((u) => u.photo).length],
    ] as const) {
      expect(await countOf(db, table), table).toBe(expected)
    }
    const withPhoto = state.users.find((u) => u.photo)!
    const photo = await db
      .selectFrom('photos')
      .selectAll()
      .where('user_id', '=', withPhoto.id)
      .executeTakeFirstOrThrow()
    expect(Buffer.from(photo.bytes)).toEqual(Buffer.from(withPhoto.photo!.data, 'base64'))
    expect(photo).toMatchObject({ name: withPhoto.photo!.name, content_type: 'image/png' })

    const order = state.orders[0]!
    const items = await db
      .selectFrom('order_items')
      .selectAll()
      .where('order_id', '=', order.id)
      .execute()
    expect(items.map((i) => [i.job_price_setting, i.quantity, i.price])).toEqual(
      order.items.map((i) => [i.job_price_setting, i.quantity, i.price]),
    )
    expect(
      await db.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirst(),
    ).toMatchObject({
      total: order.total,
      status: 'paid',
      reference: order.reference,
    })

    const nepali = state.applications.find((a) =>
      a.answers.some((x) => /[\u0900-\u097F]/.test(x.answer)),
    )!
    const answers = await db
      .selectFrom('application_answers')
      .select(['question_id', 'answer'])
      .where('application_id', '=', nepali.id)
      .orderBy('question_id')
      .execute()
    expect(answers).toEqual(
      nepali.answers.map((a) => ({ question_id: a.question, answer: a.answer })),
    )

    const sita = state.users.find((u) => u.email === 'seeker@jagir.demo')!
    const profile = await db
      .selectFrom('jobseekers')
      .selectAll()
      .where('user_id', '=', sita.id)
      .executeTakeFirstOrThrow()
    expect(profile.languages).toEqual(sita.jobseeker!.languages)
    expect(await countOf(db, 'education', sql`jobseeker_id = ${profile.id}`)).toBe(
      sita.jobseeker!.education_history!.length,
    )
    // New rows continue after the imported ids.
    const next = await db
      .insertInto('users')
      .values({ password: 'x', full_name_en: 'New', full_name_ne: 'नयाँ' })
      .returning('id')
      .executeTakeFirstOrThrow()
    expect(next.id).toBe(Math.max(...state.users.map((u) => u.id)) + 1)
  })

  it('reads a file of an earlier seed version: absent fields get their defaults', async () => {
    const state = oldState() as unknown as Record<string, unknown> & DemoState
    const hidden = state.jobs.find((j) => !j.show_name)!
    ;(hidden as { org_alt_name: unknown }).org_alt_name = 'Our client'
    state.applications[0]!.status = 'applied' as never
    for (const user of state.users) {
      delete user.photo
      if (user.jobseeker) {
        for (const key of [
          'city',
          'address',
          'education_history',
          'work_experience',
          'languages',
          'social_links',
          'alternate_phone',
        ] as const)
          delete user.jobseeker[key]
      }
      for (const referee of user.referrer?.referees ?? []) delete referee.phone_type
    }
    for (const order of state.orders) {
      delete order.subtotal
      delete order.vat
      delete order.idempotency_key
    }
    for (const job of state.jobs) delete job.is_featured
    delete (state as Partial<DemoState>).submissions
    delete (state as Partial<DemoState>).hiring_packages
    const db = await memoryDb()
    await importDataFile(db, JSON.stringify(state))
    expect(await countOf(db, 'users')).toBe(state.users.length)
    expect(
      await db
        .selectFrom('jobs')
        .select(['org_alt_name_en', 'org_alt_name_ne'])
        .where('id', '=', hidden.id)
        .executeTakeFirst(),
    ).toEqual({ org_alt_name_en: 'Our client', org_alt_name_ne: 'Our client' })
    expect(
      await db
        .selectFrom('applications')
        .select('status')
        .where('id', '=', state.applications[0]!.id)
        .executeTakeFirst(),
    ).toEqual({ status: 'new' })
    expect(await countOf(db, 'jobseekers', sql`languages <> '[]'::jsonb`)).toBe(0)
    expect(await countOf(db, 'submissions')).toBe(0)
  })

  it('refuses a database that has data, and writes nothing into it', async () => {
    const db = await memoryDb()
    await seedIfEmpty(db, NOW)
    const before = await countOf(db, 'users')
    await expect(importDataFile(db, OLD_FILE)).rejects.toBeInstanceOf(DatabaseNotEmptyError)
    expect(await countOf(db, 'users')).toBe(before)
  })

  it('refuses what is not a data file', async () => {
    const db = await memoryDb()
    await expect(importDataFile(db, '{"jobs": []}')).rejects.toThrow(/not a demo data file/)
    await expect(importDataFile(db, '{oops')).rejects.toThrow(/not a demo data file/)
    expect(await countOf(db, 'users')).toBe(0)
  })
})

describe('the commands (npm run db:import, db:migrate, db:seed)', SLOW, () => {
  const dir = mkdtempSync(join(tmpdir(), 'jagir-db-tools-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const run = async (...argv: string[]) => {
    const lines: string[] = []
    const errors: string[] = []
    const code = await runDbCommand(
      argv,
      { DATA_DIR: join(dir, 'data') },
      {
        log: (line) => lines.push(line),
        error: (line) => errors.push(line),
      },
    )
    return { code, out: lines.join('\n'), err: errors.join('\n') }
  }

  it('imports into an empty data folder once, then refuses to mix; migrate says it is current', async () => {
    const file = join(dir, 'demo-api.json')
    writeFileSync(file, OLD_FILE)
    const first = await run('import', file)
    expect(first).toMatchObject({ code: 0 })
    expect(first.out).toMatch(/imported .* 46 users, 86 jobs/)
    // A bulk load leaves the planner without statistics: the import gives it them.
    expect(first.out).toMatch(/statistics and visibility map brought up to date/)
    const database = await openDatabase({ dataDir: join(dir, 'data') })
    try {
      const jobs = await sql<{ tuples: number }>`
        select reltuples::integer as tuples from pg_class where oid = 'jobs'::regclass`.execute(
        database.db,
      )
      expect(jobs.rows[0]!.tuples).toBe(86)
    } finally {
      await database.close()
    }
    const again = await run('import', file)
    expect(again.code).toBe(1)
    expect(again.err).toMatch(/already has data.*never mixing/)
    const migrate = await run('migrate')
    expect(migrate).toMatchObject({ code: 0 })
    expect(migrate.out).toMatch(/at the latest migration/)
  })

  it('answers a usage error for a bad count or a missing file name', async () => {
    expect(await run('seed', '--jobs', 'many')).toMatchObject({
      code: 2,
      err: expect.stringMatching(/--jobs must be a whole number/),
    })
    expect((await run('import')).code).toBe(2)
    expect((await run('unknown')).code).toBe(2)
  })
})
