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
async function employerContext(
  javaScriptEnabled: boolean,
  device: Parameters<Browser['newContext']>[0] = { viewport: { width: 1366, height: 900 } },
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: app.baseUrl, javaScriptEnabled, ...device })
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

/** Lighthouse's phone (a Moto G Power): the screen the layout shift was measured on. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) ' +
    'Chrome/126.0.0.0 Mobile Safari/537.36',
}

interface Shift {
  value: number
  moved: string[]
}

/**
 * The layout shifts of a first load on a phone with a 4x slower CPU, the page's API answers held
 * back (a slow network: the page draws its loading state before its data arrives), until every
 * list on the page has loaded. Shifts right after a tap or key are left out, as the browser's
 * cumulative layout shift does.
 */
async function shiftsOfFirstLoad(path: string): Promise<Shift[]> {
  const context = await employerContext(true, PHONE)
  try {
    await context.addInitScript(() => {
      const shifts: Shift[] = []
      Object.assign(window, { shifts })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number
          hadRecentInput: boolean
          sources: { node?: Node | null }[]
        })[]) {
          if (entry.hadRecentInput) continue
          shifts.push({
            value: entry.value,
            moved: entry.sources.map((source) =>
              source.node instanceof Element
                ? `${source.node.localName}.${[...source.node.classList].join('.')}`
                : String(source.node?.nodeName),
            ),
          })
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.route('**/api/v1/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600))
      await route.continue()
    })
    await page.goto(path)
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor({ timeout: 30_000 })
    await page.waitForLoadState('networkidle', { timeout: 30_000 })
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, {
      timeout: 30_000,
    })
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    // Two frames more, for a shift the last answer causes to be reported.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    )
    return await page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts)
  } finally {
    await context.close()
  }
}

/**
 * Issue 34, finding 14: signed in through the browser, Lighthouse measured a cumulative layout
 * shift of 0.44 on the applications page and 0.45 on the job seeker search (0.52 and 0.45 before
 * the shell). Each page drew its loading state shorter than a screen, with the footer in view,
 * then its data pushed the footer out; and counts or a title arriving rewrapped the rows above
 * the list (the workspace's tabs: 0.04 under Lighthouse, 0.16 here in Nepali).
 */
describe.each(['ne', 'en'] as const)('a first signed-in load on a phone in %s', (lang) => {
  const prefix = lang === 'en' ? '/en' : ''
  let ownJob: string

  beforeAll(async () => {
    const context = await employerContext(true)
    try {
      const jobs = await context.request.get('/api/v1/employer/jobs/?page_size=1')
      ownJob = (await jobs.json()).results[0].slug
    } finally {
      await context.close()
    }
  })

  it.each([
    ['the employer profile', () => `${prefix}/employer/profile/me`],
    ['the applications page', () => `${prefix}/job/${ownJob}/applications`],
    ['the job seeker search', () => `${prefix}/jobseeker/search`],
  ])('does not move what is on screen while %s loads', async (_name, path) => {
    const shifts = await shiftsOfFirstLoad(path())
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0)
    // Lighthouse calls under 0.1 good; these pages keep to half of it.
    expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(0.05)
  })
})
