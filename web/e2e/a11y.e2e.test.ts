import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, seriousViolations } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/** Every page this part of the app builds. */
const PAGES = [
  '/',
  '/about',
  '/contact',
  '/privacy',
  '/terms-condition',
  '/sign-in',
  '/errors/500',
  '/no-such-page',
]

describe('accessibility (axe-core): no serious or critical violation', () => {
  for (const prefix of ['', '/en']) {
    it(`on every page in ${prefix ? 'English' : 'Nepali'}`, async () => {
      const { page, context } = await openPage(browser)
      const found: Record<string, unknown> = {}
      for (const path of PAGES) {
        await page.goto(prefix + (path === '/' && prefix ? '' : path), { waitUntil: 'networkidle' })
        await page.locator('main h1').first().waitFor()
        const violations = await seriousViolations(page)
        if (violations.length) found[prefix + path] = violations
      }
      expect(found).toEqual({})
      await context.close()
    })
  }

  it('with the dialogs open', async () => {
    const { page, context } = await openPage(browser)
    await page.goto('/', { waitUntil: 'networkidle' })
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
    await context.close()
  })
})
