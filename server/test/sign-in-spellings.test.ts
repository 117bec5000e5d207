import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from './demo-api/helpers.js'
import { startStack, type Stack } from './demo-api/stack.js'

// Issue 26, finding 4: after five wrong passwords locked `seeker@jagir.demo`, every other spelling
// of the seeker's phone number got fresh tries, and `9800000-005` signed in with the right
// password. The account, not its spelling, is what waits: the provider counts per user (e-mail
// and phone as one) and the BFF passes its 429 on; the BFF's own count reads a phone number in
// any spelling as one (`loginKey`).

const SEEKER = 'seeker@jagir.demo'
const SPELLINGS = ['9800000005', '+9779800000005', '980-0000005', '9 800000005', '9800000-005']

let stack: Stack
beforeEach(async () => {
  stack = await startStack()
})
afterEach(async () => {
  await stack.close()
})

const signIn = (username: string, password: string, locale = 'en') =>
  stack.attemptSignIn(username, password, locale)

describe('the sign-in throttle keys on the account', () => {
  it('five wrong passwords by e-mail lock every spelling of the phone, the right password too', async () => {
    for (let i = 0; i < 5; i++) expect((await signIn(SEEKER, `Wrong-${i}`)).status).toBe(400)
    for (const spelling of SPELLINGS) {
      const res = await signIn(spelling, DEMO_PASSWORD)
      expect(res.status, spelling).toBe(429)
      expect(Number(res.headers['retry-after']), spelling).toBeGreaterThan(14 * 60)
      expect(res.body.detail).toMatch(
        /^Too many failed sign-ins for this account\. Try again in 15 minutes\.$/,
      )
      expect(res.headers['set-cookie'], spelling).toBeUndefined()
    }
    const nepali = await signIn('९८०००००००५', DEMO_PASSWORD, 'ne')
    expect(nepali.status).toBe(429)
    expect(nepali.body.detail).toBe(
      'यो खातामा धेरै पटक गलत विवरणले लग इन गर्न खोजियो। १५ मिनेटपछि फेरि प्रयास गर्नुहोस्।',
    )
    // Another account is not touched.
    expect((await signIn('9800000006', DEMO_PASSWORD)).status).toBe(200)
  })

  it('wrong passwords spread over spellings of the phone lock the e-mail too', async () => {
    for (const spelling of SPELLINGS) {
      expect((await signIn(spelling, 'Wrong-password')).status, spelling).toBe(400)
    }
    const res = await signIn(' Seeker@Jagir.Demo ', DEMO_PASSWORD)
    expect(res.status).toBe(429)
    expect(res.headers['retry-after']).toBeDefined()
  })

  it('every spelling signs in while the account is not locked', async () => {
    for (const spelling of [...SPELLINGS, '(980) 000.0005', '00977 9800000005']) {
      const res = await signIn(spelling, DEMO_PASSWORD)
      expect(res.status, spelling).toBe(200)
      expect(res.body.user.phone_number).toBe('9800000005')
    }
  })
})
