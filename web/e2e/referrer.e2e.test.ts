import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectArrival, launchBrowser, openPage, seriousViolations, visit } from './browser'
import { signedIn, uniqueWord } from './seeker-api'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const TEXT = {
  en: {
    heading: 'My referrals',
    form: 'Add a referee',
    name: 'Full name',
    phoneType: 'Phone type',
    phone: 'Phone number',
    relation: 'Relation',
    mother: 'Mother',
    submit: 'Add referee',
    list: 'Your referees',
    invited: 'Invited',
    duplicate: 'You have already referred this number.',
    referral: 'Refer someone you know to a job',
    start: 'Sign in to refer someone',
    signIn: 'Sign In',
  },
  ne: {
    heading: 'मेरा सिफारिसहरू',
    form: 'सिफारिस गर्ने व्यक्ति थप्नुहोस्',
    name: 'पूरा नाम',
    phoneType: 'फोनको प्रकार',
    phone: 'फोन नम्बर',
    relation: 'नाता',
    mother: 'आमा',
    submit: 'थप्नुहोस्',
    list: 'तपाईंले सिफारिस गरेकाहरू',
    invited: 'निमन्त्रणा पठाइयो',
    duplicate: 'तपाईंले यो नम्बर पहिले नै सिफारिस गर्नुभएको छ।',
    referral: 'चिनेको मान्छेलाई जागिरका लागि सिफारिस गर्नुहोस्',
    start: 'सिफारिस गर्न लग इन गर्नुहोस्',
    signIn: 'लग इन',
  },
} as const

/** Each language's test refers its own number (the demo data is shared by the files). */
const MOBILE = { ne: '9841500015', en: '9841500016' } as const

async function addReferee(page: Page, lang: 'ne' | 'en', name: string) {
  const t = TEXT[lang]
  const form = page.getByRole('form', { name: t.form })
  await form.getByLabel(t.name).fill(name)
  await form.getByLabel(t.phoneType).selectOption('Mobile')
  await form.getByLabel(t.phone).fill(`+977 ${MOBILE[lang]}`)
  await form.getByLabel(t.relation).selectOption({ label: t.mother })
  await form.getByRole('button', { name: t.submit, exact: true }).click()
}

describe("the referrer's referees", () => {
  for (const lang of ['ne', 'en'] as const) {
    it(`adds a referee, sees them listed, and is refused the same number twice (${lang})`, async () => {
      const t = TEXT[lang]
      const prefix = lang === 'en' ? '/en' : ''
      const name = `Maya ${uniqueWord(lang)}`
      const referrer = await signedIn(browser, 'referrer@jagir.demo', lang, {
        width: 390,
        height: 844,
      })
      const { page } = referrer
      await visit(page, `${prefix}/referrer/profile/me?tab=my-referees`)
      await expectArrival(referrer, t.heading)
      await addReferee(page, lang, name)
      const entry = page
        .getByRole('list', { name: t.list })
        .getByRole('listitem')
        .filter({ hasText: name })
      await entry.getByText(t.invited).waitFor()
      expect(await entry.textContent()).toContain(lang === 'en' ? MOBILE.en : '९८४१५०००१५')

      await addReferee(page, lang, `${name} again`)
      const form = page.getByRole('form', { name: t.form })
      await form.getByText(t.duplicate).waitFor()
      expect(await form.getByLabel(t.name).inputValue()).toBe(`${name} again`)
      expect(await seriousViolations(page)).toEqual([])
      expect(referrer.errors).toEqual([])
      await referrer.context.close()
    })
  }
})

describe('the public referral pages', () => {
  it("explains referring, opens sign-in for a visitor; a referrer's card is public", async () => {
    for (const lang of ['ne', 'en'] as const) {
      const t = TEXT[lang]
      const prefix = lang === 'en' ? '/en' : ''
      const visitor = await openPage(browser)
      await visit(visitor.page, `${prefix}/referral`)
      await expectArrival(visitor, t.referral)
      expect(await seriousViolations(visitor.page)).toEqual([])
      await visitor.page.getByRole('button', { name: t.start }).click()
      await visitor.page.getByRole('dialog').getByRole('button', { name: t.signIn }).waitFor()
      await visit(visitor.page, `${prefix}/referrer/profile/1`)
      await expectArrival(visitor, lang === 'en' ? 'Hari Adhikari' : 'हरि अधिकारी')
      // The card, never the referees' names or numbers.
      expect(await visitor.page.getByText('9811111111').count()).toBe(0)
      expect(await seriousViolations(visitor.page)).toEqual([])
      expect(visitor.errors).toEqual([])
      await visitor.context.close()
    }
  })
})
