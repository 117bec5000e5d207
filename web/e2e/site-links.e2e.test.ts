import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, it } from 'vitest'
import { expectArrival, launchBrowser, openPage, visit } from './browser'

/**
 * Issue 16: every link of the footer and of a visitor's top navigation opens a real page, in
 * both languages, each checked by the page's own heading (Pricing's since issue 14).
 */

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

interface Destination {
  /** The link's text. */
  link: string
  /** The address it opens (without the language prefix). */
  path: string
  /** The page's own main heading there. */
  heading: string
}

const FOOTER: Record<'en' | 'ne', Destination[]> = {
  en: [
    { link: 'Browse Job', path: '/job/search', heading: 'Search jobs' },
    { link: 'Training', path: '/training', heading: 'Training' },
    { link: 'FAQs', path: '/faq', heading: 'FAQs' },
    { link: 'Blog', path: '/blog', heading: 'Blog' },
    { link: 'Employer Zone', path: '/employer-zone', heading: 'Employer Zone' },
    { link: 'Pricing', path: '/pricing', heading: 'Pricing' },
    { link: 'Insta Hire', path: '/insta-hire', heading: 'Insta Hire' },
    { link: 'Business Directory', path: '/business', heading: 'Business Directory' },
    { link: 'About Us', path: '/about', heading: 'About Us' },
    { link: 'Contact Us', path: '/contact', heading: 'Contact Us' },
    { link: 'Privacy Policy', path: '/privacy', heading: 'Privacy Policy' },
    { link: 'Terms and Conditions', path: '/terms-condition', heading: 'Terms and Conditions' },
  ],
  ne: [
    { link: 'जागिर हेर्नुहोस्', path: '/job/search', heading: 'जागिर खोज्नुहोस्' },
    { link: 'तालिम', path: '/training', heading: 'तालिम' },
    { link: 'बारम्बार सोधिने प्रश्नहरू', path: '/faq', heading: 'बारम्बार सोधिने प्रश्नहरू' },
    { link: 'ब्लग', path: '/blog', heading: 'ब्लग' },
    { link: 'रोजगारदाता क्षेत्र', path: '/employer-zone', heading: 'रोजगारदाता क्षेत्र' },
    { link: 'मूल्य सूची', path: '/pricing', heading: 'मूल्य सूची' },
    { link: 'तुरुन्त भर्ना', path: '/insta-hire', heading: 'तुरुन्त भर्ना' },
    { link: 'व्यवसाय निर्देशिका', path: '/business', heading: 'व्यवसाय निर्देशिका' },
    { link: 'हाम्रो बारेमा', path: '/about', heading: 'हाम्रो बारेमा' },
    { link: 'सम्पर्क गर्नुहोस्', path: '/contact', heading: 'सम्पर्क गर्नुहोस्' },
    { link: 'गोपनीयता नीति', path: '/privacy', heading: 'गोपनीयता नीति' },
    { link: 'नियम तथा सर्तहरू', path: '/terms-condition', heading: 'नियम तथा सर्तहरू' },
  ],
}

describe.each(['en', 'ne'] as const)('in %s', (lang) => {
  const prefix = lang === 'en' ? '/en' : ''

  it('every footer link opens its page', async () => {
    const opened = await openPage(browser)
    const { page, context } = opened
    await visit(page, `${prefix}/about`)
    for (const destination of FOOTER[lang]) {
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: destination.link, exact: true })
        .click()
      await page.waitForURL((url) => url.pathname === (prefix + destination.path || '/'))
      await expectArrival(opened, destination.heading)
    }
    await context.close()
  })

  it('every item of a visitor’s top navigation opens its page', async () => {
    const opened = await openPage(browser, { width: 1440, height: 900 })
    const { page, context } = opened
    const paths: Record<string, string> = {
      'browse-jobs': '/job/search',
      faqs: '/faq',
      'employer-zone': '/employer-zone',
    }
    for (const [item, path] of Object.entries(paths)) {
      await visit(page, prefix || '/')
      const link = page.locator(`[data-nav="${item}"]`).first()
      // A navigation too wide for the screen folds into the burger menu.
      if (!(await link.isVisible())) {
        await page.getByRole('button', { name: lang === 'en' ? 'Menu' : 'मेनु' }).click()
      }
      await link.click()
      await page.waitForURL((url) => url.pathname === prefix + path)
      await expectArrival(opened, FOOTER[lang].find((d) => d.path === path)!.heading)
    }
    await context.close()
  })
})
