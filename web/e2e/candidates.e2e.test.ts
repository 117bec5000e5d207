import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  expectArrival,
  launchBrowser,
  openPage,
  seriousViolations,
  type OpenPage,
  reloadPage,
  visit,
} from './browser'
import { api } from './job-post-session'
import { freshEmployer, PAY_LABELS, prefixOf, type Lang } from './payment-session'
import { publishFreshJob, signedIn, signUpSeeker, uniqueWord } from './seeker-api'

/**
 * Issue 31: a purchase shows the bought candidates with their contacts one click from the
 * success page; an applicant is noted, rated, moved in bulk and found by rating. Each test makes
 * its own employer or job and its own job seekers, in both languages, with axe on every screen.
 */

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const TEXT = {
  en: {
    toCandidates: 'View your candidates and their contacts',
    candidates: 'My candidates',
    contactsOf: (name: string) => `Contact details of ${name}`,
    profileOf: (name: string) => `Profile of ${name}`,
    unlockedOn: /^Unlocked on /,
    unlockedBy: /^Unlocked on .+ by order number \d+$/,
    addToShortlist: /^Add to shortlist/,
    unlocked: 'Unlocked',
    applicants: (title: string) => `Applicants: ${title}`,
    noteOf: (name: string) => `Private note about ${name}`,
    saveNote: 'Save note',
    noteSaved: (name: string) => `Note saved: ${name}`,
    ratingOf: (name: string) => `Your rating of ${name}`,
    stars: (n: number) => (n === 1 ? '1 star' : `${n} stars`),
    ratingSaved: (name: string) => `Rating saved: ${name}`,
    rating: 'Rating',
    ratedFour: 'Rated 4 stars or more',
    selectAll: 'Select all on this page',
    newStatus: 'New status for the selected applicants',
    applyTo: (n: number) => `Apply to ${n} selected`,
    moved: (n: number, label: string) => `${n} applicants moved to ${label}`,
    interview: 'Interview',
    digit: (n: number) => String(n),
  },
  ne: {
    toCandidates: 'तपाईंका उम्मेदवार र उनीहरूको सम्पर्क हेर्नुहोस्',
    candidates: 'मेरा उम्मेदवारहरू',
    contactsOf: (name: string) => `${name}को सम्पर्क विवरण`,
    profileOf: (name: string) => `${name}को प्रोफाइल`,
    unlockedOn: / मा खोलिएको$/,
    unlockedBy: /^अर्डर नम्बर [०-९]+बाट .+मा खोलिएको$/,
    addToShortlist: /छोटो सूचीमा थप्नुहोस्/,
    unlocked: 'खोलिएको',
    applicants: (title: string) => `आवेदकहरू: ${title}`,
    noteOf: (name: string) => `${name}बारे निजी टिप्पणी`,
    saveNote: 'टिप्पणी सुरक्षित गर्नुहोस्',
    noteSaved: (name: string) => `टिप्पणी सुरक्षित भयो: ${name}`,
    ratingOf: (name: string) => `${name}लाई तपाईंको मूल्याङ्कन`,
    stars: (n: number) => `${'०१२३४५'[n]} तारा`,
    ratingSaved: (name: string) => `मूल्याङ्कन सुरक्षित भयो: ${name}`,
    rating: 'मूल्याङ्कन',
    ratedFour: '४ वा बढी तारा दिइएको',
    selectAll: 'यो पृष्ठका सबै छान्नुहोस्',
    newStatus: 'छानिएका आवेदकहरूको नयाँ अवस्था',
    applyTo: (n: number) => `छानिएका ${'०१२३४५'[n]} जनामा लागू गर्नुहोस्`,
    moved: (n: number, label: string) => `${'०१२३४५'[n]} जना आवेदक “${label}” मा सारिए`,
    interview: 'अन्तर्वार्ता',
    digit: (n: number) => '०१२३४५६७८९'[n]!,
  },
} as const

const expectAccessible = async (page: Page) => expect(await seriousViolations(page)).toEqual([])
const snackbar = (page: Page, text: string) =>
  page.getByTestId('snackbar').getByText(text, { exact: true }).waitFor()
/** A number in the page's digits. */
const digits = (text: string, lang: Lang) =>
  lang === 'en' ? text : text.replace(/\d/g, (d) => '०१२३४५६७८९'[Number(d)]!)

/**
 * A job seeker of the test's own, signed up in a context of their own, with a public profile (a
 * new account starts hidden) and applied to the jobs given (as the apply dialog sends it).
 * Answers their username and phone.
 */
async function ownSeeker(
  name: string,
  applyTo: string[] = [],
): Promise<{ name: string; username: string; phone: string }> {
  const opened = await openPage(browser)
  await visit(opened.page, '/en/about')
  const phone = await signUpSeeker(opened.page, name)
  const { username } = await api<{ username: string }>(
    opened.page,
    'PATCH',
    '/api/v1/jobseeker/me/',
    { is_public: true },
  )
  for (const slug of applyTo) {
    await api(opened.page, 'POST', `/api/v1/job/${slug}/apply/`, {
      cover_letter: 'I keep careful books.',
      cv: 'none',
    })
  }
  await opened.context.close()
  return { name, username, phone }
}

describe.each(['en', 'ne'] as const)('bought candidates and applicants (%s)', (lang: Lang) => {
  const t = TEXT[lang]
  const pay = PAY_LABELS[lang]
  const prefix = prefixOf(lang)

  it('a purchase leads in one click to My candidates with their contacts; their profile says unlocked', async () => {
    const word = uniqueWord(lang)
    const name = `Sita ${word}`
    const seeker = await ownSeeker(name)
    const opened: OpenPage = await freshEmployer(browser, lang)
    const { page } = opened
    await api(page, 'POST', '/api/v1/payment/hiring-package/jobseekers', {
      username: seeker.username,
    })
    const { package: pkg } = await api<{ package: { id: number } }>(
      page,
      'POST',
      '/api/v1/payment/hiring-package/payment-package/',
      {},
    )
    await api(page, 'POST', '/api/v1/payment/wishlist-item/', { package: pkg.id })
    await visit(page, `${prefix}/payment/cart-summary`)
    await expectArrival(opened, pay.cart)
    await page.getByRole('button', { name: pay.pay }).click()
    await expectArrival(opened, pay.paid)

    // One click from the success page.
    await page.getByRole('link', { name: t.toCandidates }).click()
    await page.waitForURL((url) => url.search === '?tab=candidates')
    await page.getByRole('heading', { level: 2, name: t.candidates, exact: true }).waitFor()
    const contacts = page.getByRole('definition').filter({ has: page.locator('a[href^="tel:"]') })
    await contacts.first().waitFor()
    const card = page.locator('li', { has: page.getByRole('link', { name: t.profileOf(name) }) })
    const list = card.getByLabel(t.contactsOf(name))
    await expect(list.locator('a[href^="tel:"]').getAttribute('href')).resolves.toBe(
      `tel:${seeker.phone}`,
    )
    await expect(list.locator('a[href^="tel:"]').textContent()).resolves.toBe(
      digits(seeker.phone, lang),
    )
    await expect(card.getByTestId('unlocked-by').innerText()).resolves.toMatch(t.unlockedBy)
    await expectAccessible(page)

    // Their profile: unlocked, with the contacts at the top, and no second purchase offered.
    await card.getByRole('link', { name: t.profileOf(name) }).click()
    await expectArrival(opened, name)
    const top = page.getByTestId('unlocked-contact')
    await expect(top.getByRole('heading', { level: 2 }).innerText()).resolves.toMatch(t.unlockedOn)
    await expect(top.locator('a[href^="tel:"]').getAttribute('href')).resolves.toBe(
      `tel:${seeker.phone}`,
    )
    expect(await page.getByRole('button', { name: t.addToShortlist }).count()).toBe(0)
    await page.getByTestId('shortlist-unlocked').getByText(t.unlocked, { exact: true }).waitFor()
    await expectAccessible(page)
    expect(opened.errors).toEqual([])
    await opened.context.close()
  })

  it('applicants: contacts shown, one noted and rated (also by keyboard), both moved at once, found by rating', async () => {
    const word = uniqueWord(lang)
    const title = `Storekeeper ${word}`
    const slug = await publishFreshJob(browser, title)
    const first = await ownSeeker(`Ram ${word}`, [slug])
    const second = await ownSeeker(`Gita ${word}`, [slug])

    const opened = await signedIn(browser, 'employer@jagir.demo', lang)
    const { page } = opened
    await visit(page, `${prefix}/job/${slug}/applications`)
    await expectArrival(opened, t.applicants(title))
    // Each applicant's contact details, given by applying.
    for (const one of [first, second]) {
      const contacts = page.getByLabel(t.contactsOf(one.name))
      await expect(contacts.locator('a[href^="tel:"]').getAttribute('href')).resolves.toBe(
        `tel:${one.phone}`,
      )
    }
    await expectAccessible(page)

    // A private note, kept across a reload.
    const note = `Call after 4 pm (${word})`
    await page.getByLabel(t.noteOf(first.name)).fill(note)
    await page
      .locator('form.application-note', { has: page.getByLabel(t.noteOf(first.name)) })
      .getByRole('button', { name: t.saveNote })
      .click()
    await snackbar(page, t.noteSaved(first.name))
    // Ratings: 5 stars for the first by click; the second 2 by click then 3 by the arrow key.
    // The fieldset whose legend names the applicant (the group's own radios only).
    const ratingOf = (one: { name: string }) =>
      page.locator('fieldset.application-rating', {
        has: page.getByText(t.ratingOf(one.name), { exact: true }),
      })
    await ratingOf(first)
      .getByRole('radio', { name: t.stars(5), exact: true })
      .check()
    await snackbar(page, t.ratingSaved(first.name))
    await ratingOf(second)
      .getByRole('radio', { name: t.stars(2), exact: true })
      .check()
    await snackbar(page, t.ratingSaved(second.name))
    await ratingOf(second)
      .getByRole('radio', { name: t.stars(2), exact: true })
      .focus()
    await page.keyboard.press('ArrowRight')
    await expect
      .poll(() =>
        ratingOf(second)
          .getByRole('radio', { name: t.stars(3), exact: true })
          .isChecked(),
      )
      .toBe(true)
    await reloadPage(page)
    await expect(page.getByLabel(t.noteOf(first.name)).inputValue()).resolves.toBe(note)
    await expect(
      ratingOf(second)
        .getByRole('radio', { name: t.stars(3), exact: true })
        .isChecked(),
    ).resolves.toBe(true)

    // Filtered by rating: in the address; only the five-star applicant is rated 4 or more.
    await page.getByLabel(t.rating, { exact: true }).selectOption({ label: t.ratedFour })
    await page.waitForURL((url) => url.searchParams.get('rating') === '4')
    await expect.poll(() => page.getByRole('group', { name: /./ }).count()).toBe(1)
    await ratingOf(first).waitFor()
    await expectAccessible(page)
    await page.goBack({ waitUntil: 'networkidle' })

    // Both moved to Interview at once.
    await ratingOf(second).waitFor()
    await page.getByLabel(t.selectAll, { exact: true }).check()
    await page.getByLabel(t.newStatus, { exact: true }).selectOption({ label: t.interview })
    await page.getByRole('button', { name: t.applyTo(2) }).click()
    await snackbar(page, t.moved(2, t.interview))
    await expect
      .poll(() => page.getByTestId('status-count-interview').textContent())
      .toBe(`${t.interview} ${t.digit(2)}`)
    await expectAccessible(page)
    expect(opened.errors).toEqual([])
    await opened.context.close()
  })
})
