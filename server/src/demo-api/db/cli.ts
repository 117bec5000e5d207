import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { openDatabase, type DatabaseOptions, type OpenDatabase } from './database.js'
import { generateData } from './generate.js'
import { refresh } from './maintenance.js'
import { DatabaseNotEmptyError, importDataFile } from './import-file.js'
import { seedIfEmpty } from './seed-database.js'

/** Where the commands write what they do (the console by default). */
export interface CliOutput {
  log(line: string): void
  error(line: string): void
}

/** The database the environment names: DATABASE_URL, else PGlite in DATA_DIR (default .data/). */
export function databaseFromEnv(env: Record<string, string | undefined>): DatabaseOptions {
  const url = env.DATABASE_URL?.trim()
  if (url) return { url }
  return { dataDir: resolve(env.DATA_DIR?.trim() || '.data') }
}

/** The database named for a person: never the URL's password. */
function describe(options: DatabaseOptions): string {
  if (!options.url) return `PGlite in ${options.dataDir}`
  try {
    const url = new URL(options.url)
    return `PostgreSQL at ${url.host}${url.pathname}`
  } catch {
    return 'PostgreSQL (DATABASE_URL)'
  }
}

const count = (n: number) => n.toLocaleString('en')
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`

/** Opens the database (which brings it to the latest migration) and answers what ran now. */
async function open(options: DatabaseOptions): Promise<{ database: OpenDatabase; ran: string[] }> {
  const before = new Date().toISOString()
  const database = await openDatabase(options)
  const rows = await database.db
    .selectFrom('kysely_migration' as never)
    .select(['name' as never, 'timestamp' as never])
    .execute()
  const ran = (rows as { name: string; timestamp: string }[])
    .filter((row) => row.timestamp >= before)
    .map((row) => row.name)
  return { database, ran }
}

/** After a bulk load: the planner's statistics and the visibility map (`maintenance.ts`). */
async function refreshed(database: OpenDatabase, out: CliOutput): Promise<void> {
  const started = performance.now()
  await refresh(database.db)
  out.log(
    `statistics and visibility map brought up to date (vacuum analyze) in ${seconds(started)}`,
  )
}

async function migrate(options: DatabaseOptions, out: CliOutput): Promise<number> {
  const { database, ran } = await open(options)
  try {
    const all = await database.db
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .execute()
    out.log(
      ran.length
        ? `migrated ${describe(options)}: ${ran.join(', ')}`
        : `${describe(options)} is at the latest migration (${all.length} applied)`,
    )
    return 0
  } finally {
    await database.close()
  }
}

/** A whole number ≥ 0 given to an option, or why not. */
function wholeNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback
  const n = Number(value.replace(/[_,]/g, ''))
  if (!Number.isSafeInteger(n) || n < 0) throw new UsageError(`--${name} must be a whole number`)
  return n
}

class UsageError extends Error {}

async function seed(args: string[], options: DatabaseOptions, out: CliOutput): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { jobs: { type: 'string' }, seekers: { type: 'string' }, seed: { type: 'string' } },
  })
  const jobs = wholeNumber('jobs', values.jobs, 0)
  const seekers = wholeNumber('seekers', values.seekers, 0)
  const seedNumber = wholeNumber('seed', values.seed, 2028)
  const started = performance.now()
  const { database, ran } = await open(options)
  try {
    if (ran.length) out.log(`migrated: ${ran.join(', ')}`)
    const seeded = await seedIfEmpty(database.db)
    out.log(
      seeded
        ? `${describe(options)}: empty, the demo seed written`
        : `${describe(options)}: has data, the demo seed not written again`,
    )
    if (jobs + seekers > 0) {
      out.log(
        `generating ${count(jobs)} jobs and ${count(seekers)} job seekers (seed ${seedNumber})`,
      )
      const report = await generateData(database.db, {
        jobs,
        seekers,
        seed: seedNumber,
        onProgress: (p) =>
          out.log(`  ${p.kind}: ${count(p.done)} / ${count(p.total)} (${seconds(started)})`),
      })
      out.log(
        `added ${count(report.organizations)} organisations with their employers, ${count(report.jobs)} jobs and ${count(report.seekers)} job seekers in ${seconds(started)}`,
      )
      out.log('generated accounts share one password hash of a random password: none can sign in')
    }
    await refreshed(database, out)
    return 0
  } finally {
    await database.close()
  }
}

async function importFile(args: string[], options: DatabaseOptions, out: CliOutput) {
  const [file, ...rest] = args
  if (!file || rest.length) throw new UsageError('name one data file: npm run db:import -- FILE')
  const text = await readFile(file, 'utf8')
  const { database } = await open(options)
  try {
    const started = performance.now()
    const state = await importDataFile(database.db, text)
    out.log(
      `imported ${file} into ${describe(options)} in ${seconds(started)}: ${count(state.users.length)} users, ${count(state.jobs.length)} jobs, ${count(state.applications.length)} applications, ${count(state.orders.length)} orders`,
    )
    await refreshed(database, out)
    return 0
  } catch (error) {
    if (!(error instanceof DatabaseNotEmptyError)) throw error
    out.error(
      `${describe(options)}: ${error.message}. Import into a new DATA_DIR or an empty PostgreSQL database.`,
    )
    return 1
  } finally {
    await database.close()
  }
}

const USAGE = `usage: db.mjs migrate | seed [--jobs N] [--seekers M] [--seed S] | import FILE`

/**
 * `npm run db:migrate`, `db:seed` and `db:import` (scripts/db.mjs runs this from the build): the
 * exit code. Stop the server first when the data is in PGlite: one process opens its folder.
 */
export async function runDbCommand(
  argv: string[],
  env: Record<string, string | undefined>,
  out: CliOutput = console,
): Promise<number> {
  const [command, ...args] = argv
  const options = databaseFromEnv(env)
  try {
    if (command === 'migrate' && args.length === 0) return await migrate(options, out)
    if (command === 'seed') return await seed(args, options, out)
    if (command === 'import') return await importFile(args, options, out)
    out.error(USAGE)
    return 2
  } catch (error) {
    if (
      error instanceof UsageError ||
      (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
    ) {
      out.error(`${(error as Error).message}\n${USAGE}`)
      return 2
    }
    // A file that is missing or not JSON, a constraint an imported row breaks: said, not a trace.
    out.error(`db ${command} failed: ${(error as Error).message}`)
    return 1
  }
}
