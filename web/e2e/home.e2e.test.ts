import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectArrival, launchBrowser, openPage, visit } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

describe('the home page', () => {
  it('lists the latest jobs from the API, each opening its job page', async () => {
    const { page, context, errors } = await openPage(browser)
    await visit(page, '/en')
    const latest = page.getByRole('region', { name: 'Latest Jobs' })
    const links = latest.getByRole('heading', { level: 2 }).getByRole('link')
    await links.first().waitFor()
    expect(await links.count()).toBe(6)
    const href = await links.first().getAttribute('href')
    expect(href).toMatch(/^\/en\/job\/[^/]+\/detail$/)
    expect(errors).toEqual([])
    await context.close()
  })

  it('searches jobs from its search box', async () => {
    const opened = await openPage(browser)
    const { page, context } = opened
    await visit(page, '/')
    const box = page.getByRole('main').getByRole('searchbox')
    await box.fill('driver')
    await box.press('Enter')
    await page.waitForURL(
      (url) => url.pathname === '/job/search' && url.search === '?search=driver',
    )
    await expectArrival(opened, '“driver”का लागि जागिरहरू')
    await context.close()
  })
})
