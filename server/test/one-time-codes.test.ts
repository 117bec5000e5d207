import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import request from 'supertest'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Db } from '../src/demo-api/db/database.js'
import { gatewaySms, noSms } from '../src/demo-api/lib/sms.js'
import { startFakeUpstream, type FakeUpstream } from './helpers/fake-upstream.js'
import { codeIn, otherCode } from './helpers/outbox.js'
import { startStack, type Stack, type StackOptions } from './demo-api/stack.js'

/**
 * Issue 26, finding 1: sign-up and reset codes as a real system sends them, through the BFF as the
 * browser calls it, with a recording fake SMS gateway standing in for the operator's.
 */

const TOKEN = 'sms-gateway-token-for-tests'
let gateway: FakeUpstream
beforeAll(async () => {
  gateway = await startFakeUpstream()
})
afterAll(() => gateway.close())

let stack: Stack | undefined
afterEach(async () => {
  await stack?.close()
  stack = undefined
  gateway.reset()
})

/** "Now" for the demo API's codes, moved on by the tests. */
let now = Date.parse('2026-03-01T06:00:00Z')
const clock = () => now

/** The BFF in front of the demo API, whose SMS go to the fake gateway. */
async function withGateway(extra: StackOptions['demo'] = {}): Promise<Stack> {
  gateway.on('POST', '/sms', { status: 202, body: { queued: true } })
  stack = await startStack({
    demo: { sms: gatewaySms(`${gateway.url}/sms`, TOKEN), clock, ...extra },
  })
  return stack
}

const post = (path: string, body: object, locale: 'en' | 'ne' = 'en') =>
  stack!.call('post', path, `locale=${locale}`, body)
const sendSignup = (phone: string, locale: 'en' | 'ne' = 'en') =>
  post('/api/v1/auth/signup/send-otp/', { phone_number: phone, role: 'jobseeker' }, locale)
const verifySignup = (phone: string, otp: string, locale: 'en' | 'ne' = 'en') =>
  post('/api/v1/auth/signup/verify-otp/', { phone_number: phone, otp }, locale)

/** What the gateway received for `phone`, newest last: its JSON bodies. */
const smsTo = (phone: string) =>
  gateway.received
    .map((r) => JSON.parse(r.body) as { to: string; text: string })
    .filter((m) => m.to === phone)
const codeTo = (phone: string) => codeIn(smsTo(phone).at(-1)!.text)!
/** The sign-up and reset codes the demo API keeps (for one number, or all). */
const signupsOf = (db: Db, phone?: string) =>
  db
    .selectFrom('signups')
    .selectAll()
    .$if(phone !== undefined, (q) => q.where('phone_number', '=', phone!))
    .execute()

describe('codes sent through SMS_GATEWAY_URL', () => {
  it('posts {to, text} with the bearer token: a random 6-digit code, in the caller’s language', async () => {
    await withGateway()
    const phones = ['9841300001', '9841300002', '9841300003', '9841300004']
    for (const phone of phones) expect((await sendSignup(phone)).status).toBe(200)
    expect((await sendSignup('9841300005', 'ne')).status).toBe(200)

    const first = gateway.received[0]!
    expect(first.headers.authorization).toBe(`Bearer ${TOKEN}`)
    expect(first.headers['content-type']).toBe('application/json')
    expect(JSON.parse(first.body)).toEqual({ to: '9841300001', text: expect.any(String) })
    const codes = phones.map(codeTo)
    for (const [index, code] of codes.entries()) {
      expect(smsTo(phones[index]!)[0]!.text).toBe(
        `Your Jagir sign-up code is ${code}. It expires in 10 minutes. Do not share it.`,
      )
    }
    // Random, not one code for everybody (the demo's old 123456).
    expect(new Set(codes).size).toBeGreaterThan(1)
    const nepali = smsTo('9841300005')[0]!.text
    expect(nepali).toBe(
      `तपाईंको जागिर दर्ता कोड ${codeIn(nepali)} हो। यसको म्याद १० मिनेटमा सकिन्छ। कसैलाई नदिनुहोस्।`,
    )
    // The code received is the one that works.
    const ok = await verifySignup('9841300001', codes[0]!)
    expect(ok.status).toBe(200)
    expect(ok.body.verification_token).toEqual(expect.any(String))
  })

  it('a code takes four wrong tries; the fifth kills it, and then even the right code is refused', async () => {
    await withGateway()
    await sendSignup('9841300011')
    const code = codeTo('9841300011')
    const wrong = otherCode(code)
    for (let i = 0; i < 4; i++) {
      const res = await verifySignup('9841300011', wrong)
      expect(res.status).toBe(400)
      expect(res.body).toEqual({ otp: ['The verification code is wrong or has expired.'] })
    }
    const fifth = await verifySignup('9841300011', wrong)
    expect(fifth.status).toBe(429)
    expect(fifth.body).toEqual({
      detail: 'Too many wrong tries: this code no longer works. Ask for a new code.',
    })
    const right = await verifySignup('9841300011', code, 'ne')
    expect(right.status).toBe(429)
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0)
    expect(right.body).toEqual({
      detail: 'धेरै पटक गलत कोड हालियो: यो कोड अब चल्दैन। नयाँ कोड माग्नुहोस्।',
    })
    // A new code (once the number may ask again) works.
    now += 30_000
    expect((await sendSignup('9841300011')).status).toBe(200)
    expect((await verifySignup('9841300011', codeTo('9841300011'))).status).toBe(200)
  })

  it('counts guesses sent all at once: four wrong answers, then only refusals', async () => {
    await withGateway()
    await sendSignup('9841300012')
    const wrong = otherCode(codeTo('9841300012'))
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => verifySignup('9841300012', wrong)),
    )
    const statuses = answers.map((a) => a.status).sort()
    expect(statuses).toEqual([...Array(4).fill(400), ...Array(8).fill(429)])
    expect((await verifySignup('9841300012', codeTo('9841300012'))).status).toBe(429)
  })

  it('a code works for 10 minutes after it was sent, and not after', async () => {
    await withGateway()
    await sendSignup('9841300021')
    await sendSignup('9841300022')
    now += 10 * 60_000 - 1_000
    expect((await verifySignup('9841300021', codeTo('9841300021'))).status).toBe(200)
    now += 2_000
    const late = await verifySignup('9841300022', codeTo('9841300022'))
    expect(late.status).toBe(400)
    expect(late.body).toEqual({ otp: ['The verification code is wrong or has expired.'] })
  })

  it('keeps only a keyed hash of the code, in the database and in its data folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'jagir-otp-'))
    try {
      await withGateway({ data: { dataDir: dir } })
      await post('/api/v1/auth/password-reset/send-otp/', { phone_number: '9800000004' })
      const code = codeTo('9800000004')
      const held = await signupsOf(stack!.demo.demoDb, '9800000004')
      expect(held).toHaveLength(1)
      expect(held[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/)
      // Not a plain hash either: six digits' plain hash is reversed by trying them all.
      expect(held[0]!.code_hash).not.toBe(createHash('sha256').update(code).digest('hex'))
      expect(JSON.stringify(held)).not.toContain(code)
      // What the folder keeps, read after the server stopped: the same row, still no code.
      await stack!.close()
      stack = undefined
      const reopened = await openDatabase({ dataDir: dir })
      try {
        const kept = await signupsOf(reopened.db)
        expect(kept).toHaveLength(1)
        expect(JSON.stringify(kept)).not.toContain(code)
      } finally {
        await reopened.close()
      }
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('a gateway failure: 502 in both languages, nothing kept, the number may ask again, no code in the log', async () => {
    const lines: string[] = []
    stack = await startStack({
      demo: {
        sms: gatewaySms(`${gateway.url}/sms`, TOKEN),
        clock,
        logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
      },
    })
    gateway.on('POST', '/sms', { status: 500, body: 'upstream down' })
    const en = await sendSignup('9841300031')
    expect(en.status).toBe(502)
    expect(en.body).toEqual({
      detail: 'The code could not be sent just now. Please try again in a few minutes.',
    })
    const ne = await sendSignup('9841300031', 'ne')
    expect(ne.status).toBe(502)
    expect(ne.body).toEqual({ detail: 'अहिले कोड पठाउन सकिएन। केही मिनेटपछि फेरि प्रयास गर्नुहोस्।' })
    expect(await signupsOf(stack.demo.demoDb)).toEqual([])
    const codes = smsTo('9841300031').map((m) => codeIn(m.text)!)
    expect(codes).toHaveLength(2)
    expect(lines.join('\n')).toContain('SMS gateway refused the message')
    for (const code of codes) expect(lines.join('\n')).not.toContain(code)
  })
})

describe('no SMS gateway', () => {
  it('production: the send-code endpoints refuse with 503, in both languages, and nothing is kept', async () => {
    stack = await startStack({ demo: { sms: noSms }, env: { NODE_ENV: 'production' } })
    for (const path of ['signup', 'password-reset']) {
      const en = await post(`/api/v1/auth/${path}/send-otp/`, { phone_number: '9800000004' })
      expect(en.status).toBe(503)
      expect(en.body).toEqual({
        detail: 'SMS is not configured on this server, so no code can be sent.',
      })
      const ne = await post(`/api/v1/auth/${path}/send-otp/`, { phone_number: '9841300041' }, 'ne')
      expect(ne.status).toBe(503)
      expect(ne.body).toEqual({ detail: 'यो सर्भरमा SMS मिलाइएको छैन, त्यसैले कोड पठाउन सकिँदैन।' })
    }
    expect(await signupsOf(stack.demo.demoDb)).toEqual([])
  })

  it('production: /dev/outbox does not exist', async () => {
    // Even when handed an outbox, a production BFF does not register the page.
    stack = await startStack({ env: { NODE_ENV: 'production' } })
    await post('/api/v1/auth/signup/send-otp/', { phone_number: '9841300051' })
    for (const path of ['/dev/outbox', '/dev/outbox.json']) {
      const res = await request(stack.bff.server).get(path)
      expect(res.status).toBe(404)
      expect(res.text).not.toContain('9841300051')
    }
    expect(stack.bff.hasRoute({ method: 'GET', url: '/dev/outbox' })).toBe(false)
  })

  it('development and test: the outbox lists what was sent, newest first, as a page and as JSON', async () => {
    stack = await startStack()
    await post('/api/v1/auth/signup/send-otp/', { phone_number: '9841300061' })
    await post('/api/v1/auth/password-reset/send-otp/', { phone_number: '9841300062' }, 'ne')
    const json = await request(stack.bff.server).get('/dev/outbox.json')
    expect(json.status).toBe(200)
    expect(json.headers['cache-control']).toBe('no-store')
    expect(json.body.messages).toEqual([
      {
        to: '9841300062',
        text: expect.stringContaining('कुनै खाता छैन'),
        sent_at: expect.any(String),
      },
      {
        to: '9841300061',
        text: expect.stringMatching(/^Your Jagir sign-up code is \d{6}\./),
        sent_at: expect.any(String),
      },
    ])
    const page = await request(stack.bff.server).get('/dev/outbox')
    expect(page.status).toBe(200)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    expect(page.text.indexOf('9841300062')).toBeLessThan(page.text.indexOf('9841300061'))
    expect(page.text).toContain(json.body.messages[1].text)
  })
})
