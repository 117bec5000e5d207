import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, navItems, openPage, reloadPage, visit } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

describe('languages', () => {
  it('shows Nepali by default, with Devanagari digits', async () => {
    const { page, context, errors } = await openPage(browser)
    const response = await visit(page, '/')
    expect(response?.status()).toBe(200)
    expect(await page.getAttribute('html', 'lang')).toBe('ne')
    expect(await page.title()).toBe('जागिर')
    expect(await navItems(page)).toContain('जागिर हेर्नुहोस्')
    expect(await page.locator('footer').innerText()).toContain('© २०')
    expect(errors).toEqual([])
    await context.close()
  })

  it('toggles to English and back keeping the path and query, remembering the choice', async () => {
    const { page, context, errors } = await openPage(browser)
    await visit(page, '/about?ref=footer')
    const toggle = page.getByTestId('language-toggle')
    expect(await toggle.innerText()).toBe('EN')

    await toggle.click()
    await page.waitForURL('**/en/about?ref=footer')
    await page.getByRole('heading', { name: 'About Us' }).waitFor()
    expect(await page.getAttribute('html', 'lang')).toBe('en')
    expect(await page.title()).toBe('About Us | Jagir')
    const cookie = (await context.cookies()).find((c) => c.name === 'locale')
    expect(cookie?.value).toBe('en')
    // 365 days, give or take the seconds the test took.
    expect(Math.round((cookie!.expires * 1000 - Date.now()) / 86_400_000)).toBe(365)

    // A full load of an English address is English from the first byte.
    await reloadPage(page)
    expect(await page.getAttribute('html', 'lang')).toBe('en')
    expect(await toggle.innerText()).toBe('NP')

    await toggle.click()
    await page.waitForURL((url) => url.pathname === '/about' && url.search === '?ref=footer')
    await page.getByRole('heading', { name: 'हाम्रो बारेमा' }).waitFor()
    expect(await page.getAttribute('html', 'lang')).toBe('ne')
    expect((await context.cookies()).find((c) => c.name === 'locale')?.value).toBe('ne')
    expect(errors).toEqual([])
    await context.close()
  })
})
