import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, launchBrowser } from './browser'
import { startAppServer, type AppServer } from './global-setup'

/**
 * Issue 34, finding 14: a signed-in page (the employer profile) was a blank window until the
 * app's JavaScript had loaded and run. The BFF now sends the site's shell (header and footer in
 * the page's language) around a skeleton with a "Loading" status, which the app then replaces.
 *
 * On a server of this file's own with SERVER_RENDER=always: a busy shared server leaves pages to
 * the browser, as designed; what this file checks is the shell the server sends.
 */

let browser: Browser
let app: AppServer

beforeAll(async () => {
  ;[browser, app] = await Promise.all([
    launchBrowser(),
    startAppServer({ SERVER_RENDER: 'always' }),
  ])
})
afterAll(async () => {
  await app?.stop()
  await browser?.close()
})

const LOADING = { en: 'Loading', ne: 'लोड हुँदै छ' } as const
/** The demo employer's organisation, as its account menu names it in each language. */
const ORGANISATION = { en: /^Himalayan Tech/, ne: /^हिमालयन टेक/ } as const

/** A context signed in as the demo employer (the cookie is the browser's, set by the BFF). */
async function employerContext(javaScriptEnabled: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: app.baseUrl,
    viewport: { width: 1366, height: 900 },
    javaScriptEnabled,
  })
  const answer = await context.request.post('/bff/login', {
    headers: { 'X-CSRF': '1' },
    data: { username: 'employer@jagir.demo', password: DEMO_PASSWORD },
  })
  expect(answer.status()).toBe(200)
  return context
}

describe.each(['en', 'ne'] as const)('the employer profile in %s', (lang) => {
  const path = `${lang === 'en' ? '/en' : ''}/employer/profile/me`

  it("paints the site's shell and a skeleton before any JavaScript runs", async () => {
    const context = await employerContext(false)
    try {
      const page = await context.newPage()
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      expect(response?.headers()['cache-control']).toBe('private, no-cache')
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe(lang)
      await expect(page.getByRole('navigation').first().isVisible()).resolves.toBe(true)
      await expect(page.getByRole('contentinfo').isVisible()).resolves.toBe(true)
      await expect(page.getByRole('status').textContent()).resolves.toBe(LOADING[lang])
      // The header is the signed-in user's (their account menu), not a visitor's.
      await expect(page.getByTestId('account-menu').isVisible()).resolves.toBe(true)
      expect(await page.getByTestId('account-menu').textContent()).toMatch(ORGANISATION[lang])
    } finally {
      await context.close()
    }
  })

  it('is replaced by the real page once the app runs', async () => {
    const context = await employerContext(true)
    try {
      const page = await context.newPage()
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      await page.goto(path)
      await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor({ timeout: 15_000 })
      await page.getByTestId('account-menu').waitFor({ timeout: 5_000 })
      await expect(page.locator('.page-skeleton').count()).resolves.toBe(0)
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
})
