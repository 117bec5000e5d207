import type { Browser, Page } from 'playwright-core'
import { expect } from 'vitest'
import { openPage, signInViaBff, type OpenPage, visit } from './browser'
import { api } from './job-post-session'

/**
 * The job seeker's and referrer's browser tests (issue 15): calls to the API as a signed-in demo
 * account does (through the BFF, writes with X-CSRF), and each test's own job.
 */

/** A fresh context signed in as a demo account, on a page in the given language. */
export async function signedIn(
  browser: Browser,
  username: string,
  lang: 'ne' | 'en' = 'en',
  viewport?: { width: number; height: number },
): Promise<OpenPage> {
  const opened = await openPage(browser, viewport)
  await visit(opened.page, lang === 'en' ? '/en/about' : '/about')
  await signInViaBff(opened.page, username)
  return opened
}

/**
 * A job of its own for a test: the demo employer posts it (basic info only) and publishes it,
 * so nobody else has applied to it or saved it. Answers its slug.
 */
export async function publishFreshJob(browser: Browser, title: string): Promise<string> {
  const { page, context } = await signedIn(browser, 'employer@jagir.demo')
  const { slug } = await api<{ slug: string }>(page, 'POST', '/api/v1/job/basic-info-new/', {
    organization: 1,
    title,
    job_locations: [{ address: 1 }],
    vacancies: 1,
    description: '<p>Keep the stock in order.</p>',
    offered_salary: {
      currency: 'NRs',
      operator: 'Equals',
      minimum: 20000,
      maximum: null,
      unit: 'Monthly',
    },
    preferred_shift: 'Regular',
    job_level: 'entry_level',
    available_for: ['full_time'],
    tags: [],
  })
  await api(page, 'POST', `/api/v1/job/${slug}/publish/`, {})
  await context.close()
  return slug
}

/** The demo employer sets the status of the one application to its job. */
export async function setApplicationStatus(browser: Browser, slug: string, status: string) {
  const { page, context } = await signedIn(browser, 'employer@jagir.demo')
  const list = await api<{ results: { id: number }[] }>(
    page,
    'GET',
    `/api/v1/job/${slug}/applications/`,
  )
  await api(page, 'PATCH', `/api/v1/job/${slug}/applications/${list.results[0]!.id}/`, { status })
  await context.close()
}

/** A test's own word for the names it writes, so its entries are its own. */
export const uniqueWord = (lang: string) =>
  `${lang}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`

/** A Nepali mobile number nobody has signed up with (most likely): a test's own account. */
export const freshPhone = () => `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`

/** The password of the accounts `signUpSeeker` makes. */
export const SEEKER_PASSWORD = 'Himalaya2026'

/**
 * A job seeker account of the test's own, made through the API as the sign-up pages make it (the
 * code read from the development outbox) and signed in on `page` (which must be on the app).
 * Answers its phone number.
 */
export async function signUpSeeker(page: Page, fullName: string): Promise<string> {
  const phone = freshPhone()
  const status = await page.evaluate(
    async ({ phone, password, fullName }) => {
      const post = (path: string, body: object) =>
        fetch(path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-CSRF': '1' },
          body: JSON.stringify(body),
        })
      await post('/api/v1/auth/signup/send-otp/', { phone_number: phone, role: 'jobseeker' })
      const outbox = (await (await fetch('/dev/outbox.json')).json()) as {
        messages: { to: string; text: string }[]
      }
      const sms = outbox.messages.find((m) => m.to === phone)?.text ?? ''
      const otp = /(?<!\d)(\d{6})(?!\d)/.exec(sms)?.[1] ?? ''
      const verified = await post('/api/v1/auth/signup/verify-otp/', { phone_number: phone, otp })
      const { verification_token } = (await verified.json()) as { verification_token: string }
      await post('/api/v1/auth/signup/set-password/', {
        phone_number: phone,
        verification_token,
        password,
        full_name: fullName,
      })
      return (await post('/bff/login', { username: phone, password })).status
    },
    { phone, password: SEEKER_PASSWORD, fullName },
  )
  expect(status).toBe(200)
  return phone
}
