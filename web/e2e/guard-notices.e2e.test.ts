import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  expectArrival,
  HOME_HEADING,
  launchBrowser,
  openPage,
  seriousViolations,
  reloadPage,
  visit,
} from './browser'
import { signedIn } from './seeker-api'

/**
 * Issue 34, items 10 and 17: a guard that sends someone away says why, in the page's language,
 * after the server's redirect and after the app's own navigation; the organisation step sends a
 * visitor to the employer sign-up start; FAQ tags are reached from the questions.
 */

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const TEXT = {
  en: {
    prefix: '/en',
    employersOnly: 'That page is for employers only.',
    signIn: 'Please sign in to open that page.',
    employerSignUp: "Sign up as an employer first; your organization's details come next.",
    employerTitle: 'Create your employer account',
    signInTitle: 'Sign In',
    faqs: 'FAQs',
    tags: 'Tags:',
  },
  ne: {
    prefix: '',
    employersOnly: 'त्यो पृष्ठ रोजगारदाताका लागि मात्र हो।',
    signIn: 'त्यो पृष्ठ खोल्न कृपया लग इन गर्नुहोस्।',
    employerSignUp: 'पहिले रोजगारदाताको खाता बनाउनुहोस्; त्यसपछि तपाईंको संस्थाको विवरण भर्नुहोस्।',
    employerTitle: 'आफ्नो रोजगारदाता खाता बनाउनुहोस्',
    signInTitle: 'लग इन',
    faqs: 'बारम्बार सोधिने प्रश्नहरू',
    tags: 'ट्याग:',
  },
} as const

const snackbar = (page: Page) => page.getByTestId('snackbar')

/** A navigation inside the app (no page load), as a link of the app makes one. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}

describe.each(['ne', 'en'] as const)('guards say why (%s)', (lang) => {
  const t = TEXT[lang]

  it("sends a job seeker from an employer's page home, saying it is for employers", async () => {
    const seeker = await signedIn(browser, 'seeker@jagir.demo', lang, { width: 390, height: 844 })
    const { page } = seeker
    // The server's redirect.
    await visit(page, `${t.prefix}/employer/profile/me`)
    await expectArrival(seeker, HOME_HEADING[lang])
    expect(new URL(page.url()).pathname).toBe(lang === 'en' ? '/en' : '/')
    await expect.poll(() => snackbar(page).innerText()).toContain(t.employersOnly)
    expect(await seriousViolations(page)).toEqual([])
    // Said once: a reload says nothing more.
    await reloadPage(page)
    await expectArrival(seeker, HOME_HEADING[lang])
    expect(await snackbar(page).count()).toBe(0)

    // The app's own navigation.
    await navigateInApp(page, `${t.prefix}/jobseeker/search`)
    await expect.poll(() => snackbar(page).innerText()).toContain(t.employersOnly)
    expect(new URL(page.url()).pathname).toBe(lang === 'en' ? '/en' : '/')
    await seeker.context.close()
  })

  it('asks a visitor to sign in, keeping where they were going', async () => {
    const visitor = await openPage(browser)
    const { page } = visitor
    await visit(page, `${t.prefix}/jobseeker/data`)
    expect(new URL(page.url()).searchParams.get('next')).toBe(`${t.prefix}/jobseeker/data`)
    await expect.poll(() => snackbar(page).innerText()).toContain(t.signIn)
    await visitor.context.close()
  })

  it('sends a visitor from the organisation step to the employer sign-up start', async () => {
    const visitor = await openPage(browser, { width: 1366, height: 900 })
    const { page } = visitor
    await visit(page, `${t.prefix}/signup/organization-details`)
    await expectArrival(visitor, t.employerTitle)
    expect(new URL(page.url()).pathname).toBe(`${t.prefix}/employer/sign-up`)
    await expect.poll(() => snackbar(page).innerText()).toContain(t.employerSignUp)
    // The sign-up form keeps to a readable width on a wide screen.
    const width = await page
      .locator('main .box')
      .first()
      .evaluate((box) => box.clientWidth)
    expect(width).toBeLessThanOrEqual(640)
    expect(await seriousViolations(page)).toEqual([])
    await visitor.context.close()
  })

  it("links a question's tags to their pages", async () => {
    const visitor = await openPage(browser, { width: 390, height: 844 })
    const { page } = visitor
    await visit(page, `${t.prefix}/faq`)
    await expectArrival(visitor, t.faqs)
    const question = page.locator('main details.faq-item').first()
    await question.locator('summary').click()
    const tags = question.locator('p', { hasText: t.tags }).getByRole('link')
    const name = (await tags.first().innerText()).trim()
    const target = await tags.first().getAttribute('href')
    expect(target).toMatch(new RegExp(`^${t.prefix}/faq/tags/[a-z-]+$`))
    await tags.first().click()
    await page.waitForURL((url) => url.pathname === target)
    await expectArrival(visitor, `${t.faqs}: ${name}`)
    // The list offers every tag too, the one shown marked.
    const current = page.locator('main [aria-current="page"]', { hasText: name })
    expect(await current.count()).toBeGreaterThan(0)
    expect(visitor.errors).toEqual([])
    await visitor.context.close()
  })
})
