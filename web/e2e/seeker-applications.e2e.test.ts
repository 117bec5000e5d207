import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  expectArrival,
  launchBrowser,
  openPage,
  seriousViolations,
  reloadPage,
  visit,
} from './browser'
import { publishFreshJob, setApplicationStatus, signedIn, uniqueWord } from './seeker-api'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const TEXT = {
  en: {
    profile: 'My profile',
    applyNow: 'Apply now',
    submit: 'Submit application',
    applied: 'You have applied for this job.',
    save: 'Save job',
    saved: 'Saved',
    newStatus: 'New',
    shortlisted: 'Next round',
    appliedTab: 'Applied jobs',
    likedTab: 'Liked jobs',
    viewsTab: 'Profile views',
    withdraw: (title: string) => `Withdraw your application for ${title}`,
    confirm: 'Withdraw',
    unsave: (title: string) => `Unsave ${title}`,
  },
  ne: {
    profile: 'मेरो प्रोफाइल',
    applyNow: 'अहिले आवेदन दिनुहोस्',
    submit: 'आवेदन पठाउनुहोस्',
    applied: 'तपाईंले यो जागिरमा आवेदन दिनुभएको छ।',
    save: 'जागिर सुरक्षित गर्नुहोस्',
    saved: 'सुरक्षित गरिएको',
    newStatus: 'नयाँ',
    shortlisted: 'अर्को चरणमा',
    appliedTab: 'आवेदन दिएका जागिर',
    likedTab: 'मन परेका जागिर',
    viewsTab: 'प्रोफाइल हेराइ',
    withdraw: (title: string) => `${title}का लागि आफ्नो आवेदन फिर्ता लिनुहोस्`,
    confirm: 'फिर्ता लिनुहोस्',
    unsave: (title: string) => `${title} सुरक्षित सूचीबाट हटाउनुहोस्`,
  },
} as const

/** Serious or critical axe findings on the page as it is now, by a name for the report. */
async function checkA11y(page: Page, name: string, found: Record<string, unknown>) {
  const violations = await seriousViolations(page)
  if (violations.length) found[name] = violations
}

/** The entry of the open tab's list that holds this job. */
const entryOf = (page: Page, title: string) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title }) })

describe("the job seeker's applications and saved jobs", () => {
  for (const lang of ['ne', 'en'] as const) {
    it(`applies, sees the status the employer sets, saves and unsaves, withdraws (${lang})`, async () => {
      const t = TEXT[lang]
      const prefix = lang === 'en' ? '/en' : ''
      const title = `Store keeper ${uniqueWord(lang)}`
      const slug = await publishFreshJob(browser, title)
      const opened = await signedIn(browser, 'seeker@jagir.demo', lang)
      const { page, context } = opened
      const found: Record<string, unknown> = {}

      // Save the job and apply on its page.
      await visit(page, `${prefix}/job/${slug}/detail`)
      await page.getByRole('button', { name: t.save }).click()
      await page.getByRole('button', { name: t.saved }).waitFor()
      await page.getByRole('button', { name: t.applyNow }).click()
      await page.getByRole('dialog').getByRole('button', { name: t.submit }).click()
      await page.getByText(t.applied).waitFor()

      // It is under applied jobs, newest first, with the status the employer set: new.
      await visit(page, `${prefix}/jobseeker/profile/me?tab=applied-jobs`)
      await expectArrival(opened, t.profile)
      const entry = entryOf(page, title)
      await entry.getByText(t.newStatus, { exact: true }).waitFor()
      await checkA11y(page, 'applied-jobs', found)

      // The employer shortlists it; the seeker sees it.
      await setApplicationStatus(browser, slug, 'shortlisted')
      await reloadPage(page)
      await entry.getByText(t.shortlisted, { exact: true }).waitFor()

      // The tab is in the address: the language toggle keeps it, back returns to the tab before.
      await page.getByRole('link', { name: t.likedTab }).click()
      await page.waitForURL((url) => url.searchParams.get('tab') === 'liked-jobs')
      const saved = entryOf(page, title)
      await saved.waitFor()
      await checkA11y(page, 'liked-jobs', found)
      await page.getByRole('link', { name: t.viewsTab }).click()
      await page.waitForURL((url) => url.searchParams.get('tab') === 'profile-view')
      await page.getByRole('main').getByRole('heading', { level: 1, name: t.profile }).waitFor()
      await checkA11y(page, 'profile-view', found)
      await page.goBack()
      await page.waitForURL((url) => url.searchParams.get('tab') === 'liked-jobs')
      await saved.waitFor()

      // Unsave from the list: it leaves it.
      await saved.getByRole('button', { name: t.unsave(title) }).click()
      await saved.waitFor({ state: 'detached' })

      // Withdrawing asks first.
      await page.getByRole('link', { name: t.appliedTab }).click()
      await entry.getByRole('button', { name: t.withdraw(title) }).click()
      const dialog = page.getByRole('dialog')
      await dialog.waitFor()
      await checkA11y(page, 'withdraw dialog', found)
      await dialog.getByRole('button', { name: t.confirm, exact: true }).click()
      await entry.waitFor({ state: 'detached' })

      await page.getByTestId('language-toggle').click()
      const other = lang === 'en' ? '' : '/en'
      await page.waitForURL(
        (url) =>
          url.pathname === `${other}/jobseeker/profile/me` &&
          url.searchParams.get('tab') === 'applied-jobs',
      )
      await page
        .getByRole('link', { name: TEXT[lang === 'en' ? 'ne' : 'en'].appliedTab, exact: true })
        .waitFor()

      expect(found).toEqual({})
      expect(opened.errors).toEqual([])
      await context.close()
    })
  }
})

describe('the seeker pages guard', () => {
  it('sends an employer home, and a referrer to the referrer profile, from the seeker pages', async () => {
    const employer = await signedIn(browser, 'employer@jagir.demo')
    for (const path of [
      '/en/jobseeker/profile/me?tab=overview',
      '/en/jobseeker/stats',
      '/jobseeker/data',
    ]) {
      await visit(employer.page, path)
      expect(new URL(employer.page.url()).pathname).toBe(path.startsWith('/en') ? '/en' : '/')
    }
    await employer.context.close()
    const referrer = await signedIn(browser, 'referrer@jagir.demo')
    await visit(referrer.page, '/en/jobseeker/profile/me')
    expect(new URL(referrer.page.url()).pathname).toBe('/en/referrer/profile/me')
    await referrer.context.close()
    // A visitor signs in first, and comes back.
    const visitor = await openPage(browser)
    await visit(visitor.page, '/en/jobseeker/stats')
    const url = new URL(visitor.page.url())
    expect([url.pathname, url.searchParams.get('next')]).toEqual([
      '/en/sign-in',
      '/en/jobseeker/stats',
    ])
    await visitor.context.close()
  })
})
