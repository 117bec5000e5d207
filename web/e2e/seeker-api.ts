import type { Browser } from 'playwright-core'
import { openPage, signInViaBff, type OpenPage } from './browser'
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
  await opened.page.goto(lang === 'en' ? '/en/about' : '/about', { waitUntil: 'networkidle' })
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
