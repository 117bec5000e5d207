import { execFileSync } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import request from 'supertest'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startDemoApi, type RunningDemoApi } from '../src/demo-api/start.js'
import { buildTestApp } from './helpers/build.js'
import { codeSentTo } from './helpers/outbox.js'
import { RELAXED_LIMITS } from './demo-api/stack.js'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'jagir-api-thread-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

/** The embedded API as `npm start` runs it, with the BFF in front (and its /dev/outbox). */
async function start(dataDir: string): Promise<{ demo: RunningDemoApi; bff: FastifyInstance }> {
  const demo = await startDemoApi({ dataDir, logLevel: 'silent', production: false })
  const bff = await buildTestApp(demo.url, RELAXED_LIMITS, { devOutbox: demo.outbox })
  return { demo, bff }
}

const post = (bff: FastifyInstance, path: string, body: object) =>
  request(bff.server).post(path).set('x-csrf', '1').send(body)

/** Signs up a job seeker through the BFF, reading the code from its development outbox. */
async function signUp(bff: FastifyInstance, phone: string, password: string): Promise<void> {
  const sent = await post(bff, '/api/v1/auth/signup/send-otp/', { phone_number: phone })
  expect(sent.status).toBe(200)
  const otp = await codeSentTo(bff, phone)
  const verified = await post(bff, '/api/v1/auth/signup/verify-otp/', { phone_number: phone, otp })
  expect(verified.status).toBe(200)
  const created = await post(bff, '/api/v1/auth/signup/set-password/', {
    phone_number: phone,
    verification_token: verified.body.verification_token,
    password,
    full_name: 'Sita Gurung',
  })
  expect(created.status).toBe(201)
}

describe('the embedded API runs in a thread of its own', () => {
  let running: { demo: RunningDemoApi; bff: FastifyInstance } | undefined
  afterEach(async () => {
    await running?.bff.close()
    await running?.demo.close()
    running = undefined
  })

  it('answers while the BFF’s thread is blocked: its work never waits on the BFF’s event loop', async () => {
    running = await start(join(dir, 'blocked'))
    // This thread (the BFF's) is held in execFileSync while another process asks the API: an
    // API on this thread's event loop could not answer until that process gave up.
    const ask =
      'fetch(process.argv[1]).then(async (r) => console.log(r.status, (await r.json()).count))'
    const answer = execFileSync(
      process.execPath,
      ['-e', ask, `${running.demo.url}/api/v1/job/search/?page_size=1`],
      { encoding: 'utf8', timeout: 15_000 },
    )
    expect(answer).toMatch(/^200 [1-9]\d*\n$/)
  })

  it('shows a sign-up code the API sent on the BFF’s development outbox', async () => {
    running = await start(join(dir, 'outbox'))
    const sent = await post(running.bff, '/api/v1/auth/signup/send-otp/', {
      phone_number: '9841000071',
    })
    expect(sent.status).toBe(200)
    expect(await codeSentTo(running.bff, '9841000071')).toMatch(/^\d{6}$/)
    const page = await request(running.bff.server).get('/dev/outbox')
    expect(page.text).toContain('9841000071')
    expect(running.demo.outbox?.list()[0]?.to).toBe('9841000071')
  })

  it('close() ends the thread after keeping what was written, for the next start', async () => {
    const dataDir = join(dir, 'close')
    const first = await start(dataDir)
    await signUp(first.bff, '9841000072', 'Himal@2025')
    await first.bff.close()
    await first.demo.close()
    await expect(fetch(`${first.demo.url}/api/v1/`)).rejects.toThrow()

    running = await start(dataDir)
    const login = await post(running.bff, '/bff/login', {
      username: '9841000072',
      password: 'Himal@2025',
    })
    expect(login.status).toBe(200)
  })

  it('rejects with the cause when the API cannot start (a data folder that is a file)', async () => {
    const file = join(dir, 'not-a-folder')
    await writeFile(file, 'x')
    await expect(
      startDemoApi({ dataDir: file, logLevel: 'silent', production: false }),
    ).rejects.toThrow(/ENOTDIR/)
  })

  it('rejects with the cause when DATABASE_URL names a server that does not answer', async () => {
    await expect(
      startDemoApi({
        dataDir: dir,
        databaseUrl: 'postgres://jagir@127.0.0.1:1/jagir',
        logLevel: 'silent',
        production: false,
      }),
    ).rejects.toThrow(/ECONNREFUSED/)
  })
})
