import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, signInViaBff, visit } from './browser'

// Issue 11, item 1: the header fits every width from 320 px up, in both languages, for every
// role: no horizontal scrolling, and the account menu (or the burger that holds it) in view.

const WIDTHS = [320, 390, 768, 1024, 1366, 1920]
const ROLES: [string, string | null][] = [
  ['a visitor', null],
  ['a job seeker', 'seeker@jagir.demo'],
  ['a job seeker still onboarding', 'onboarding@jagir.demo'],
  ['a referrer', 'referrer@jagir.demo'],
  ['an employer', 'employer@jagir.demo'],
  ['an employer with a free post', 'bonus@jagir.demo'],
  ['a new employer without the initial form', 'newemployer@jagir.demo'],
]

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/** What does not fit at the page's present width, described for the failure message. */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    const width = window.innerWidth
    if (document.documentElement.scrollWidth > width) {
      problems.push(`page is ${document.documentElement.scrollWidth}px wide`)
    }
    const nav = document.querySelector('.site-navbar')!
    for (const element of nav.querySelectorAll<HTMLElement>('a, button, input')) {
      const box = element.getBoundingClientRect()
      if (box.width > 0 && (box.right > width + 0.5 || box.left < -0.5)) {
        problems.push(`${element.textContent?.trim() || element.tagName} ends at ${box.right}px`)
      }
    }
    // The search's placeholder is read whole, not cut off at the field's edge.
    for (const input of nav.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
      const style = getComputedStyle(input)
      const room =
        input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
      const context = document.createElement('canvas').getContext('2d')!
      context.font = style.font
      const needed = context.measureText(input.placeholder).width
      if (room > 0 && needed > room) {
        problems.push(`"${input.placeholder}" needs ${Math.ceil(needed)}px, has ${room}px`)
      }
    }
    // The way to the account (Sign In, the account menu, or the burger holding them) is in view.
    const burger = nav.querySelector<HTMLElement>('.navbar-burger')!
    const account = nav.querySelector<HTMLElement>(
      '[data-testid="account-menu"], .navbar-end .buttons',
    )
    const visible = (el: HTMLElement | null) => !!el && el.getBoundingClientRect().width > 0
    if (!visible(burger) && !visible(account)) problems.push('no way to the account in view')
    return problems
  })
}

describe('the header fits the screen', () => {
  it.each(ROLES)('for %s, at every width, in Nepali and English', async (_who, account) => {
    const { page, context } = await openPage(browser, { width: 1366, height: 800 })
    await visit(page, '/')
    if (account) await signInViaBff(page, account)
    for (const path of ['/', '/en']) {
      await visit(page, path)
      await page.waitForSelector('[data-testid="nav-items"] > *', { state: 'attached' })
      if (account) await page.waitForSelector('[data-testid="account-menu"]', { state: 'attached' })
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 })
        // Two frames: the resize observed, the navbar's fold decided and painted.
        await page.evaluate(
          () =>
            new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        )
        expect(await overflow(page), `${path} at ${width}px`).toEqual([])
      }
    }
    await context.close()
  })

  it('opens the folded menu on a crowded desktop header, with the account menu inside', async () => {
    const { page, context } = await openPage(browser, { width: 1024, height: 800 })
    await visit(page, '/')
    await signInViaBff(page, 'employer@jagir.demo')
    await page.waitForSelector('[data-testid="account-menu"]', { state: 'attached' })
    const burger = page.locator('.navbar-burger')
    expect(await burger.isVisible()).toBe(true)
    await burger.click()
    const menu = page.getByTestId('account-menu')
    expect(await menu.isVisible()).toBe(true)
    await menu.click()
    expect(await page.getByRole('button', { name: 'लग आउट' }).isVisible()).toBe(true)
    expect(await overflow(page)).toEqual([])
    await context.close()
  })

  it("lines up the account menu's items: Logout starts where Change Password does", async () => {
    const { page, context } = await openPage(browser, { width: 1920, height: 800 })
    await visit(page, '/')
    await signInViaBff(page, 'seeker@jagir.demo')
    await page.getByTestId('account-menu').click()
    const textStart = (name: string) =>
      page
        .getByRole('navigation')
        .getByText(name, { exact: true })
        .evaluate((element) => {
          const range = document.createRange()
          range.selectNodeContents(element.firstChild ?? element)
          return Math.round(range.getBoundingClientRect().left)
        })
    expect(await textStart('लग आउट')).toBe(await textStart('पासवर्ड परिवर्तन गर्नुहोस्'))
    await context.close()
  })
})
