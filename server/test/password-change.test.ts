import request from 'supertest'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startStack, type Stack } from './demo-api/stack.js'
import { DEMO_PASSWORD } from './demo-api/helpers.js'

// Issue 26, finding 3: a password change left every other session alive (a stolen cookie still
// read the personal-data export), did not rotate the session that made it, and answered 400 to
// any number of wrong current passwords (a password oracle for whoever holds a cookie).

const SEEKER = 'seeker@jagir.demo'
const SEEKER_PHONE = '9800000005'
const NEW_PASSWORD = 'Machhapuchhre@2026'
const LOCKED_EN = /^Too many failed sign-ins for this account\. Try again in \d+ minutes?\.$/
const LOCKED_NE = /^यो खातामा धेरै पटक गलत विवरणले लग इन गर्न खोजियो। [०-९]+ मिनेटपछि फेरि प्रयास गर्नुहोस्।$/

let stack: Stack
beforeEach(async () => {
  stack = await startStack()
})
afterEach(async () => {
  await stack.close()
})

/** The session cookie a response sets, as a Cookie header (with the language), or undefined. */
function sessionCookieOf(res: request.Response, locale = 'en'): string | undefined {
  const raw = (res.headers['set-cookie'] as unknown as string[] | undefined) ?? []
  const set = raw.map((c) => c.split(';')[0]!).find((c) => /^jagir_session=./.test(c))
  return set && `${set}; locale=${locale}`
}

const changePassword = (cookie: string, old_password: string, new_password = NEW_PASSWORD) =>
  stack.call('post', '/api/v1/auth/change-password/', cookie, { old_password, new_password })

const signIn = (username: string, password: string, locale = 'en') =>
  stack.attemptSignIn(username, password, locale)

describe('changing the password', () => {
  it('ends every other session of the account: a stolen cookie reads nothing more', async () => {
    const victim = await stack.signIn(SEEKER)
    const thief = await stack.signIn(SEEKER)
    expect((await stack.call('get', '/api/v1/jobseeker/me/data/', thief)).status).toBe(200)

    expect((await changePassword(victim, DEMO_PASSWORD)).status).toBe(200)

    const data = await stack.call('get', '/api/v1/jobseeker/me/data/', thief)
    expect(data.status).toBe(401)
    expect(String(data.headers['set-cookie'])).toMatch(/^jagir_session=;/)
    expect((await stack.call('get', '/bff/user', thief)).body).toEqual({ user: null })
  })

  it('rotates the session that made it: a fresh cookie works, the old one no longer does', async () => {
    const before = await stack.signIn(SEEKER)
    const res = await changePassword(before, DEMO_PASSWORD)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ detail: 'Password changed.' })
    const after = sessionCookieOf(res)
    expect(after).toBeDefined()
    expect(after).not.toBe(before)

    const me = await stack.call('get', '/bff/user', after)
    expect(me.body.user).toMatchObject({ phone_number: SEEKER_PHONE })
    expect((await stack.call('get', '/api/v1/jobseeker/me/data/', after)).status).toBe(200)

    expect((await stack.call('get', '/bff/user', before)).body).toEqual({ user: null })
    expect((await stack.call('get', '/api/v1/jobseeker/me/data/', before)).status).toBe(401)

    // The new password signs in; the old one no longer does.
    expect((await signIn(SEEKER, NEW_PASSWORD)).status).toBe(200)
    expect((await signIn(SEEKER, DEMO_PASSWORD)).status).toBe(400)
  })

  it('counts wrong current passwords as failed sign-ins: the sixth try waits, and so does sign-in', async () => {
    const cookie = await stack.signIn(SEEKER)
    for (let i = 0; i < 5; i++) {
      const wrong = await changePassword(cookie, `Wrong-guess-${i}`)
      expect(wrong.status).toBe(400)
      expect(wrong.body).toEqual({
        old_password: ['Your old password was entered incorrectly. Please enter it again.'],
      })
    }
    const sixth = await changePassword(cookie, 'Wrong-guess-6')
    expect(sixth.status).toBe(429)
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(14 * 60)
    expect(sixth.body.detail).toMatch(LOCKED_EN)

    // Even the right current password waits, in Nepali on Nepali pages; nothing changed.
    const nepali = cookie.replace('locale=en', 'locale=ne')
    const right = await changePassword(nepali, DEMO_PASSWORD)
    expect(right.status).toBe(429)
    expect(right.body.detail).toMatch(LOCKED_NE)
    expect(right.headers['set-cookie']).toBeUndefined()

    // The thief cannot sign in either, by e-mail or by phone; the session itself lives on.
    for (const name of [SEEKER, SEEKER_PHONE, '+977 980-0000005']) {
      const login = await signIn(name, DEMO_PASSWORD)
      expect(login.status, name).toBe(429)
      expect(login.body.detail).toMatch(LOCKED_EN)
    }
    expect((await stack.call('get', '/bff/user', cookie)).body.user).not.toBeNull()
  })

  it('is handled by the BFF whatever the spelling of its path', async () => {
    const cookie = await stack.signIn(SEEKER)
    for (const path of ['/api/v1/AUTH/change-password/', '/api/v1/auth/Change-Password']) {
      const res = await stack.call('post', path, cookie, {
        old_password: DEMO_PASSWORD,
        new_password: NEW_PASSWORD,
      })
      expect(res.status, path).toBe(400)
    }
    expect((await signIn(SEEKER, DEMO_PASSWORD)).status).toBe(200)
  })

  it('needs a session and a JSON object', async () => {
    const anonymous = await stack.call('post', '/api/v1/auth/change-password/', 'locale=en', {
      old_password: DEMO_PASSWORD,
      new_password: NEW_PASSWORD,
    })
    expect(anonymous.status).toBe(401)
    const cookie = await stack.signIn(SEEKER)
    const res = await request(stack.bff.server)
      .post('/api/v1/auth/change-password/')
      .set('cookie', cookie)
      .set('x-csrf', '1')
      .set('content-type', 'application/json')
      .send('[1]')
    expect(res.status).toBe(400)
    const noCsrf = await request(stack.bff.server)
      .post('/api/v1/auth/change-password/')
      .set('cookie', cookie)
      .send({ old_password: DEMO_PASSWORD, new_password: NEW_PASSWORD })
    expect(noCsrf.status).toBe(403)
    expect((await signIn(SEEKER, DEMO_PASSWORD)).status).toBe(200)
  })
})
