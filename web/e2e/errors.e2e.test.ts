import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectArrival, launchBrowser, openPage, visit } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

describe('error pages', () => {
  it('answers an unknown address with the 404 page, whose search goes to the job search', async () => {
    const opened = await openPage(browser)
    const { page, context } = opened
    const response = await visit(page, '/no/such/page')
    expect(response?.status()).toBe(404)
    await page.getByRole('heading', { name: '४०४ त्रुटि' }).waitFor()
    expect(await page.title()).toBe('४०४ त्रुटि | जागिर')
    const text = await page.getByRole('main').innerText()
    expect(text).toContain('पृष्ठ भेटिएन')
    expect(text).toContain('यो पृष्ठ भेटिएन')
    expect(
      await page
        .getByRole('main')
        .getByRole('link', { name: 'गृहपृष्ठमा जानुहोस्' })
        .getAttribute('href'),
    ).toBe('/')
    expect(
      await page.getByRole('main').getByRole('link', { name: 'सम्पर्क गर्नुहोस्' }).getAttribute('href'),
    ).toBe('/contact')

    const search = page.getByRole('main').getByRole('searchbox')
    await search.fill('nurse')
    await search.press('Enter')
    await page.waitForURL((url) => url.pathname === '/job/search' && url.search === '?search=nurse')
    await expectArrival(opened, '“nurse”का लागि जागिरहरू')
    await context.close()
  })

  it('shows each status its own text and answers with it, in English under /en', async () => {
    const { page, context, errors } = await openPage(browser)
    const expected: [string, string][] = [
      ['400', 'Bad request'],
      ['403', 'Access Denied'],
      ['410', 'Page Removed'],
      ['500', 'Something Went Wrong'],
      ['418', 'Some Error Occured With Status Code 418'],
    ]
    for (const [code, text] of expected) {
      const response = await visit(page, `/en/errors/${code}`)
      // Each error page answers with its own status, as an unknown address answers 404.
      expect(response?.status()).toBe(Number(code))
      await page.getByRole('heading', { name: `${code} Error` }).waitFor()
      expect(await page.getByRole('main').innerText()).toContain(text)
      expect(await page.title()).toBe(`${code} Error | Jagir`)
    }
    expect(errors).toEqual([])
    await context.close()
  })
})
