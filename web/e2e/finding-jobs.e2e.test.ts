import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectArrival, launchBrowser, openPage, seriousViolations, visit } from './browser'
import { signUpSeeker } from './seeker-api'

/**
 * Issue 30, finding jobs (docs/finding-jobs.md): the browse pages in both languages, a job seeker's
 * "Jobs for you" after choosing Kathmandu and IT in onboarding, a job's similar jobs, and the job
 * page on a phone (deadline, salary, place and Apply in the first screen).
 */

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

type Lang = 'ne' | 'en'
const LANGS = ['ne', 'en'] as const
const prefixOf = (lang: Lang) => (lang === 'en' ? '/en' : '')

const T = {
  en: {
    titles: {
      category: 'Jobs by category',
      district: 'Jobs by district',
      company: 'Jobs by company',
    },
    kathmandu: 'Kathmandu',
    it: 'IT & Telecommunication',
    count: /^\d+ jobs?$/,
    found: /\d+ jobs? found/,
    where: 'Where would you like to work?',
    kind: 'What kind of job are you looking for?',
    province: 'Province',
    bagmati: 'Bagmati Province',
    next: 'Save and continue',
    forYou: 'Jobs for you',
    seeAll: 'See all jobs for you',
    best: 'Best for you',
    similar: 'Similar jobs',
    apply: 'Apply now',
  },
  ne: {
    titles: {
      category: 'वर्गअनुसार जागिर',
      district: 'जिल्लाअनुसार जागिर',
      company: 'कम्पनीअनुसार जागिर',
    },
    kathmandu: 'काठमाडौँ',
    it: 'सूचना प्रविधि तथा दूरसञ्चार',
    count: /^[०-९]+ जागिर$/,
    found: /[०-९]+ जागिर भेटि(ए|यो)/,
    where: 'तपाईं कहाँ काम गर्न चाहनुहुन्छ?',
    kind: 'तपाईं कस्तो जागिर खोज्दै हुनुहुन्छ?',
    province: 'प्रदेश',
    bagmati: 'बागमती प्रदेश',
    next: 'सेभ गरेर अगाडि बढ्नुहोस्',
    forYou: 'तपाईंका लागि जागिर',
    seeAll: 'तपाईंका लागि सबै जागिर हेर्नुहोस्',
    best: 'तपाईंका लागि उपयुक्त',
    similar: 'मिल्दाजुल्दा जागिर',
    apply: 'अहिले आवेदन दिनुहोस्',
  },
} as const

/** Axe on the page: no serious or critical violation. */
async function expectAccessible(page: Page) {
  const violations = await seriousViolations(page)
  expect(violations.map((v) => `${v.id}: ${v.targets.join(', ')}`)).toEqual([])
}

/** A GET of the API from the page (as the signed-in user, if any). */
const apiGet = <T>(page: Page, path: string) =>
  page.evaluate(async (path) => (await fetch(path)).json(), path) as Promise<T>

describe('the browse pages', () => {
  it.each(LANGS)(
    'list categories, districts and companies with counts, each opening its search (%s)',
    async (lang) => {
      const opened = await openPage(browser)
      const { page, context } = opened
      const t = T[lang]
      for (const by of ['category', 'district', 'company'] as const) {
        await visit(page, `${prefixOf(lang)}/job/browse/${by}`)
        await expectArrival(opened, t.titles[by])
        const main = page.getByRole('main')
        const entries = main.locator('.browse-list a')
        expect(await entries.count()).toBeGreaterThan(1)
        // Counts in the page's digits.
        const counts = await main.locator('.browse-list .tag').allTextContents()
        for (const count of counts) expect(count.trim()).toMatch(t.count)
        if (by === 'district') await main.getByRole('link', { name: t.kathmandu }).waitFor()
        if (by === 'category') await main.getByRole('link', { name: t.it }).waitFor()
        await expectAccessible(page)
      }
      // A district's link opens the search of its open jobs, server-rendered with them.
      await visit(page, `${prefixOf(lang)}/job/browse/district`)
      const first = page.getByRole('main').locator('.browse-list a').first()
      const expected = (await first.locator('.tag').textContent())!.trim()
      const href = (await first.getAttribute('href'))!
      expect(href).toMatch(new RegExp(`^${prefixOf(lang)}/job/search\\?district=\\d+$`))
      const html = await (await page.request.get(href)).text()
      expect(html).toContain('job-card')
      await first.click()
      await page.waitForURL((url) => url.search.startsWith('?district='))
      await page.getByRole('main').getByText(t.found).waitFor()
      const found = await page.getByRole('main').getByText(t.found).textContent()
      expect(found).toContain(expected.split(' ')[0])
      await context.close()
    },
  )

  it('are offered on the home page and the job search', async () => {
    const opened = await openPage(browser)
    const { page, context } = opened
    for (const path of ['/en', '/en/job/search']) {
      await visit(page, path)
      const block = page.getByRole('region', { name: 'Browse jobs' })
      for (const name of ['All categories', 'All districts', 'All companies']) {
        await block.getByRole('link', { name }).waitFor()
      }
      expect(await block.locator('.browse-list a').count()).toBeGreaterThan(3)
    }
    await page.getByRole('region', { name: 'Browse jobs' }).getByText('All companies').click()
    await expectArrival(opened, 'Jobs by company')
    await context.close()
  })
})

describe('a job seeker who chose Kathmandu and IT in onboarding', () => {
  it.each(LANGS)('sees Kathmandu IT jobs first: home and the job search (%s)', async (lang) => {
    const opened = await openPage(browser)
    const { page, context } = opened
    const t = T[lang]
    const prefix = prefixOf(lang)
    await visit(page, `${prefix}/`)
    await signUpSeeker(page, 'Sita Gurung')

    // Onboarding's first two steps: Kathmandu, then IT.
    await visit(page, `${prefix}/signup/prefered-location`)
    const main = page.getByRole('main')
    await expectArrival(opened, t.where)
    await main.getByLabel(t.province).selectOption({ label: t.bagmati })
    await main.getByRole('checkbox', { name: t.kathmandu, exact: true }).check()
    await main.getByRole('button', { name: t.next }).click()
    await expectArrival(opened, t.kind)
    await main.getByRole('checkbox', { name: t.it, exact: true }).check()
    await main.getByRole('button', { name: t.next }).click()
    await page.waitForURL('**/signup/basic-information')

    // Home: "Jobs for you" lists the Kathmandu IT jobs first.
    await visit(page, `${prefix}/`)
    const forYou = page.getByRole('region', { name: t.forYou })
    const links = forYou.getByRole('heading', { level: 2 }).getByRole('link')
    await links.first().waitFor()
    const shown = (await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')!))).map(
      (href) => href.split('/').at(-2)!,
    )
    const kathmanduIt = await apiGet<{ results: { slug: string }[] }>(
      page,
      '/api/v1/job/search/?category=1&district=27&page_size=100',
    )
    const wanted = new Set(kathmanduIt.results.map((job) => job.slug))
    expect(wanted.size).toBeGreaterThan(0)
    const firstOnes = shown.slice(0, Math.min(shown.length, wanted.size))
    expect(firstOnes.every((slug) => wanted.has(slug))).toBe(true)
    await expectAccessible(page)

    // The job search offers the ordering; its first results are the same jobs.
    await forYou.getByRole('link', { name: t.seeAll }).click()
    await page.waitForURL((url) => url.search === '?sort=recommended')
    const sort = page.getByRole('main').locator('select[name="sort"]')
    expect(await sort.inputValue()).toBe('recommended')
    expect(await sort.locator('option[value="recommended"]').textContent()).toBe(t.best)
    const cards = page.getByRole('main').locator('.job-card h2 a')
    await cards.first().waitFor()
    const listed = (await cards.evaluateAll((all) => all.map((a) => a.getAttribute('href')!))).map(
      (href) => href.split('/').at(-2)!,
    )
    const head = listed.slice(0, Math.min(listed.length, wanted.size))
    expect(head.every((slug) => wanted.has(slug))).toBe(true)
    await expectAccessible(page)
    // The server's render of the seeker's home was taken over without a difference.
    expect(opened.errors).toEqual([])
    await context.close()
  })

  it('is nothing a visitor sees: no section on home, no such ordering in the search', async () => {
    const { page, context } = await openPage(browser)
    await visit(page, '/en')
    await page.getByRole('region', { name: 'Latest Jobs' }).waitFor()
    expect(await page.getByRole('region', { name: 'Jobs for you' }).count()).toBe(0)
    await visit(page, '/en/job/search')
    const sort = page.getByRole('main').locator('select[name="sort"]')
    await sort.waitFor()
    expect(await sort.locator('option').count()).toBe(2)
    expect(await sort.locator('option[value="recommended"]').count()).toBe(0)
    await context.close()
  })
})

/** The slug of a job with others of its category open (from the API, as a visitor). */
async function jobWithNeighbours(page: Page): Promise<string> {
  const { results } = await apiGet<{ results: { slug: string; category: { id: number } }[] }>(
    page,
    '/api/v1/job/search/?category=1&page_size=10',
  )
  expect(results.length).toBeGreaterThan(1)
  return results[0]!.slug
}

describe('a job page', () => {
  it.each(LANGS)('lists up to 6 similar open jobs, never the job itself (%s)', async (lang) => {
    const opened = await openPage(browser)
    const { page, context } = opened
    const t = T[lang]
    await visit(page, `${prefixOf(lang)}/job/search`)
    const slug = await jobWithNeighbours(page)
    await visit(page, `${prefixOf(lang)}/job/${slug}/detail`)
    const similar = page.getByRole('region', { name: t.similar })
    const links = similar.getByRole('heading', { level: 2 }).getByRole('link')
    await links.first().waitFor()
    const count = await links.count()
    expect(count).toBeGreaterThan(0)
    expect(count).toBeLessThanOrEqual(6)
    const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))
    expect(hrefs).not.toContain(`${prefixOf(lang)}/job/${slug}/detail`)
    await expectAccessible(page)
    await links.first().click()
    await page.waitForURL((url) => url.pathname !== `${prefixOf(lang)}/job/${slug}/detail`)
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor()
    expect(opened.errors).toEqual([])
    await context.close()
  })

  it.each(LANGS)(
    'shows the deadline, salary, place and Apply in a phone’s first screen (%s)',
    async (lang) => {
      const viewport = { width: 390, height: 844 }
      const opened = await openPage(browser, viewport)
      const { page, context } = opened
      const t = T[lang]
      await visit(page, `${prefixOf(lang)}/job/search`)
      // The job with the longest title of a page of them: the header at its tallest.
      const { results } = await apiGet<{ results: { slug: string; title: string }[] }>(
        page,
        '/api/v1/job/search/?page_size=50',
      )
      const job = [...results].sort((a, b) => b.title.length - a.title.length)[0]!
      await visit(page, `${prefixOf(lang)}/job/${job.slug}/detail`)
      const main = page.getByRole('main')
      await main.getByRole('heading', { level: 1 }).waitFor()
      const within = async (name: string, box: { y: number; height: number } | null) => {
        expect(box, name).not.toBeNull()
        expect(box!.y, name).toBeGreaterThanOrEqual(0)
        expect(box!.y + box!.height, name).toBeLessThanOrEqual(viewport.height)
      }
      const header = main.locator('.job-detail-header')
      await within('deadline', await header.locator('.job-deadline').boundingBox())
      await within('salary', await header.locator('.tags .tag').first().boundingBox())
      await within('place', await header.locator('.job-detail-heading p').last().boundingBox())
      await within('apply', await main.getByRole('button', { name: t.apply }).boundingBox())
      // The overview card keeps its distance from what is above it (the job's tag lists).
      const overview = (await main.locator('.job-detail-aside .box').boundingBox())!
      const above = (await main.locator('.job-detail-main').boundingBox())!
      expect(overview.y - (above.y + above.height)).toBeGreaterThanOrEqual(16)
      await expectAccessible(page)
      await context.close()

      // On a desktop: the description on the left, Apply and the overview on the right.
      const desk = await openPage(browser)
      await visit(desk.page, `${prefixOf(lang)}/job/${job.slug}/detail`)
      const deskMain = desk.page.getByRole('main')
      const actions = (await deskMain.locator('.job-detail-actions').boundingBox())!
      const description = (await deskMain.locator('.job-detail-main').boundingBox())!
      expect(actions.x).toBeGreaterThan(description.x + description.width)
      await desk.context.close()
    },
  )
})
