import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  baseUrl,
  DEMO_PASSWORD,
  expectArrival,
  launchBrowser,
  openPage,
  seriousViolations,
  type OpenPage,
  reloadPage,
  visit,
} from './browser'
import { api } from './job-post-session'
import { PAY_LABELS, signUpEmployer } from './payment-session'

/**
 * Issue 14, part A: the job seeker search, the shortlist bar and the insights, against the demo
 * API in both languages. Each test signs up its own employer (the shortlist and the cart are an
 * employer's own), so files running side by side never share a shortlist.
 */

type Lang = 'en' | 'ne'

const T = {
  en: {
    search: 'Search job seekers',
    district: 'District',
    status: 'Working status',
    bar: 'Shortlist',
    count: (n: number) => (n === 1 ? '1 job seeker shortlisted' : `${n} job seekers shortlisted`),
    view: 'View Shortlisted list',
    clear: 'Clear all List',
    buy: 'Buy Now',
    add: (name: string) => `Add to shortlist: ${name}`,
    signIn: 'Sign In',
    login: 'Email or phone number',
    password: 'Password',
    logout: 'Logout',
    insights: 'Jobseeker insights',
    tables: [
      'Job seekers by district (the ten largest)',
      'Job seekers by preferred job category',
      'Job seekers by experience',
      'Job seekers by expected salary (NRs a month)',
    ],
  },
  ne: {
    search: 'जागिर खोज्नेहरू खोज्नुहोस्',
    district: 'जिल्ला',
    status: 'कामको अवस्था',
    bar: 'छोटो सूची',
    count: (n: number) =>
      n === 1
        ? '१ जना जागिर खोज्ने छोटो सूचीमा'
        : `${n.toLocaleString('ne-NP')} जना जागिर खोज्नेहरू छोटो सूचीमा`,
    view: 'छोटो सूची हेर्नुहोस्',
    clear: 'सबै सूची खाली गर्नुहोस्',
    buy: 'अहिले किन्नुहोस्',
    add: (name: string) => `${name}लाई छोटो सूचीमा थप्नुहोस्`,
    signIn: 'लग इन',
    login: 'इमेल वा फोन नम्बर',
    password: 'पासवर्ड',
    logout: 'लग आउट',
    insights: 'जागिर खोज्नेहरूको झलक',
    tables: [
      'जिल्ला अनुसार जागिर खोज्नेहरू (सबैभन्दा ठूला दस)',
      'रुचाइएको कामको वर्ग अनुसार जागिर खोज्नेहरू',
      'अनुभव अनुसार जागिर खोज्नेहरू',
      'अपेक्षित तलब अनुसार जागिर खोज्नेहरू (मासिक रु.)',
    ],
  },
} as const

const LISTING = '/api/v1/payment/hiring-package/jobseekers'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const prefixOf = (lang: Lang) => (lang === 'en' ? '/en' : '')

interface Seeker {
  username: string
  full_name: string
}
interface Page_<T> {
  count: number
  results: T[]
}

/** A fresh page in a language (its locale cookie set), on the About page. */
async function session(lang: Lang): Promise<OpenPage> {
  const opened = await openPage(browser)
  await opened.context.addCookies([{ name: 'locale', value: lang, url: baseUrl() }])
  await visit(opened.page, `${prefixOf(lang)}/about`)
  return opened
}

/** Signs in through the BFF as the SPA does. */
const signIn = (page: Page, username: string) =>
  api(page, 'POST', '/bff/login', { username, password: DEMO_PASSWORD })

/** Signs in a fresh employer with an organisation, and reloads to show it. */
async function freshEmployer(page: Page): Promise<string> {
  const phone = await signUpEmployer(page, 'Shortlist Tester')
  await signIn(page, phone)
  await api(page, 'POST', '/api/v1/employer/organization/', {
    name: `Funnel Traders ${phone}`,
    category: 1,
    district: 27,
    address: 'New Road',
    phone_number: '014000000',
    employees: '1-10',
  })
  await reloadPage(page)
  return phone
}

/** A district and a working status with at least two public job seekers between them. */
async function twoFilters(page: Page): Promise<{ district: number; status: string }> {
  const insights = await api<{ by_district: { id: number; count: number }[] }>(
    page,
    'GET',
    '/api/v1/jobseeker/insights/',
  )
  for (const { id } of insights.by_district) {
    for (const status of ['actively_seeking', 'currently_working', 'available']) {
      const found = await api<Page_<Seeker>>(
        page,
        'GET',
        `/api/v1/jobseeker/search/?district=${id}&working_status=${status}`,
      )
      if (found.count >= 2) return { district: id, status }
    }
  }
  throw new Error('no district and status with two job seekers')
}

const bar = (page: Page, lang: Lang) => page.getByRole('complementary', { name: T[lang].bar })

/** Waits until the bar's count reads `n`. */
const barCount = (page: Page, lang: Lang, n: number) =>
  bar(page, lang).getByRole('status').getByText(T[lang].count(n), { exact: true }).waitFor()

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([])
}

/** The bottom of an element on the page (not the screen). */
const pageBottom = (locator: Locator) =>
  locator.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY)
const pageTop = (locator: Locator) =>
  locator.evaluate((el) => el.getBoundingClientRect().top + window.scrollY)

describe.each(['en', 'ne'] as const)('the hiring funnel, part A (%s)', (lang) => {
  const t = T[lang]
  const prefix = prefixOf(lang)

  it('searches with two filters, shortlists two, views them and buys the package', async () => {
    const opened = await session(lang)
    const { page } = opened
    await freshEmployer(page)
    const { district, status } = await twoFilters(page)

    await visit(page, `${prefix}/jobseeker/search`)
    await expectArrival(opened, t.search)
    const filters = page.getByRole('form').filter({ has: page.getByLabel(t.district) })
    await filters.getByLabel(t.district).selectOption(String(district))
    await page.waitForURL(`**/jobseeker/search?district=${district}`)
    await filters.getByLabel(t.status).selectOption(status)
    await page.waitForURL(`**/jobseeker/search?district=${district}&status=${status}`)
    const toggles = page.getByTestId('shortlist-toggle')
    await page.getByRole('article').first().waitFor()
    const cards = await page
      .getByRole('article')
      .evaluateAll((articles) => articles.map((a) => a.querySelector('h2 a')?.textContent ?? ''))
    expect(cards.length).toBeGreaterThanOrEqual(2)
    await expectNoSeriousViolations(page)

    await page.getByRole('button', { name: t.add(cards[0]!) }).click()
    await barCount(page, lang, 1)
    await page.getByRole('button', { name: t.add(cards[1]!) }).click()
    await barCount(page, lang, 2)
    expect(await toggles.count()).toBeGreaterThanOrEqual(2)
    const region = bar(page, lang)
    for (const name of [t.view, t.clear, t.buy]) {
      expect(await region.getByRole(name === t.view ? 'link' : 'button', { name }).count()).toBe(1)
    }
    // At the end of the page the bar sits under the footer's last link, not over it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    const lastFooterLink = page.locator('footer a').last()
    expect(await pageBottom(lastFooterLink)).toBeLessThanOrEqual(await pageTop(region))
    await expectNoSeriousViolations(page)

    const server = await api<{ hiring_package: { jobseeker: Seeker }[] }>(page, 'GET', LISTING)
    expect(server.hiring_package.map((e) => e.jobseeker.full_name).sort()).toEqual(
      [cards[0], cards[1]].sort(),
    )

    await region.getByRole('link', { name: t.view }).click()
    await page.waitForURL(`**/employer/profile/me?tab=shortlisted-jobseeker`)
    for (const name of [cards[0]!, cards[1]!]) {
      await page.getByRole('main').getByRole('link', { name, exact: true }).waitFor()
    }
    await expectNoSeriousViolations(page)

    await bar(page, lang).getByRole('button', { name: t.buy }).click()
    await page.waitForURL(`**${prefix}/payment/cart-summary`)
    const cart = await api<{ items: { kind: string; package: number; price: number }[] }>(
      page,
      'GET',
      '/api/v1/payment/cart/',
    )
    const lines = cart.items.filter((item) => item.kind === 'hiring_package')
    expect(lines).toHaveLength(1)
    expect(lines[0]!.price).toBe(1000)
    // The cart summary shows the package with both job seekers; Pay, then the order (part B).
    const pay = PAY_LABELS[lang]
    await expectArrival(opened, pay.cart)
    const line = page.getByTestId('cart-line')
    for (const name of [cards[0]!, cards[1]!]) await line.getByRole('link', { name }).waitFor()
    await page.getByRole('button', { name: pay.pay }).click()
    await expectArrival(opened, pay.paid)
    await expect(page.getByTestId('order-number').textContent()).resolves.toMatch(pay.orderNumber)
    await expectNoSeriousViolations(page)
    expect(opened.errors).toEqual([])
    await opened.context.close()
  })

  it("a visitor's shortlist survives signing in as an employer from 'Buy Now'", async () => {
    // The employer, made in a context of its own, already holds one job seeker on the server.
    const setup = await session(lang)
    const phone = await freshEmployer(setup.page)
    const found = await api<Page_<Seeker>>(setup.page, 'GET', '/api/v1/jobseeker/search/')
    const [held, visited] = found.results as [Seeker, Seeker]
    await api(setup.page, 'POST', LISTING, { username: held.username })
    await setup.context.close()

    const opened = await session(lang)
    const { page } = opened
    await visit(page, `${prefix}/jobseeker/profile/${visited.username}`)
    await expectArrival(opened, visited.full_name)
    await page.getByRole('button', { name: t.add(visited.full_name) }).click()
    await barCount(page, lang, 1)
    await expectNoSeriousViolations(page)

    await bar(page, lang).getByRole('button', { name: t.buy }).click()
    const dialog = page.getByRole('dialog', { name: t.signIn })
    await dialog.waitFor()
    await expectNoSeriousViolations(page)
    await dialog.getByLabel(t.login).fill(phone)
    await dialog.getByLabel(t.password).fill(DEMO_PASSWORD)
    await dialog.getByRole('button', { name: t.signIn, exact: true }).click()
    await dialog.waitFor({ state: 'detached' })

    // Joined with the server's: the one held there and the one shortlisted as a visitor.
    await barCount(page, lang, 2)
    const server = await api<{ hiring_package: { jobseeker: Seeker }[] }>(page, 'GET', LISTING)
    expect(server.hiring_package.map((e) => e.jobseeker.username).sort()).toEqual(
      [held.username, visited.username].sort(),
    )
    await reloadPage(page)
    await barCount(page, lang, 2)
    expect(opened.errors).toEqual([])
    await opened.context.close()
  })

  it("'Clear all List' empties the bar and the server's package; logout clears the list", async () => {
    const opened = await session(lang)
    const { page } = opened
    await freshEmployer(page)
    const found = await api<Page_<Seeker>>(page, 'GET', '/api/v1/jobseeker/search/')
    for (const seeker of found.results.slice(0, 2)) {
      await api(page, 'POST', LISTING, { username: seeker.username })
    }
    // Filled from the server after sign-in (here: on load).
    await reloadPage(page)
    await barCount(page, lang, 2)

    await bar(page, lang).getByRole('button', { name: t.clear }).click()
    await bar(page, lang).waitFor({ state: 'detached' })
    const server = await api<{ hiring_package: unknown[] }>(page, 'GET', LISTING)
    expect(server.hiring_package).toEqual([])

    await visit(page, `${prefix}/jobseeker/search`)
    await expectArrival(opened, t.search)
    await page.getByTestId('shortlist-toggle').first().click()
    await barCount(page, lang, 1)
    await page.getByTestId('account-menu').click()
    await page.getByRole('button', { name: t.logout }).click()
    await bar(page, lang).waitFor({ state: 'detached' })
    expect(await page.evaluate(() => localStorage.getItem('jagir.shortlist'))).toBeNull()
    expect(opened.errors).toEqual([])
    await opened.context.close()
  })

  // Issue 34, item 15: on a phone the filters were open above the results (seven of them before
  // the first job seeker) and the bar took 120 px, its labels wrapping onto two lines.
  it('fits a 390 px phone: filters folded, the first result on the first screen, the bar one row', async () => {
    const opened = await openPage(browser, { width: 390, height: 844 })
    const { page } = opened
    await opened.context.addCookies([{ name: 'locale', value: lang, url: baseUrl() }])
    await visit(page, `${prefix}/about`)
    await freshEmployer(page)
    const found = await api<Page_<Seeker>>(page, 'GET', '/api/v1/jobseeker/search/')
    for (const seeker of found.results.slice(0, 2)) {
      await api(page, 'POST', LISTING, { username: seeker.username })
    }
    await visit(page, `${prefix}/jobseeker/search`)
    await expectArrival(opened, t.search)
    await barCount(page, lang, 2)
    const region = bar(page, lang)
    // The filters are folded (the panel says how many are set), so the first job seeker shows
    // on the first screen, above the bar.
    const panel = page.locator('details.filter-panel')
    expect(await panel.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false)
    expect(await panel.locator('select').first().isVisible()).toBe(false)
    const barBox = (await region.boundingBox())!
    const first = (await page.getByRole('article').first().boundingBox())!
    expect(first.y + 48).toBeLessThanOrEqual(barBox.y)
    // The bar is one row of its three actions, no taller than a button and its padding: no
    // label wraps. Their names are whole (the count is read from the status above).
    const actions = [
      region.getByRole('link', { name: t.view, exact: true }),
      region.getByRole('button', { name: t.clear, exact: true }),
      region.getByRole('button', { name: t.buy, exact: true }),
    ]
    const boxes = await Promise.all(actions.map(async (action) => (await action.boundingBox())!))
    for (const box of boxes) {
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(390)
      expect(box.y).toBe(boxes[0]!.y)
      expect(box.height).toBeLessThanOrEqual(44)
    }
    expect(barBox.height).toBeLessThanOrEqual(64)
    expect(await region.getByRole('status').textContent()).toBe(t.count(2))
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await expectNoSeriousViolations(page)
    expect(opened.errors).toEqual([])
    await opened.context.close()
  })

  it('shows the insights as charts with their tables', async () => {
    const opened = await session(lang)
    const { page } = opened
    await freshEmployer(page)
    await visit(page, `${prefix}/jobseeker/insights`)
    await expectArrival(opened, t.insights)
    for (const name of t.tables) {
      const table = page.getByRole('table', { name })
      await table.waitFor({ state: 'attached' })
      expect(await table.getByRole('row').count()).toBeGreaterThan(1)
    }
    await page.locator('figure.chart[aria-busy="false"] canvas').nth(3).waitFor()
    expect(await page.locator('figure.chart canvas').count()).toBe(4)
    await expectNoSeriousViolations(page)
    expect(opened.errors).toEqual([])
    await opened.context.close()
  })
})
