import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, expect } from 'vitest'
import { launchBrowser, signInViaBff, visit, visitorHeaders } from './browser'
import { LABELS, type Lang } from './job-post-labels'
import { startRecordedApp, type RecordedApp } from './job-post-upstream'

/** The browser and the app with a recording upstream, shared by a file's tests. */
export interface Harness {
  browser: () => Browser
  app: () => RecordedApp
}

/** Starts Chromium and the recorded app before a file's tests and stops them after. */
export function setUpRecordedApp(): Harness {
  let browser: Browser
  let app: RecordedApp
  beforeAll(async () => {
    ;[browser, app] = await Promise.all([launchBrowser(), startRecordedApp()])
  }, 240_000)
  afterAll(async () => {
    await browser?.close()
    await app?.stop()
  })
  return { browser: () => browser, app: () => app }
}

export interface Session {
  context: BrowserContext
  page: Page
  /** Uncaught errors of the page (a test expects none). */
  errors: string[]
  /** '' in Nepali, '/en' in English. */
  prefix: string
  t: (typeof LABELS)[Lang]
}

/**
 * A fresh browser context on the recorded app in a language (its locale cookie set), on the
 * About page, signed in as `username` when one is given.
 */
export async function open(harness: Harness, lang: Lang, username?: string): Promise<Session> {
  const baseURL = harness.app().baseUrl
  const context = await harness.browser().newContext({
    baseURL,
    viewport: { width: 1440, height: 900 },
    extraHTTPHeaders: visitorHeaders(),
  })
  await context.addCookies([{ name: 'locale', value: lang, url: baseURL }])
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  const prefix = lang === 'en' ? '/en' : ''
  await visit(page, `${prefix}/about`)
  if (username) await signInViaBff(page, username)
  return { context, page, errors, prefix, t: LABELS[lang] }
}

/** Calls the API through the BFF from the page (writes carry X-CSRF), as the SPA does. */
export async function api<T>(page: Page, method: string, path: string, body?: unknown) {
  const answer = await page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: { 'Content-Type': 'application/json', 'X-CSRF': '1' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: response.status, text: await response.text() }
    },
    { method, path, body },
  )
  if (answer.status >= 400) throw new Error(`${method} ${path} answered ${answer.status}`)
  return (answer.text ? JSON.parse(answer.text) : undefined) as T
}

export type Item = { id: number; name: string }

/** The first item of a lookup answer (named in the page's language). */
export const firstOf = async (page: Page, path: string) =>
  (await api<{ results: Item[] }>(page, 'GET', path)).results[0]!

/** The wizard's dialog. */
export const wizard = (page: Page) => page.getByRole('dialog')

/** Types into a search field of the wizard and picks the option with that exact name. */
export async function choose(page: Page, field: string, typed: string, option: string) {
  await wizard(page).getByRole('combobox', { name: field, exact: true }).fill(typed)
  await page.getByRole('option', { name: option, exact: true }).click()
}

/**
 * Types a new address into the wizard's address field and adds it with Enter, then waits until
 * the address is created and chosen: until then the form has no address, and Proceed would say
 * one is required.
 */
export async function createAddress(page: Page, field: string, address: string) {
  const input = wizard(page).getByRole('combobox', { name: field, exact: true })
  await input.fill(address)
  const created = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname === '/api/v1/common/locations/',
  )
  await input.press('Enter')
  if (!(await created).ok()) throw new Error(`creating the address ${address} failed`)
  // Chosen: the field shows the created address and no longer waits on it.
  await expect
    .poll(() => input.evaluate((el) => el.closest('.control')?.classList.contains('is-loading')))
    .toBe(false)
  expect(await input.inputValue()).toBe(address)
}

/** Waits for a success notice. */
export const notice = (page: Page, text: string) =>
  page.getByTestId('snackbar').getByText(text, { exact: true }).waitFor()

/** The writes the upstream received from index `from` on: method, path and body. */
export const writesSince = (app: RecordedApp, from: number) =>
  app.received
    .slice(from)
    .filter((request) => request.method !== 'GET')
    .map((request) => [request.method, request.path, request.body] as const)

/** The field errors shown in a part of the page. */
export const errorTexts = (scope: Locator) => scope.locator('.help.is-danger').allInnerTexts()
