import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  baseUrl,
  expectArrival,
  launchBrowser,
  openPage,
  seriousViolations,
  reloadPage,
  visit,
} from './browser'
import { publishFreshJob, signedIn, uniqueWord } from './seeker-api'

// Issue 30: a job seeker saves a search with an alert, finds it on the profile, gets the alert
// for a job posted after it (the development outbox shows the email), and unsubscribes signed
// out through the email's link.

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

interface OutboxEmail {
  to: string
  subject: string
  text: string
}

/** The alert email whose subject names the search, once the queue has sent it. */
async function alertEmailFor(name: string): Promise<OutboxEmail> {
  for (let tries = 0; tries < 60; tries++) {
    const answer = await fetch(`${baseUrl()}/dev/outbox.json`)
    const { emails = [] } = (await answer.json()) as { emails?: OutboxEmail[] }
    const email = emails.find((e) => e.subject.includes(name))
    if (email) return email
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`no alert email for “${name}” in the development outbox`)
}

describe('saved searches and job alerts', () => {
  it('a visitor is offered sign-in on the job search, back to the same search', async () => {
    const visitor = await openPage(browser)
    try {
      await visit(visitor.page, '/en/job/search?search=cook')
      const link = visitor.page.getByRole('link', { name: 'Sign in to save this search' })
      const target = new URL((await link.getAttribute('href'))!, baseUrl())
      expect(target.pathname).toBe('/en/sign-in')
      expect(target.searchParams.get('next')).toBe('/en/job/search?search=cook')
    } finally {
      await visitor.context.close()
    }
  })

  it('saves a search, shows it on the profile, alerts a new job, and unsubscribes signed out', async () => {
    const word = uniqueWord('alert')
    const seeker = await signedIn(browser, 'seeker@jagir.demo')
    const { page } = seeker
    const found: Record<string, unknown> = {}
    const check = async (name: string) => {
      const violations = await seriousViolations(page)
      if (violations.length) found[name] = violations
    }
    try {
      await visit(page, `/en/job/search?search=${word}`)
      await page.getByRole('button', { name: 'Save this search' }).click()
      const dialog = page.getByRole('dialog', { name: 'Save this search' })
      await dialog.waitFor()
      expect(await dialog.getByLabel('Name of the search').inputValue()).toBe(word)
      // A name left blank is refused, in the dialog.
      await dialog.getByLabel('Name of the search').fill('')
      await dialog.getByRole('button', { name: 'Save search' }).click()
      await dialog.getByText('Please fill this in.').waitFor()
      await dialog.getByLabel('Name of the search').fill(word)
      await dialog.getByLabel('At once, as jobs are posted').check()
      await check('save dialog')
      await dialog.getByRole('button', { name: 'Save search' }).click()
      await dialog.waitFor({ state: 'detached' })

      await visit(page, '/en/jobseeker/profile/me')
      await expectArrival(seeker, 'My profile')
      const saved = page.getByRole('region', { name: 'Saved searches and job alerts' })
      const link = saved.getByRole('link', { name: word })
      await link.waitFor()
      expect(await link.getAttribute('href')).toBe(`/en/job/search?search=${word}`)
      await check('profile: saved searches')

      // A job posted now, matching the search: its alert email arrives.
      const slug = await publishFreshJob(browser, `Storekeeper ${word}`)
      const email = await alertEmailFor(word)
      expect(email.to).toBe('seeker@jagir.demo')
      expect(email.text).toContain(`/en/job/${slug}/detail`)
      const unsubscribe = /https?:\/\/\S+(\/en\/alerts\/unsubscribe\?token=\S+)/.exec(
        email.text,
      )![1]!

      // The page is rendered by the server, naming the search; reading it changes nothing.
      const html = await (await fetch(`${baseUrl()}${unsubscribe.replace(/^\/en/, '')}`)).text()
      expect(html).toContain(`“${word}”`)

      // The link works signed out; in Nepali too, asking before it does anything.
      const visitor = await openPage(browser)
      try {
        await visit(visitor.page, unsubscribe.replace(/^\/en/, ''))
        await expectArrival(visitor, 'जागिर सूचना बन्द गर्नुहोस्')
        await visitor.page
          .getByText(`तपाईंको सुरक्षित खोज “${word}” का जागिर सूचनाहरू रोक्ने हो?`)
          .waitFor()
        const violations = await seriousViolations(visitor.page)
        if (violations.length) found['unsubscribe page'] = violations
        await visitor.page.getByRole('button', { name: 'सूचना बन्द गर्नुहोस्' }).click()
        await visitor.page
          .getByText(`अब तपाईंले सुरक्षित खोज “${word}” का सूचनाहरू पाउनुहुने छैन।`, { exact: false })
          .waitFor()
        expect(visitor.errors).toEqual([])
      } finally {
        await visitor.context.close()
      }

      // A forged link is refused, and says so.
      const forged = await openPage(browser)
      try {
        await visit(forged.page, '/en/alerts/unsubscribe?token=1.forged')
        await forged.page
          .getByText('This unsubscribe link is not valid.', { exact: false })
          .waitFor()
      } finally {
        await forged.context.close()
      }

      await reloadPage(page)
      await saved.getByText('Alerts paused').waitFor()
      expect(seeker.errors).toEqual([])
      expect(found).toEqual({})
    } finally {
      await seeker.context.close()
    }
  })
})
