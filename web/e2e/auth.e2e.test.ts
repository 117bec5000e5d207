import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DEMO_PASSWORD,
  expectArrival,
  HOME_HEADING,
  launchBrowser,
  navItems,
  openPage,
  visit,
} from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/** Fills the sign-in form of the open dialog or page and submits it. */
async function submitSignIn(
  scope: ReturnType<Page['locator']> | Page,
  username: string,
  password: string,
) {
  await scope.getByLabel('इमेल वा फोन नम्बर').fill(username)
  await scope.getByLabel('पासवर्ड').fill(password)
  await scope.getByRole('button', { name: 'लग इन', exact: true }).click()
}

describe('sign-in and logout', () => {
  it('signs in through the dialog and logs out with their messages', async () => {
    const opened = await openPage(browser)
    const { page, context, errors } = opened
    await visit(page, '/about')
    await page.getByRole('navigation').getByRole('button', { name: 'लग इन' }).click()
    const dialog = page.getByRole('dialog', { name: 'लग इन' })
    await submitSignIn(dialog, 'seeker@jagir.demo', DEMO_PASSWORD)

    await page.getByTestId('snackbar').getByText('सफलतापूर्वक लग इन भयो').waitFor()
    expect(await dialog.count()).toBe(0)
    await page.getByTestId('account-menu').waitFor()
    expect(new URL(page.url()).pathname).toBe('/about')
    expect(await navItems(page)).toEqual(['जागिर हेर्नुहोस्', 'बारम्बार सोधिने प्रश्नहरू', 'सारांश'])

    // Something in the shortlist cart, which logout must clear.
    await page.evaluate(() => localStorage.setItem('jagir.shortlist', '[{"username":"x"}]'))
    await page.getByTestId('account-menu').click()
    await page.getByRole('button', { name: 'लग आउट' }).click()
    await page.getByTestId('snackbar').getByText('सफलतापूर्वक लग आउट भयो').waitFor()
    expect(new URL(page.url()).pathname).toBe('/')
    await expectArrival(opened, HOME_HEADING.ne)
    await page.getByRole('navigation').getByRole('button', { name: 'लग इन' }).waitFor()
    expect(await page.evaluate(() => localStorage.getItem('jagir.shortlist'))).toBeNull()
    const user = await page.evaluate(() => fetch('/bff/user').then((r) => r.json()))
    expect(user).toEqual({ user: null })
    expect(errors).toEqual([])
    await context.close()
  })

  it('keeps focus in the sign-in dialog, leaves the page behind it inert, closes on Escape', async () => {
    const opened = await openPage(browser)
    const { page, context, errors } = opened
    await visit(page, '/about')
    const opener = page.getByRole('navigation').getByRole('button', { name: 'लग इन' })
    await opener.click()
    const dialog = page.getByRole('dialog', { name: 'लग इन' })
    await dialog.getByLabel('इमेल वा फोन नम्बर').waitFor()
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('username')
    // Round and round with Tab: focus never reaches the page behind the dialog.
    const outside: string[] = []
    for (let press = 0; press < 25; press++) {
      await page.keyboard.press('Tab')
      const where = await page.evaluate(() => {
        const active = document.activeElement
        if (!active || active === document.body) return null
        return active.closest('dialog[open]') ? null : active.outerHTML.slice(0, 80)
      })
      if (where) outside.push(where)
    }
    expect(outside).toEqual([])
    // A press on the page behind lands on the backdrop, never on a link there.
    const brand = await page.locator('.navbar-brand a').first().boundingBox()
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('dialog')?.open,
      { x: brand!.x + 4, y: brand!.y + 4 },
    )
    expect(hit).toBe(true)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect(await opener.evaluate((button) => button === document.activeElement)).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })

  it("shows the provider's refusal of a wrong password in the dialog", async () => {
    const { page, context } = await openPage(browser)
    await visit(page, '/')
    await page.getByRole('navigation').getByRole('button', { name: 'लग इन' }).click()
    const dialog = page.getByRole('dialog', { name: 'लग इन' })
    await submitSignIn(dialog, 'seeker@jagir.demo', 'not-the-password')
    const alert = dialog.getByRole('alert')
    await alert.waitFor()
    expect((await alert.innerText()).trim()).not.toBe('')
    expect(await page.getByTestId('account-menu').count()).toBe(0)
    await context.close()
  })

  it('sends a visitor from a guarded page to sign-in and back after it', async () => {
    const opened = await openPage(browser)
    const { page, context } = opened
    await visit(page, '/en/employer/profile/me?tab=overview')
    const url = new URL(page.url())
    expect(url.pathname).toBe('/en/sign-in')
    expect(url.searchParams.get('next')).toBe('/en/employer/profile/me?tab=overview')
    await expectArrival(opened, 'Sign In')
    await page.getByLabel('Email or phone number').fill('employer@jagir.demo')
    await page.getByLabel('Password').fill(DEMO_PASSWORD)
    await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click()
    await page.waitForURL('**/en/employer/profile/me?tab=overview')
    await page.getByTestId('account-menu').waitFor()
    // The employer's workspace, on the tab the address named, headed by their organization.
    const name = await page.evaluate(async () => {
      const answer = (await (await fetch('/bff/user')).json()) as {
        user: { related_organizations: { name: string }[] }
      }
      return answer.user.related_organizations[0]!.name
    })
    await expectArrival(opened, name)
    await page.getByRole('main').getByRole('heading', { level: 2, name: 'Overview' }).waitFor()
    await context.close()
  })
})
