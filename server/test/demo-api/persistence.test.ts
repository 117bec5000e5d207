import { spawn } from 'node:child_process'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gunzipSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase } from '../../src/demo-api/db/database.js'
import { as, buildDemo, tokenFor } from './helpers.js'

const root = fileURLToPath(new URL('../../..', import.meta.url))
let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'jagir-demo-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

/** Runs the sign-in loop until it has reported `writes` tokens, then SIGKILLs it mid-flight. */
function killDuringWrites(dataDir: string, writes: number): Promise<number> {
  const loop = fileURLToPath(new URL('./fixtures/write-loop.ts', import.meta.url))
  const child = spawn(process.execPath, ['--import', 'tsx', loop, dataDir], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    let last = 0
    let buffer = ''
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString()
      const lines = buffer.split('\n')
      buffer = lines.pop() ?? ''
      for (const line of lines) last = Number(line)
      if (last >= writes) child.kill('SIGKILL')
    })
    child.on('error', reject)
    child.on('exit', () => resolve(last))
  })
}

/** Every file under a folder, as one buffer (to look for a secret in what is on disk). */
async function allBytes(folder: string): Promise<Buffer> {
  const names = await readdir(folder, { recursive: true, withFileTypes: true })
  const files = names.filter((entry) => entry.isFile())
  return Buffer.concat(
    await Promise.all(files.map((entry) => readFile(join(entry.parentPath, entry.name)))),
  )
}

describe('the embedded database in DATA_DIR', () => {
  it('survives a SIGKILL during writes: opens again and keeps every write it acknowledged', async () => {
    const dataDir = join(dir, 'data')
    let total = 0
    for (const writes of [5, 20]) {
      total += await killDuringWrites(dataDir, writes)
      const { db, close } = await openDatabase({ dataDir })
      const tokens = await db
        .selectFrom('tokens')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
      await close()
      expect(Number(tokens.n)).toBeGreaterThanOrEqual(total)
      expect(Number(tokens.n)).toBeLessThanOrEqual(total + 2)
      total = Number(tokens.n)
    }
  }, 120_000)

  it('is seeded when empty, keeps writes across restarts, and never seeds over them', async () => {
    const data = { dataDir: join(dir, 'data') }
    const first = await buildDemo({ data })
    const token = await tokenFor(first, 'seeker@jagir.demo')
    await first.close()

    const second = await buildDemo({ data })
    const me = await second.inject({ method: 'GET', url: '/api/v1/users/me/', headers: as(token) })
    await second.close()
    expect(me.statusCode).toBe(200)
    // Tokens are kept hashed: no file of the database holds the token itself.
    expect((await allBytes(data.dataDir)).includes(Buffer.from(token))).toBe(false)
  }, 60_000)

  it('an upgrade in place: the first start imports the old data file of DATA_DIR instead of seeding, once', async () => {
    const data = { dataDir: join(dir, 'data') }
    const old = gunzipSync(
      await readFile(new URL('./fixtures/demo-data-v11.json.gz', import.meta.url)),
    ).toString('utf8')
    const state = JSON.parse(old) as { users: { email: string }[]; orders: unknown[] }
    await mkdir(data.dataDir, { recursive: true })
    await writeFile(join(data.dataDir, 'demo-api.json'), old)

    const app = await buildDemo({ data })
    const users = await app.demoDb.selectFrom('users').select('email').orderBy('id').execute()
    const orders = await app.demoDb.selectFrom('orders').select('id').execute()
    await app.close()
    expect(users.map((u) => u.email)).toEqual(state.users.map((u) => u.email))
    expect(orders).toHaveLength(state.orders.length)
    // Kept as it was; the next start opens the database and reads the file no more.
    expect(await readFile(join(data.dataDir, 'demo-api.json'), 'utf8')).toBe(old)
    await writeFile(join(data.dataDir, 'demo-api.json'), '{ not json')
    const again = await buildDemo({ data })
    const count = await again.demoDb
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    await again.close()
    expect(Number(count.n)).toBe(state.users.length)
  }, 60_000)

  it('npm run demo:reset removes the embedded database, so the next start seeds afresh', async () => {
    const data = { dataDir: join(dir, 'data') }
    const app = await buildDemo({ data })
    const token = await tokenFor(app, 'seeker@jagir.demo')
    await app.close()

    const reset = spawn(process.execPath, [join(root, 'scripts/demo-reset.mjs')], {
      env: { ...process.env, DATA_DIR: data.dataDir, DATABASE_URL: '' },
      stdio: 'ignore',
    })
    expect(await new Promise((resolve) => reset.on('exit', resolve))).toBe(0)

    const fresh = await buildDemo({ data })
    const me = await fresh.inject({ method: 'GET', url: '/api/v1/users/me/', headers: as(token) })
    await fresh.close()
    expect(me.statusCode).toBe(401)
  }, 60_000)

  it('npm run demo:reset refuses a real PostgreSQL (DATABASE_URL): that is the operator’s', async () => {
    const reset = spawn(process.execPath, [join(root, 'scripts/demo-reset.mjs')], {
      env: { ...process.env, DATABASE_URL: 'postgres://jagir@127.0.0.1:1/jagir' },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let said = ''
    reset.stderr.on('data', (chunk: Buffer) => (said += chunk.toString()))
    expect(await new Promise((resolve) => reset.on('exit', resolve))).toBe(1)
    expect(said).toContain('DATABASE_URL')
  })
})
