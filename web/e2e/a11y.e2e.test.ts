import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  axeViolations,
  expectArrival,
  HOME_HEADING,
  launchBrowser,
  openPage,
  seriousViolations,
  visit,
} from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/**
 * Every page this part of the app builds, with its own main heading in each language: axe runs
 * once that heading shows, so a page that crashed into the error page is not what gets checked.
 */
const HEADINGS: Record<string, { ne: string; en: string }> = {
  '/': HOME_HEADING,
  '/about': { ne: 'हाम्रो बारेमा', en: 'About Us' },
  '/contact': { ne: 'सम्पर्क गर्नुहोस्', en: 'Contact Us' },
  '/privacy': { ne: 'गोपनीयता नीति', en: 'Privacy Policy' },
  '/terms-condition': { ne: 'नियम तथा सर्तहरू', en: 'Terms and Conditions' },
  '/sign-in': { ne: 'लग इन', en: 'Sign In' },
  '/errors/500': { ne: '५०० त्रुटि', en: '500 Error' },
  '/no-such-page': { ne: '४०४ त्रुटि', en: '404 Error' },
  '/job/search': { ne: 'जागिर खोज्नुहोस्', en: 'Search jobs' },
  '/blog/tag/cv': { ne: 'ब्लग: बायोडाटा', en: 'Blog: CV' },
  '/faq/tags/employer': {
    ne: 'बारम्बार सोधिने प्रश्नहरू: रोजगारदाताका लागि',
    en: 'FAQs: For employers',
  },
  '/faq/detail/what-is-a-referrer': { ne: 'सिफारिसकर्ता को हो?', en: 'What is a referrer?' },
  '/business/category/health': { ne: 'व्यवसाय निर्देशिका: स्वास्थ्य', en: 'Business Directory: Health' },
  '/training/driving-licence-preparation': {
    ne: 'सवारी चालक अनुमतिपत्र तयारी',
    en: 'Driving licence preparation',
  },
  '/insta-hire': { ne: 'तुरुन्त भर्ना', en: 'Insta Hire' },
  '/covid-19/survey': { ne: 'कोभिड-१९ सर्वेक्षण', en: 'COVID-19 survey' },
  '/project-kvs-draft': { ne: 'परियोजना केभीएस (मस्यौदा)', en: 'Project KVS (draft)' },
}
const PAGES = Object.keys(HEADINGS).filter((path) => path !== '/job/search')

/** Opens a page of the list in a language and waits for its own heading (and no page error). */
async function arrive(opened: Awaited<ReturnType<typeof openPage>>, prefix: string, path: string) {
  await visit(opened.page, prefix + (path === '/' && prefix ? '' : path))
  await expectArrival(opened, HEADINGS[path]![prefix ? 'en' : 'ne'])
}

/** Every axe violation on the page, moderate and minor ones too, as `id: targets`. */
async function allViolations(page: Page): Promise<string[]> {
  const violations = await axeViolations(page)
  return violations.map((v) => `${v.id}: ${v.targets.join(', ')}`)
}

/** The pages with a search of their own beside the header's, both shown at desktop width. */
const SEARCH_PAGES = ['/', '/job/search', '/no-such-page']

describe('accessibility (axe-core): no violation at all on the pages with two searches', () => {
  for (const prefix of ['', '/en']) {
    it(`at desktop width (1280x800) in ${prefix ? 'English' : 'Nepali'}`, async () => {
      const opened = await openPage(browser, { width: 1280, height: 800 })
      const { page, context } = opened
      const found: Record<string, string[]> = {}
      for (const path of SEARCH_PAGES) {
        const url = prefix + (path === '/' && prefix ? '' : path)
        await arrive(opened, prefix, path)
        // Both searches must be on screen, or the test would prove nothing about their names.
        expect(await page.getByRole('search').filter({ visible: true }).count()).toBe(2)
        const violations = await allViolations(page)
        if (violations.length) found[url] = violations
      }
      expect(found).toEqual({})
      await context.close()
    })
  }
})

describe('accessibility (axe-core): no serious or critical violation', () => {
  for (const prefix of ['', '/en']) {
    it(`on every page in ${prefix ? 'English' : 'Nepali'}`, async () => {
      const opened = await openPage(browser)
      const { page, context } = opened
      const found: Record<string, unknown> = {}
      for (const path of PAGES) {
        await arrive(opened, prefix, path)
        const violations = await seriousViolations(page)
        if (violations.length) found[prefix + path] = violations
      }
      expect(found).toEqual({})
      await context.close()
    })
  }

  it('with the dialogs open', async () => {
    const opened = await openPage(browser)
    const { page, context } = opened
    await arrive(opened, '', '/')
    const found: Record<string, unknown> = {}
    const dialogs: [string, string][] = [
      ['sign-in', 'लग इन'],
      ['sign-up', 'दर्ता गर्नुहोस्'],
    ]
    for (const [name, button] of dialogs) {
      await page.getByRole('navigation').getByRole('button', { name: button }).click()
      await page.getByRole('dialog').waitFor()
      const violations = await seriousViolations(page)
      if (violations.length) found[name] = violations
      await page.keyboard.press('Escape')
      await page.getByRole('dialog').waitFor({ state: 'detached' })
    }
    await page.getByTestId('download-app').click()
    await page.getByRole('dialog').waitFor()
    const violations = await seriousViolations(page)
    if (violations.length) found['download-app'] = violations
    expect(found).toEqual({})
    expect(opened.errors).toEqual([])
    await context.close()
  })
})
