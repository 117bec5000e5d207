import { randomInt } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Page,
  type Response,
} from 'playwright-core'
import { expect, inject } from 'vitest'

/**
 * The origin of this worker's app server (the global setup starts one per worker). Vitest numbers
 * the workers running at the same time 1, 2, ... (`VITEST_POOL_ID`), so files that run side by side
 * always talk to different servers; files of one worker run one after another on its server.
 */
export function baseUrl(): string {
  const urls = inject('baseUrls')
  const worker = Number(process.env.VITEST_POOL_ID ?? '1')
  return urls[(worker - 1) % urls.length]!
}

/** Debian's Chromium, headless, with nothing phoning home. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
}

/**
 * Resolves once React has the page now shown: the app marks `<html data-hydrated>` when its first
 * render in this document committed (web/src/app/start.tsx), so a tap from then on is the app's.
 * Faster than waiting for the network to be quiet (half a second after the last request at best),
 * and the test's own locators wait for data that comes later.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 })
}

/** Opens `url` in `page` and waits until React has it (hydrated). Answers the document's response. */
export async function visit(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url)
  await hydrated(page)
  return response
}

/** Reloads `page` and waits until React has it again. */
export async function reloadPage(page: Page): Promise<void> {
  await page.reload()
  await hydrated(page)
}

/** What React says when a page it takes over differs from the server's HTML. */
export const HYDRATION_REPORT =
  /hydrat|didn't match|Minified React error #4(18|19|20|21|22|23|25)\b/i

export interface OpenPage {
  context: BrowserContext
  page: Page
  /** Uncaught errors the page raised (a test expects none). */
  errors: string[]
}

/**
 * The headers of a browser context that is a visitor of its own: its own client address, as
 * people come from theirs. The app servers trust 127.0.0.1 as their proxy (TRUST_PROXY in
 * global-setup.ts), so the BFF counts each context's sign-ins and anonymous writes against its
 * own address, under the real limits, instead of every test's against 127.0.0.1 together.
 */
export function visitorHeaders(): Record<string, string> {
  return { 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` }
}

/**
 * A fresh context (no cookies) and page, desktop-sized unless told otherwise, on the shared app
 * server unless another origin is given (a test file's own server).
 */
export async function openPage(
  browser: Browser,
  viewport = { width: 1440, height: 900 },
  origin = baseUrl(),
): Promise<OpenPage> {
  const context = await browser.newContext({
    baseURL: origin,
    viewport,
    extraHTTPHeaders: visitorHeaders(),
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  // A server-rendered page the browser's first render does not match (issue 18): React reports
  // it as an error (production builds only name the error: #418, #423, #425).
  page.on('console', (message) => {
    if (message.type() === 'error' && HYDRATION_REPORT.test(message.text()))
      errors.push(message.text())
  })
  return { context, page, errors }
}

/**
 * After a navigation: the destination's own main heading shows, and the page raised no error.
 * The address alone proves nothing: when a screen crashes, the route's error boundary shows the
 * error page under the same address (and the error page has a `main h1` too).
 */
export async function expectArrival(
  { page, errors }: Pick<OpenPage, 'page' | 'errors'>,
  heading: string,
): Promise<void> {
  await page
    .getByRole('main')
    .getByRole('heading', { level: 1, name: heading, exact: true })
    .waitFor({ timeout: 10_000 })
  expect(errors).toEqual([])
}

/** The home page's main heading in each language. */
export const HOME_HEADING = {
  en: 'Find the right job in Nepal',
  ne: 'नेपालमै आफूलाई सुहाउँदो जागिर खोज्नुहोस्',
} as const

/** Password of every demo account. */
export const DEMO_PASSWORD = 'Demo@12345'

/** Signs in through the BFF from the page (as the SPA would), then reloads to show it. */
export async function signInViaBff(page: Page, username: string): Promise<void> {
  const status = await page.evaluate(
    async ({ username, password }) => {
      const response = await fetch('/bff/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRF': '1' },
        body: JSON.stringify({ username, password }),
      })
      return response.status
    },
    { username, password: DEMO_PASSWORD },
  )
  if (status !== 200) throw new Error(`sign-in of ${username} answered ${status}`)
  await reloadPage(page)
}

/** Texts of the top navigation's role items (shown in a line, or folded in the burger menu). */
export async function navItems(page: Page): Promise<string[]> {
  await page.waitForSelector('[data-testid="nav-items"] > *', { state: 'attached' })
  const texts = await page
    .locator('[data-testid="nav-items"]')
    .locator('a, button')
    .allTextContents()
  return texts.map((text) => text.trim())
}

const require = createRequire(import.meta.url)
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

export interface AxeViolation {
  id: string
  impact: string | null
  help: string
  targets: string[]
}

const root = path.resolve(import.meta.dirname, '../..')
let removedSelectors: string[] | null = null

/**
 * The selectors the build removed from the stylesheets (web/build/purge-css.ts), as selectors
 * that match the elements they styled: states (:hover, :focus…) and pseudo-elements dropped.
 * A missing list fails: the check must not pass by not running.
 */
function selectorsRemovedByBuild(): string[] {
  removedSelectors ??= (
    JSON.parse(
      readFileSync(path.join(root, 'web/dist/.vite/purged-selectors.json'), 'utf8'),
    ) as string[]
  ).map((selector) =>
    selector.replace(
      /::?(?:-[a-z]+-)?(?:before|after|placeholder|selection|marker|hover|focus-visible|focus-within|focus|active|visited)\b/g,
      '',
    ),
  )
  return removedSelectors
}

/**
 * Elements that a rule the build removed would have styled, by that rule's selector: the build
 * keeps the rules whose classes the source writes whole, so a class made at run time from parts
 * (`is-${color}`) shows up here. Reported by `axeViolations` as a serious violation, so every
 * page and dialog that gets an axe check gets this one too.
 */
export async function stylesRemovedByBuild(page: Page): Promise<string[]> {
  return page.evaluate(
    (selectors) =>
      selectors.filter((selector) => {
        try {
          return document.querySelector(selector) !== null
        } catch {
          // A selector the browser cannot evaluate alone (e.g. nothing left after the states).
          return false
        }
      }),
    selectorsRemovedByBuild(),
  )
}

/** How long an axe check waits for the page's transitions to end. */
const ANIMATION_WAIT_MS = 2_000

/**
 * Runs axe-core on the page; returns every violation, minor ones included, and (as the serious
 * `style-removed-by-build`) any element that needs a rule the build removed.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Colours read halfway through a transition (Bulma eases a button's colours as focus or hover
  // moves) fail the contrast check now and then: let the finite ones end first. Never waited
  // for more than 2 s (the longest transition is 0.3 s): a check hung here for a whole test's
  // time once, on a loaded machine, behind an animation that did not end.
  await page.evaluate(
    (limit) =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter(
              (animation) =>
                animation.playState === 'running' &&
                animation.effect?.getTiming().iterations !== Infinity,
            )
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
        new Promise((resolve) => setTimeout(resolve, limit)),
      ]),
    ANIMATION_WAIT_MS,
  )
  const unstyled = await stylesRemovedByBuild(page)
  const removed: AxeViolation[] = unstyled.length
    ? [
        {
          id: 'style-removed-by-build',
          impact: 'serious',
          help: 'Elements need rules web/build/purge-css.ts removed: write their classes whole',
          targets: unstyled,
        },
      ]
    : []
  // Evaluated through the DevTools protocol, which the page's CSP does not govern; once per
  // document (half a megabyte to compile again at each check of a page the app navigated).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  const found = await page.evaluate(async () => {
    type Result = {
      violations: {
        id: string
        impact: string | null
        help: string
        nodes: { target: string[] }[]
      }[]
    }
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<Result> } }).axe
    const result = await axe.run(document, { resultTypes: ['violations'] })
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((node) => node.target.join(' ')),
    }))
  })
  return [...removed, ...found]
}

/** Runs axe-core on the page; returns the serious and critical violations. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  const violations = await axeViolations(page)
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
}
