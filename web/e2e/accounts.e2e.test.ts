import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectArrival, launchBrowser, openPage, seriousViolations, type OpenPage } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

type Lang = 'en' | 'ne'

/** A mobile number no other test uses: each test signs up its own account. */
const freshPhone = () => `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
const PASSWORD = 'Himalaya2026'

/** What the account pages say, in each language. */
const T = {
  en: {
    signUp: 'Sign Up',
    seeker: "I'm Looking For Job",
    seekerTitle: 'Create your job seeker account',
    employerTitle: 'Create your employer account',
    name: 'Full name',
    mobile: 'Mobile number',
    send: 'Send verification code',
    code: 'Verification code',
    verify: 'Verify',
    newPassword: 'New password',
    confirm: 'Confirm password',
    setPassword: 'Set Password',
    where: 'Where would you like to work?',
    kind: 'What kind of job are you looking for?',
    about: 'Tell us about yourself',
    status: 'Your working status',
    ready: 'Your profile is ready',
    province: 'Province',
    district: 'District',
    bagmati: 'Bagmati Province',
    next: 'Save and continue',
    finish: 'Save and finish',
    gender: 'Gender',
    female: 'Female',
    education: 'Education level',
    experience: 'Work experience',
    twoYears: '2 years of experience',
    seeking: 'I am actively looking for a job',
    skipped: 'Please finish this step first',
    taken: 'Sign in instead',
    wrongCode: 'The verification code is wrong or has expired.',
    mismatch: 'The passwords do not match.',
    short: 'Use at least 8 characters.',
    wait: 'Please wait',
    organization: 'Your organization',
  },
  ne: {
    signUp: 'दर्ता गर्नुहोस्',
    seeker: 'म जागिर खोज्दै छु',
    seekerTitle: 'आफ्नो जागिर खोज्ने खाता बनाउनुहोस्',
    employerTitle: 'आफ्नो रोजगारदाता खाता बनाउनुहोस्',
    name: 'पूरा नाम',
    mobile: 'मोबाइल नम्बर',
    send: 'प्रमाणीकरण कोड पठाउनुहोस्',
    code: 'प्रमाणीकरण कोड',
    verify: 'प्रमाणित गर्नुहोस्',
    newPassword: 'नयाँ पासवर्ड',
    confirm: 'पासवर्ड फेरि लेख्नुहोस्',
    setPassword: 'पासवर्ड राख्नुहोस्',
    where: 'तपाईं कहाँ काम गर्न चाहनुहुन्छ?',
    kind: 'तपाईं कस्तो जागिर खोज्दै हुनुहुन्छ?',
    about: 'आफ्नोबारे बताउनुहोस्',
    status: 'तपाईंको कामको अवस्था',
    ready: 'तपाईंको प्रोफाइल तयार भयो',
    province: 'प्रदेश',
    district: 'जिल्ला',
    bagmati: 'बागमती प्रदेश',
    next: 'सेभ गरेर अगाडि बढ्नुहोस्',
    finish: 'सेभ गरेर सक्नुहोस्',
    gender: 'लिङ्ग',
    female: 'महिला',
    education: 'शैक्षिक योग्यता',
    experience: 'कामको अनुभव',
    twoYears: '२ वर्षको अनुभव',
    seeking: 'म सक्रिय रूपमा जागिर खोज्दैछु',
    skipped: 'कृपया पहिले यो चरण पूरा गर्नुहोस्',
    taken: 'बरु लग इन गर्नुहोस्',
    wrongCode: 'प्रमाणीकरण कोड गलत छ वा म्याद सकियो।',
    mismatch: 'दुवै पासवर्ड मिलेनन्।',
    short: 'कम्तीमा ८ अक्षर प्रयोग गर्नुहोस्।',
    wait: 'सेकेन्ड पर्खनुहोस्',
    organization: 'तपाईंको संस्था',
  },
} as const

const prefixOf = (lang: Lang) => (lang === 'en' ? '/en' : '')

/** Axe on the page: no serious or critical violation. */
async function expectAccessible(page: Page) {
  const violations = await seriousViolations(page)
  expect(violations.map((v) => `${v.id}: ${v.targets.join(', ')}`)).toEqual([])
}

/** Fills a track's first step and asks for the code. */
async function giveDetails(page: Page, t: (typeof T)[Lang], phone: string, name = 'Sita Gurung') {
  const main = page.getByRole('main')
  await main.getByLabel(t.name).fill(name)
  await main.getByLabel(t.mobile).fill(phone)
  await main.getByRole('button', { name: t.send }).click()
}

async function giveCode(page: Page, t: (typeof T)[Lang], code = '123456') {
  const main = page.getByRole('main')
  await main.getByLabel(t.code).fill(code)
  await main.getByRole('button', { name: t.verify, exact: true }).click()
}

async function givePassword(page: Page, t: (typeof T)[Lang], password = PASSWORD) {
  const main = page.getByRole('main')
  await main.getByLabel(t.newPassword).fill(password)
  await main.getByLabel(t.confirm).fill(password)
  await main.getByRole('button', { name: t.setPassword }).click()
}

/** Onboarding steps 1 and 2: a district of Bagmati, the first job category. */
async function firstTwoSteps(opened: OpenPage, t: (typeof T)[Lang]) {
  const main = opened.page.getByRole('main')
  await expectArrival(opened, t.where)
  await main.getByLabel(t.province).selectOption({ label: t.bagmati })
  await main.getByRole('checkbox').first().check()
  await main.getByRole('button', { name: t.next }).click()
  await expectArrival(opened, t.kind)
  await main.getByRole('checkbox').first().check()
  await main.getByRole('button', { name: t.next }).click()
  await expectArrival(opened, t.about)
}

/** Signs up a job seeker through the sign-up choice dialog up to onboarding's first step. */
async function signUpSeeker(opened: OpenPage, lang: Lang, phone: string) {
  const { page } = opened
  const t = T[lang]
  await page.goto(`${prefixOf(lang)}/`, { waitUntil: 'networkidle' })
  await page.getByRole('navigation').getByRole('button', { name: t.signUp }).click()
  await page.getByRole('dialog').getByRole('link', { name: t.seeker, exact: true }).click()
  await expectArrival(opened, t.seekerTitle)
  expect(new URL(page.url()).pathname).toBe(`${prefixOf(lang)}/jobseeker/registration`)
  await expectAccessible(page)
  await giveDetails(page, t, phone)
  await page.waitForURL(`**/signup/verify-otp`)
  await expectAccessible(page)
  await giveCode(page, t)
  await page.waitForURL(`**/signup/set-password`)
  await expectAccessible(page)
  await givePassword(page, t)
}

describe('a new job seeker', () => {
  for (const lang of ['ne', 'en'] as const) {
    it(`signs up from the choice dialog, onboards, signs out and in, and Overview leads to the profile (${lang})`, async () => {
      const opened = await openPage(browser)
      const { page, context } = opened
      const t = T[lang]
      const phone = freshPhone()
      await signUpSeeker(opened, lang, phone)
      await firstTwoSteps(opened, t)
      await expectAccessible(page)
      const main = page.getByRole('main')
      await main.getByLabel(t.gender).selectOption({ label: t.female })
      // The date of birth: Bikram Sambat selects in Nepali, the browser's date input in English.
      if (lang === 'ne') {
        await main.getByLabel('साल').selectOption({ label: '२०५५' })
        await main.getByLabel('महिना').selectOption({ label: 'बैशाख' })
        await main.getByLabel('गते').selectOption({ label: '१' })
        await main.getByText('१४ अप्रिल १९९८ ई.सं.').waitFor()
      } else {
        await main.getByLabel('Date of birth').fill('1998-04-14')
        await main.getByText('1 Baisakh 2055 BS').waitFor()
      }
      await main.getByLabel(t.province).selectOption({ label: t.bagmati })
      await main.getByLabel(t.district).selectOption({ index: 1 })
      await main.getByLabel(t.education).selectOption({ index: 1 })
      await main.getByLabel(t.experience).selectOption({ label: t.twoYears })
      await main.getByRole('button', { name: t.next }).click()
      await expectArrival(opened, t.status)
      await expectAccessible(page)
      await main.getByLabel(t.seeking).check()
      await main.getByRole('button', { name: t.finish }).click()
      await expectArrival(opened, t.ready)
      await expectAccessible(page)

      // Out, and in again with the new password.
      const signedIn = await page.evaluate(async (username) => {
        await fetch('/bff/logout', { method: 'POST', headers: { 'X-CSRF': '1' } })
        const answer = await fetch('/bff/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-CSRF': '1' },
          body: JSON.stringify({ username, password: 'Himalaya2026' }),
        })
        return answer.status
      }, phone)
      expect(signedIn).toBe(200)
      await page.goto(`${prefixOf(lang)}/`, { waitUntil: 'networkidle' })
      await page.locator('[data-nav="overview"]').first().click()
      await page.waitForURL(`**/jobseeker/profile/me`)
      await context.close()
    })
  }

  it('stopped after two steps, resumes at the third after a reload and after signing in again', async () => {
    const opened = await openPage(browser)
    const { page, context } = opened
    const t = T.en
    const phone = freshPhone()
    await signUpSeeker(opened, 'en', phone)
    await firstTwoSteps(opened, t)
    // An address that skips ahead lands on the first missing step, saying so.
    await page.goto('/en/signup/working-status', { waitUntil: 'networkidle' })
    await expectArrival(opened, t.about)
    await page.getByRole('main').getByText(t.skipped).waitFor()
    await page.goto('/en/signup/prefered-location', { waitUntil: 'networkidle' })
    await page.reload({ waitUntil: 'networkidle' })
    // Overview is not shown before onboarding ends; the first missing step is where a return lands.
    await page.evaluate(async (username) => {
      await fetch('/bff/logout', { method: 'POST', headers: { 'X-CSRF': '1' } })
      await fetch('/bff/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRF': '1' },
        body: JSON.stringify({ username, password: 'Himalaya2026' }),
      })
    }, phone)
    await page.goto('/en/signup/profile', { waitUntil: 'networkidle' })
    await expectArrival(opened, t.about)
    expect(new URL(page.url()).pathname).toBe('/en/signup/basic-information')
    await context.close()
  })
})

describe('a new employer', () => {
  it('signs up, fills the organisation, and Post Job goes to pricing (no post bought yet)', async () => {
    const opened = await openPage(browser)
    const { page, context } = opened
    const t = T.ne
    await page.goto('/employer/sign-up', { waitUntil: 'networkidle' })
    await expectArrival(opened, t.employerTitle)
    await giveDetails(page, t, freshPhone(), 'Hari Shrestha')
    await page.waitForURL('**/signup/employer-verify-otp')
    await giveCode(page, t)
    await page.waitForURL('**/signup/employer-set-password')
    await givePassword(page, t)
    await expectArrival(opened, t.organization)
    await expectAccessible(page)
    const main = page.getByRole('main')
    await main.getByLabel('संस्थाको नाम').fill('हिमाल ट्रेडर्स')
    await main.getByLabel('उद्योग').selectOption({ index: 1 })
    await main.getByLabel(t.province).selectOption({ label: t.bagmati })
    await main.getByLabel(t.district).selectOption({ index: 1 })
    await main.getByLabel('ठेगाना').fill('न्युरोड')
    await main.getByLabel('फोन').fill('01-5550100')
    await main.getByLabel('कर्मचारी सङ्ख्या').selectOption({ index: 1 })
    await main.getByRole('button', { name: 'सुरक्षित गर्नुहोस्' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await page.getByTestId('account-menu').getByText('हिमाल ट्रेडर्स').waitFor()
    await page.getByRole('navigation').getByRole('button', { name: 'जागिर पोस्ट गर्नुहोस्' }).click()
    await page.waitForURL('**/pricing')
    await context.close()
  })
})

describe('bad input', () => {
  for (const lang of ['en', 'ne'] as const) {
    it(`says what is wrong, keeps what was typed, never an error page (${lang})`, async () => {
      const opened = await openPage(browser)
      const { page, context } = opened
      const t = T[lang]
      const main = page.getByRole('main')
      // A number already registered: offer to sign in.
      await page.goto(`${prefixOf(lang)}/signup/jobseeker`, { waitUntil: 'networkidle' })
      await giveDetails(page, t, '9800000005')
      await main.getByRole('button', { name: t.taken }).waitFor()
      expect(await main.getByLabel(t.name).inputValue()).toBe('Sita Gurung')
      // Too many codes: the 429's notice; the form keeps the number.
      const phone = freshPhone()
      await page.evaluate(async (number) => {
        await fetch('/api/v1/auth/signup/send-otp/', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-CSRF': '1' },
          body: JSON.stringify({ phone_number: number, role: 'jobseeker' }),
        })
      }, phone)
      await main.getByLabel(t.mobile).fill(phone)
      await main.getByRole('button', { name: t.send }).click()
      await page.getByTestId('snackbar').getByText(t.wait, { exact: false }).waitFor()
      expect(new URL(page.url()).pathname).toBe(`${prefixOf(lang)}/signup/jobseeker`)
      // A fresh number: a wrong code, then weak and mismatched passwords.
      await main.getByLabel(t.mobile).fill(freshPhone())
      await main.getByRole('button', { name: t.send }).click()
      await page.waitForURL('**/signup/verify-otp')
      await giveCode(page, t, '000000')
      await main.getByText(t.wrongCode).waitFor()
      await giveCode(page, t)
      await page.waitForURL('**/signup/set-password')
      await main.getByLabel(t.newPassword).fill('abc')
      await main.getByLabel(t.confirm).fill('abd')
      await main.getByRole('button', { name: t.setPassword }).click()
      await main.getByText(t.short, { exact: true }).waitFor()
      await main.getByText(t.mismatch, { exact: true }).waitFor()
      expect(opened.errors).toEqual([])
      await context.close()
    })
  }
})

describe('change password', () => {
  it('changes it with the server’s errors under the fields, then signs in with the new one', async () => {
    const opened = await openPage(browser)
    const { page, context } = opened
    const phone = freshPhone()
    await signUpSeeker(opened, 'en', phone)
    await expectArrival(opened, T.en.where)
    await page.goto('/en/settings/change-password', { waitUntil: 'networkidle' })
    await expectArrival(opened, 'Change Password')
    await expectAccessible(page)
    const main = page.getByRole('main')
    await main.getByLabel('Current password').fill('not-my-password')
    await main.getByLabel('New password').fill('Annapurna2026')
    await main.getByLabel('Confirm password').fill('Annapurna2026')
    await main.getByRole('button', { name: 'Change Password' }).click()
    await main
      .getByText('Your old password was entered incorrectly. Please enter it again.')
      .waitFor()
    await main.getByLabel('Current password').fill(PASSWORD)
    await main.getByRole('button', { name: 'Change Password' }).click()
    await page.getByTestId('snackbar').getByText('Your password has been changed.').waitFor()
    const status = await page.evaluate(async (username) => {
      await fetch('/bff/logout', { method: 'POST', headers: { 'X-CSRF': '1' } })
      const answer = await fetch('/bff/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRF': '1' },
        body: JSON.stringify({ username, password: 'Annapurna2026' }),
      })
      return answer.status
    }, phone)
    expect(status).toBe(200)
    await context.close()
  })
})
