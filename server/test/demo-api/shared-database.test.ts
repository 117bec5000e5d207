import { Writable } from 'node:stream'
import pg from 'pg'
import { afterEach, expect, it, vi } from 'vitest'
import { codeKeyFrom } from '../../src/demo-api/lib/otp.js'
import { createSeed } from '../../src/demo-api/seed/index.js'
import { TEST_SECRET } from '../helpers/build.js'
import { describeWithPostgres, usePostgres } from '../helpers/postgres-server-hooks.js'
import { codeIn } from '../helpers/outbox.js'
import { as, startDemo, tokenFor } from './helpers.js'
import { startStack, type Stack } from './stack.js'

// Issue 28: replicas without a provider of their own each run the embedded API, all on one
// PostgreSQL (DATABASE_URL). Two stacks here (an embedded API behind a BFF each, one session
// secret) on one throwaway PostgreSQL: what one replica wrote, the other must see.

const postgres = usePostgres()
let stacks: Stack[] = []
afterEach(async () => {
  await Promise.all(stacks.map((stack) => stack.close()))
  stacks = []
})

/**
 * Two replicas started at the same moment on the shared database (both find it empty), given the
 * code key server.ts derives from their shared SESSION_SECRET.
 */
async function twoReplicas(): Promise<[Stack, Stack]> {
  const codeKey = codeKeyFrom(TEST_SECRET)
  const start = () => startStack({ demo: { data: { url: postgres.server.url }, codeKey } })
  const [a, b] = await Promise.all([start(), start()])
  stacks = [a, b]
  return [a, b]
}

const userCount = async (stack: Stack) =>
  (
    await stack.demo.demoDb
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n

describeWithPostgres('two embedded APIs on one PostgreSQL', () => {
  it('started at once, they seed it once; a sign-in on one is signed in on the other', async () => {
    const [a, b] = await twoReplicas()
    // The seed takes a lock: the second replica waits, then finds the data there.
    expect(await userCount(a)).toBe(createSeed(new Date()).users.length)

    const cookie = await a.signIn('employer@jagir.demo')
    const user = await b.call('get', '/bff/user', cookie)
    expect(user.status).toBe(200)
    expect(user.body.user).toMatchObject({ email: 'employer@jagir.demo' })
    // The token the session holds was issued by A's API and is found by B's.
    const me = await b.call('get', '/api/v1/users/me/', cookie)
    expect(me.status).toBe(200)
    expect(me.body).toMatchObject({ email: 'employer@jagir.demo' })
  })

  it('a token revoked through one API is refused by the other', async () => {
    const [a, b] = await twoReplicas()
    const token = await tokenFor(a.demo, 'seeker@jagir.demo')
    const me = () => b.demo.inject({ method: 'GET', url: '/api/v1/users/me/', headers: as(token) })
    expect((await me()).statusCode).toBe(200)

    const out = await a.demo.inject({
      method: 'POST',
      url: '/api/v1/auth/logout/',
      headers: as(token),
    })
    expect(out.statusCode).toBe(204)
    expect((await me()).statusCode).toBe(401)
  })

  it('a sign-up code sent through one replica is verified through the other', async () => {
    const [a, b] = await twoReplicas()
    const phone = '9841300071'
    const sent = await a.call('post', '/api/v1/auth/signup/send-otp/', 'locale=en', {
      phone_number: phone,
      role: 'jobseeker',
    })
    expect(sent.status).toBe(200)
    const code = codeIn(a.outbox!.list().find((sms) => sms.to === phone)!.text)!

    const verified = await b.call('post', '/api/v1/auth/signup/verify-otp/', 'locale=en', {
      phone_number: phone,
      otp: code,
    })
    expect(verified.status).toBe(200)
    expect(verified.body.verification_token).toEqual(expect.any(String))
  })

  it('a connection PostgreSQL ends is logged without the password, and the next call is answered', async () => {
    const lines: string[] = []
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk))
        done()
      },
    })
    // Trust authentication ignores the password; the URL carries one all the same.
    const url = postgres.server.url.replace('postgres@', 'postgres:not-for-logs@')
    const { app } = await startDemo({ data: { url }, logger: { level: 'warn', stream } })
    try {
      const token = await tokenFor(app, 'seeker@jagir.demo')
      const me = () => app.inject({ method: 'GET', url: '/api/v1/users/me/', headers: as(token) })
      // Requests at once leave the pool holding several connections, idle.
      const statuses = async () =>
        (await Promise.all([me(), me(), me(), me()])).map((r) => r.statusCode)
      expect(await statuses()).toEqual([200, 200, 200, 200])

      // What a restart or an administrator does to the connections the pool keeps idle.
      const admin = new pg.Client(postgres.server.url)
      await admin.connect()
      try {
        await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid()`,
        )
      } finally {
        await admin.end()
      }
      // Asked at once, before the idle connections have read that they were ended: each request
      // is answered all the same (a statement that finds its connection ended goes on another).
      expect(await statuses()).toEqual([200, 200, 200, 200])
      await vi.waitFor(() => expect(lines.join('')).toContain('database connection lost'))
      expect((await me()).statusCode).toBe(200)
      const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
      expect(logged[0]).toMatchObject({ level: 40, code: '57P01' })
      expect(lines.join('')).not.toContain('not-for-logs')
    } finally {
      await app.close()
    }
  })
})
