import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
  const res = await post('/api/v1/auth/signup/verify-otp/', { phone_number: phone, otp: '123456' })
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

  it('refuses a wrong code, a used ticket, a taken phone and weak passwords', async () => {
    await post('/api/v1/auth/signup/send-otp/', { phone_number: '9841000003' })
    const wrong = await post('/api/v1/auth/signup/verify-otp/', {
      phone_number: '9841000003',
      otp: '000000',
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toEqual({ otp: ['The verification code is wrong or has expired.'] })
    const taken = await post('/api/v1/auth/signup/send-otp/', { phone_number: '+977 9800000005' })
    expect(taken.body).toEqual({ phone_number: ['A user with this phone number already exists.'] })
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
        otp: '123456',
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
