import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  baseUrl,
  expectArrival,
  launchBrowser,
  openPage,
  seriousViolations,
  visit,
} from './browser'

/**
 * Issue 16: the public content in both languages against the demo API: each list filters and
 * pages, each item opens from its list, the FAQ's questions open by keyboard, and axe finds no
 * serious or critical violation on any kind of page.
 */

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const LANGS = [
  {
    prefix: '/en',
    blog: 'Blog',
    hiringTips: 'Hiring tips',
    salaryPost: 'How to talk about salary without fear',
    search: 'salary',
    faqs: 'FAQs',
    employersTopic: 'Employers',
    employerFaqs: 'FAQs for employers',
    postAJob: 'How do I post a job?',
    directory: 'Business Directory',
    tourism: 'Tourism',
    training: 'Training',
    online: 'Online',
    next: 'Next',
    answerPage: 'The answer on a page of its own',
  },
  {
    prefix: '',
    blog: 'ब्लग',
    hiringTips: 'भर्ना सुझाव',
    salaryPost: 'डर नमानी तलबबारे कसरी कुरा गर्ने',
    search: 'तलब',
    faqs: 'बारम्बार सोधिने प्रश्नहरू',
    employersTopic: 'रोजगारदाताहरू',
    employerFaqs: 'रोजगारदाताका लागि प्रश्नोत्तर',
    postAJob: 'जागिर पोस्ट कसरी राख्ने?',
    directory: 'व्यवसाय निर्देशिका',
    tourism: 'पर्यटन',
    training: 'तालिम',
    online: 'अनलाइन',
    next: 'अर्को',
    answerPage: 'यो उत्तर छुट्टै पृष्ठमा',
  },
] as const

/** The items of the page's list (cards or questions). */
const items = (page: Page) => page.locator('main .content-list > li')

/** Waits until the list shows `count` items (a new page or filter has loaded). */
async function expectItems(page: Page, count: number) {
  await page.waitForFunction(
    (n) => document.querySelectorAll('main .content-list > li').length === n,
    count,
  )
}

/** Clicks a link of the main region by its name and waits for the address to change. */
async function follow(page: Page, name: string | RegExp, address: (url: URL) => boolean) {
  await page.getByRole('main').getByRole('link', { name, exact: true }).first().click()
  await page.waitForURL(address)
}

/** A category or tag link: its name, then how many items it has. */
const group = (name: string) =>
  new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} [0-9०-९]+$`)

describe.each(LANGS)('content lists in $blog', (t) => {
  it('the blog pages, filters by category and tag, searches, and opens a post from its list', async () => {
    const opened = await openPage(browser, { width: 390, height: 844 })
    const { page, context } = opened
    await visit(page, `${t.prefix}/blog`)
    await expectArrival(opened, t.blog)
    await expectItems(page, 6)
    expect(await seriousViolations(page)).toEqual([])

    await follow(page, t.next, (url) => url.searchParams.get('page') === '2')
    await expectItems(page, 4)

    await follow(page, group(t.hiringTips), (url) =>
      url.pathname.endsWith('/blog/category/hiring-tips'),
    )
    await expectArrival(opened, `${t.blog}: ${t.hiringTips}`)
    await expectItems(page, 3)

    await visit(page, `${t.prefix}/blog`)
    const search = page.getByRole('main').getByRole('searchbox')
    await search.fill(t.search)
    await search.press('Enter')
    await page.waitForURL((url) => url.searchParams.get('search') === t.search)
    await page.getByRole('link', { name: t.salaryPost }).waitFor()

    await follow(page, t.salaryPost, (url) =>
      url.pathname.endsWith('/blog/detail/negotiating-salary'),
    )
    await expectArrival(opened, t.salaryPost)
    const cover = page.locator('article.blog-post img.cover-image')
    expect(await cover.getAttribute('width')).toBe('1200')
    expect(await cover.getAttribute('height')).toBe('630')
    // The post's own cover is its largest paint: fetched at once; the related posts' wait.
    expect(await cover.getAttribute('loading')).toBe('eager')
    expect(await cover.getAttribute('fetchpriority')).toBe('high')
    const related = page.locator('main article.card img.cover-image')
    for (const img of await related.all()) expect(await img.getAttribute('loading')).toBe('lazy')
    expect(await page.locator('.blog-body ol > li').count()).toBe(3)
    expect(await page.locator('main article.card').count()).toBe(3)
    expect(await seriousViolations(page)).toEqual([])
    expect(opened.errors).toEqual([])
    await context.close()
  })

  it('the FAQ pages, filters by topic, and its questions open and close by keyboard', async () => {
    const opened = await openPage(browser)
    const { page, context } = opened
    await visit(page, `${t.prefix}/faq`)
    await expectArrival(opened, t.faqs)
    await expectItems(page, 10)

    // A question is a disclosure widget: Tab reaches it, Enter opens it, Space closes it.
    const first = page.locator('main details.faq-item').first()
    const answer = first.locator('.faq-answer')
    expect(await answer.isVisible()).toBe(false)
    await page.getByRole('main').getByRole('searchbox').focus()
    await page.keyboard.press('Tab') // the search button
    await page.keyboard.press('Tab') // the first topic link or the first question
    while (!(await first.locator('summary').evaluate((el) => el === document.activeElement))) {
      await page.keyboard.press('Tab')
    }
    await page.keyboard.press('Enter')
    await answer.waitFor({ state: 'visible' })
    expect(await first.getAttribute('open')).not.toBeNull()
    await page.keyboard.press('Space')
    await answer.waitFor({ state: 'hidden' })
    expect(await seriousViolations(page)).toEqual([])

    await follow(page, t.next, (url) => url.searchParams.get('page') === '2')
    await expectItems(page, 10)
    await follow(page, t.next, (url) => url.searchParams.get('page') === '3')
    await expectItems(page, 5)

    await follow(page, group(t.employersTopic), (url) =>
      url.pathname.endsWith('/faq/category/employers'),
    )
    await expectArrival(opened, `${t.faqs}: ${t.employersTopic}`)
    await expectItems(page, 8)
    // The question's own page, from its answer in the list.
    await page.locator('main summary', { hasText: t.postAJob }).click()
    await follow(page, t.answerPage, (url) => url.pathname.includes('/faq/detail/'))
    await expectArrival(opened, t.postAJob)
    expect(await seriousViolations(page)).toEqual([])

    await visit(page, `${t.prefix}/sep-faqs`)
    await expectArrival(opened, t.employerFaqs)
    await expectItems(page, 10)
    expect(await page.locator('main summary', { hasText: t.postAJob }).count()).toBe(1)
    await follow(page, t.next, (url) => url.searchParams.get('page') === '2')
    await expectItems(page, 2)
    expect(opened.errors).toEqual([])
    await context.close()
  })

  it('the business directory pages and filters by district and kind; a business opens from it', async () => {
    const opened = await openPage(browser)
    const { page, context } = opened
    await visit(page, `${t.prefix}/business`)
    await expectArrival(opened, t.directory)
    await expectItems(page, 6)
    await follow(page, t.next, (url) => url.searchParams.get('page') === '2')
    await expectItems(page, 6)

    const district = page.getByRole('main').getByRole('combobox')
    const far = (await district.locator('option').allTextContents()).find((name) =>
      /Kailali|कैलाली/.test(name),
    )!
    await district.selectOption({ label: far })
    await page.waitForURL((url) => url.searchParams.get('district') === '77')
    await expectItems(page, 1)
    expect(await seriousViolations(page)).toEqual([])

    await follow(page, group(t.tourism), (url) =>
      url.pathname.endsWith('/business/category/tourism'),
    )
    await expectArrival(opened, `${t.directory}: ${t.tourism}`)
    const name = (await items(page).first().locator('h2').textContent())!.trim()
    await follow(page, name, (url) => url.pathname.endsWith('/business/detail/far-west-homestay'))
    await expectArrival(opened, name)
    const phone = page.getByRole('main').locator('a[href^="tel:"]')
    expect(await phone.getAttribute('href')).toMatch(/^tel:\+9779\d{9}$/)
    expect(await seriousViolations(page)).toEqual([])
    expect(opened.errors).toEqual([])
    await context.close()
  })

  it('the trainings filter online and in person, page, and each opens from the list', async () => {
    const opened = await openPage(browser, { width: 390, height: 844 })
    const { page, context } = opened
    await visit(page, `${t.prefix}/training`)
    await expectArrival(opened, t.training)
    await expectItems(page, 6)
    await follow(page, t.next, (url) => url.searchParams.get('page') === '2')
    await expectItems(page, 1)
    await follow(page, t.online, (url) => url.searchParams.get('mode') === 'online')
    expect(new URL(page.url()).searchParams.get('page')).toBeNull()
    await expectItems(page, 2)
    const title = (await items(page).first().locator('h2').textContent())!.trim()
    await follow(page, title, (url) => /\/training\/[\w-]+$/.test(url.pathname))
    await expectArrival(opened, title)
    expect(await seriousViolations(page)).toEqual([])
    expect(opened.errors).toEqual([])
    await context.close()
  })
})

describe('share buttons', () => {
  it.each([
    ['a blog post', '/en/blog/detail/negotiating-salary', 'post'],
    ['a job', null, 'job'],
  ])(
    'on %s are plain links to Viber, WhatsApp and Facebook, and copy the link',
    async (_what, path, noun) => {
      const opened = await openPage(browser)
      const { page, context } = opened
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() })
      let address = path
      if (!address) {
        await visit(page, '/en/job/search')
        address = new URL(
          (await page.locator('main .job-card h2 a').first().getAttribute('href'))!,
          baseUrl(),
        ).pathname
      }
      await visit(page, address)
      const url = baseUrl() + address
      const share = page.getByRole('group', { name: `Share this ${noun}` })
      const hrefOf = (app: string) =>
        share.getByRole('link', { name: app, exact: true }).getAttribute('href')
      expect(await hrefOf('Viber')).toMatch(/^viber:\/\/forward\?text=/)
      expect(decodeURIComponent((await hrefOf('Viber'))!)).toContain(url)
      expect(await hrefOf('WhatsApp')).toMatch(/^https:\/\/wa\.me\/\?text=/)
      expect(decodeURIComponent((await hrefOf('WhatsApp'))!)).toContain(url)
      expect(await hrefOf('Facebook')).toBe(
        `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
      )
      await share.getByRole('button', { name: `Copy the ${noun}'s link` }).click()
      await share.getByRole('status').getByText(`The ${noun}'s link is copied.`).waitFor()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url)
      // No third-party script: every script the page loaded is the site's own.
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
          .map((entry) => new URL(entry.name).origin),
      )
      expect(new Set(scripts)).toEqual(new Set([new URL(baseUrl()).origin]))
      expect(opened.errors).toEqual([])
      await context.close()
    },
  )
})
