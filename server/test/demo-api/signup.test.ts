import { sql } from 'kysely'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { codeIn, codeSentTo, lastSmsTo, otherCode } from '../helpers/outbox.js'
import { startStack, type Stack } from './stack.js'

let stack: Stack
beforeAll(async () => {
  stack = await startStack()
})
afterAll(async () => {
  await stack.close()
})

const post = (path: string, body: object, cookie?: string) => stack.call('post', path, cookie, body)

async function verified(
  phone: string,
  role: 'jobseeker' | 'employer' = 'jobseeker',
): Promise<string> {
  expect((await post('/api/v1/auth/signup/send-otp/', { phone_number: phone, role })).status).toBe(
    200,
  )
  const otp = await codeSentTo(stack.bff, phone)
  const res = await post('/api/v1/auth/signup/verify-otp/', { phone_number: phone, otp })
  expect(res.status).toBe(200)
  return res.body.verification_token as string
}

describe('sign-up by phone OTP', () => {
  it('creates a job seeker who then signs in through the BFF and starts onboarding', async () => {
    const ticket = await verified('9841000001')
    const created = await post('/api/v1/auth/signup/set-password/', {
      phone_number: '9841000001',
      verification_token: ticket,
      password: 'Himal@2025',
      full_name: 'Asha Tamang',
      email: 'asha@example.com',
    })
    expect(created.status).toBe(201)
    expect(created.body).toEqual({ detail: 'Account created.', username: '9841000001' })
    const login = await request(stack.bff.server)
      .post('/bff/login')
      .set('x-csrf', '1')
      .send({ username: '9841000001', password: 'Himal@2025' })
    expect(login.status).toBe(200)
    expect(login.body.user).toMatchObject({
      full_name: 'Asha Tamang',
      has_preferred_locations: false,
      employer_profile: null,
      jobseeker_profile: { id: expect.any(Number) },
    })
  })

  it('creates an employer without the initial form', async () => {
    const ticket = await verified('9841000002', 'employer')
    await post('/api/v1/auth/signup/set-password/', {
      phone_number: '9841000002',
      verification_token: ticket,
      password: 'Himal@2025',
      full_name: 'Bina Rai',
    })
    const login = await request(stack.bff.server)
      .post('/bff/login')
      .set('x-csrf', '1')
      .send({ username: '9841000002', password: 'Himal@2025' })
    expect(login.body.user).toMatchObject({
      employer_profile: { id: expect.any(Number) },
      has_filled_initial_form: false,
    })
  })

  it('refuses a wrong code, a forged ticket and weak passwords', async () => {
    await post('/api/v1/auth/signup/send-otp/', { phone_number: '9841000003' })
    const code = await codeSentTo(stack.bff, '9841000003')
    const wrong = await post('/api/v1/auth/signup/verify-otp/', {
      phone_number: '9841000003',
      otp: code === '000000' ? '000001' : '000000',
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toEqual({ otp: ['The verification code is wrong or has expired.'] })
    const badPhone = await post('/api/v1/auth/signup/send-otp/', { phone_number: '12345' })
    expect(badPhone.body).toEqual({ phone_number: ['Enter a valid phone number.'] })
    const ticket = await verified('9841000004')
    const weak = await post('/api/v1/auth/signup/set-password/', {
      phone_number: '9841000004',
      verification_token: ticket,
      password: '12345678',
      full_name: 'X',
    })
    expect(weak.body).toEqual({ password: ['This password is entirely numeric.'] })
    const short = await post('/api/v1/auth/signup/set-password/', {
      phone_number: '9841000004',
      verification_token: ticket,
      password: 'ab1',
      full_name: 'X',
    })
    expect(short.body.password[0]).toMatch(/too short/)
    const forged = await post('/api/v1/auth/signup/set-password/', {
      phone_number: '9841000004',
      verification_token: 'forged',
      password: 'Himal@2025',
      full_name: 'X',
    })
    expect(forged.body).toEqual({ verification_token: ['Verify your phone number again.'] })
  })
})

/**
 * Stands in for another sign-up that commits between this one's checks and its insert: while
 * `run` runs, every new account is preceded (in its own statement) by a rival that takes its
 * phone number or its email.
 */
async function withRival(taking: 'phone_number' | 'email', run: () => Promise<void>) {
  const db = stack.demo.demoDb
  const rival =
    taking === 'phone_number'
      ? sql`values ('', new.phone_number, 'x', 'Rival', 'Rival')`
      : sql`values (new.email, '', 'x', 'Rival', 'Rival')`
  await sql`
    create function rival_account() returns trigger language plpgsql as $$
    begin
      if new.full_name_en <> 'Rival' then
        insert into users (email, phone_number, password, full_name_en, full_name_ne) ${rival};
      end if;
      return new;
    end $$`.execute(db)
  await sql`create trigger rival_account before insert on users
    for each row execute function rival_account()`.execute(db)
  try {
    await run()
  } finally {
    await sql`drop function rival_account() cascade`.execute(db)
  }
}

describe('two sign-ups at once', () => {
  it('the number taken after the checks: the answer of a taken number, never a 500', async () => {
    const ticket = await verified('9841000031')
    await withRival('phone_number', async () => {
      const res = await post(
        '/api/v1/auth/signup/set-password/',
        {
          phone_number: '9841000031',
          verification_token: ticket,
          password: 'Himal@2025',
          full_name: 'Sami Gurung',
        },
        'locale=ne',
      )
      expect(res.status).toBe(400)
      expect(res.body).toEqual({ phone_number: ['यो फोन नम्बर भएको प्रयोगकर्ता पहिले नै छ।'] })
    })
  })

  it('the email taken after the checks: the answer of a taken email, never a 500', async () => {
    const ticket = await verified('9841000032')
    await withRival('email', async () => {
      const res = await post('/api/v1/auth/signup/set-password/', {
        phone_number: '9841000032',
        verification_token: ticket,
        password: 'Himal@2025',
        full_name: 'Sami Gurung',
        email: 'sami@example.com',
      })
      expect(res.status).toBe(400)
      expect(res.body).toEqual({ email: ['A user with this email already exists.'] })
    })
    // The account and its profile are made together or not at all.
    const half = await stack.demo.demoDb
      .selectFrom('users')
      .select('id')
      .where('phone_number', '=', '9841000032')
      .execute()
    expect(half).toEqual([])
  })
})

describe('passwords', () => {
  it('changes the password of the signed-in user', async () => {
    const cookie = await stack.signIn('bonus@jagir.demo')
    const wrong = await post(
      '/api/v1/auth/change-password/',
      { old_password: 'nope', new_password: 'Kathmandu@1' },
      cookie,
    )
    expect(wrong.status).toBe(400)
    expect(wrong.body).toHaveProperty('old_password')
    const ok = await post(
      '/api/v1/auth/change-password/',
      { old_password: 'Demo@12345', new_password: 'Kathmandu@1' },
      cookie,
    )
    expect(ok.status).toBe(200)
    const login = await request(stack.bff.server)
      .post('/bff/login')
      .set('x-csrf', '1')
      .send({ username: 'bonus@jagir.demo', password: 'Kathmandu@1' })
    expect(login.status).toBe(200)
    expect(
      (
        await post('/api/v1/auth/change-password/', {
          old_password: 'a',
          new_password: 'Kathmandu@2',
        })
      ).status,
    ).toBe(401)
  })

  it('resets a forgotten password by OTP, without telling whether the number exists', async () => {
    const unknown = await post('/api/v1/auth/password-reset/send-otp/', {
      phone_number: '9841999999',
    })
    const known = await post('/api/v1/auth/password-reset/send-otp/', {
      phone_number: '9800000004',
    })
    expect(unknown.status).toBe(200)
    expect(unknown.body).toEqual(known.body)
    const ticket = (
      await post('/api/v1/auth/password-reset/verify-otp/', {
        phone_number: '9800000004',
        otp: await codeSentTo(stack.bff, '9800000004'),
      })
    ).body.verification_token
    const done = await post('/api/v1/auth/password-reset/set-password/', {
      phone_number: '9800000004',
      verification_token: ticket,
      password: 'Pokhara@2025',
    })
    expect(done.status).toBe(200)
    const login = await request(stack.bff.server)
      .post('/bff/login')
      .set('x-csrf', '1')
      .send({ username: 'onboarding@jagir.demo', password: 'Pokhara@2025' })
    expect(login.status).toBe(200)
  })
})

/** What the caller can observe of an answer: its status, Retry-After and body. */
const seen = (res: request.Response) => ({
  status: res.status,
  retryAfter: res.headers['retry-after'],
  body: res.body as unknown,
})

describe('a registered number and a new one are answered alike', () => {
  it('sign-up: the same answer and limit; the owner is told by SMS, and no code is sent', async () => {
    for (const locale of ['en', 'ne'] as const) {
      const cookie = `locale=${locale}`
      const known = locale === 'en' ? '9800000005' : '9800000004'
      const fresh = locale === 'en' ? '9841000011' : '9841000012'
      const send = (phone: string) =>
        post('/api/v1/auth/signup/send-otp/', { phone_number: phone, role: 'jobseeker' }, cookie)
      const [a, b] = [await send(known), await send(fresh)]
      expect(a.status).toBe(200)
      expect(seen(a)).toEqual(seen(b))
      // Rationed alike: a second code within 30 seconds is refused for both.
      const [again, againFresh] = [await send(known), await send(fresh)]
      expect(again.status).toBe(429)
      expect(again.body.detail.replace(/[0-9०-९]+/g, 'N')).toBe(
        againFresh.body.detail.replace(/[0-9०-९]+/g, 'N'),
      )
      const notice = await lastSmsTo(stack.bff, known)
      expect(codeIn(notice)).toBeUndefined()
      expect(notice).toContain(
        locale === 'en'
          ? 'This number already has a Jagir account'
          : 'यो नम्बरमा जागिर खाता पहिले नै छ',
      )
      expect(codeIn(await lastSmsTo(stack.bff, fresh))).toMatch(/^\d{6}$/)
    }
  })

  it('sign-up: a registered number cannot get a ticket, and no second account is made', async () => {
    const known = '9800000003'
    await post('/api/v1/auth/signup/send-otp/', { phone_number: known, role: 'employer' })
    const verify = (otp: string) =>
      post('/api/v1/auth/signup/verify-otp/', { phone_number: known, otp })
    for (let i = 0; i < 4; i++) expect((await verify('111111')).status).toBe(400)
    // Its code "dies" after five tries too, as a real one does.
    expect((await verify('222222')).status).toBe(429)
    const second = await post('/api/v1/auth/signup/set-password/', {
      phone_number: known,
      verification_token: 'guessed',
      password: 'Himal@2025',
      full_name: 'Someone Else',
    })
    expect(second.body).toEqual({ verification_token: ['Verify your phone number again.'] })
    const accounts = await stack.demo.demoDb
      .selectFrom('users')
      .select('id')
      .where('phone_number', '=', known)
      .execute()
    expect(accounts).toHaveLength(1)
  })

  it('reset: send and verify answer alike, and both codes die after five wrong tries', async () => {
    const known = '9800000006'
    const unknown = '9841000013'
    const send = (phone: string) =>
      post('/api/v1/auth/password-reset/send-otp/', { phone_number: phone })
    expect(seen(await send(known))).toEqual(seen(await send(unknown)))
    const code = await codeSentTo(stack.bff, known)
    const wrong = otherCode(code)
    for (let i = 1; i <= 6; i++) {
      // Half in each language; the sixth try of the known number is its right code: dead too.
      const cookie = `locale=${i <= 3 ? 'en' : 'ne'}`
      const verify = (phone: string, otp: string) =>
        post('/api/v1/auth/password-reset/verify-otp/', { phone_number: phone, otp }, cookie)
      const [a, b] = [await verify(known, i === 6 ? code : wrong), await verify(unknown, wrong)]
      expect(a.status).toBe(i < 5 ? 400 : 429)
      expect(seen(a)).toEqual(seen(b))
      if (i === 6) {
        expect(a.body).toEqual({
          detail: 'धेरै पटक गलत कोड हालियो: यो कोड अब चल्दैन। नयाँ कोड माग्नुहोस्।',
        })
      }
    }
    // The unknown number was told by SMS that no account uses it (and got no code).
    const notice = await lastSmsTo(stack.bff, unknown)
    expect(notice).toContain('no account uses it')
    expect(codeIn(notice)).toBeUndefined()
  })
})
