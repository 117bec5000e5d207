import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, launchBrowser, openPage, stylesRemovedByBuild, visit } from './browser'

/**
 * The build keeps only the style rules whose classes the source writes (web/build/purge-css.ts).
 * Every page and dialog with an axe check is checked for removed rules there (`axeViolations`);
 * these are the states no axe check opens: the phone's menu, the search filters folded open, the
 * account menus and a notice.
 */

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

describe('no element needs a style rule the build removed', () => {
  it('would be noticed: a class the source never writes whole is reported', async () => {
    const { page, context } = await openPage(browser)
    await visit(page, '/en/about')
    expect(await stylesRemovedByBuild(page)).toEqual([])
    // What `is-${color}` with color 'black' would render: Bulma's rule for it is not built.
    await page.evaluate(() => {
      const button = document.createElement('button')
      button.className = 'button is-black'
      document.querySelector('main')!.append(button)
    })
    expect(await stylesRemovedByBuild(page)).toContain('.button.is-black')
    await context.close()
  })

  it('on a phone: the menu open, the search filters open', async () => {
    const { page, context, errors } = await openPage(browser, { width: 390, height: 844 })
    const found: Record<string, string[]> = {}
    await visit(page, '/')
    await page.locator('.navbar-burger').click()
    await page.locator('#site-menu.is-active').waitFor()
    found['/ menu'] = await stylesRemovedByBuild(page)
    await visit(page, '/en/job/search')
    await page.locator('.filter-panel summary').click()
    found['/en/job/search filters'] = await stylesRemovedByBuild(page)
    expect(found).toEqual({ '/ menu': [], '/en/job/search filters': [] })
    expect(errors).toEqual([])
    await context.close()
  })

  it.each([
    ['a job seeker', 'seeker@jagir.demo'],
    ['an employer', 'employer@jagir.demo'],
  ])('signed in as %s: the notice, then the account menu open', async (_who, username) => {
    const { page, context, errors } = await openPage(browser)
    await visit(page, '/en/about')
    await page.getByRole('navigation').getByRole('button', { name: 'Sign In' }).click()
    const dialog = page.getByRole('dialog', { name: 'Sign In' })
    await dialog.getByLabel('Email or phone number').fill(username)
    await dialog.getByLabel('Password').fill(DEMO_PASSWORD)
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click()
    await page.getByTestId('snackbar').waitFor()
    const notice = await stylesRemovedByBuild(page)
    await page.getByTestId('account-menu').click()
    await page.locator('.has-dropdown.is-active').waitFor()
    expect({ notice, menu: await stylesRemovedByBuild(page) }).toEqual({ notice: [], menu: [] })
    expect(errors).toEqual([])
    await context.close()
  })
})
