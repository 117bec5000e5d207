import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DEMO_PASSWORD,
  expectArrival,
  launchBrowser,
  navItems,
  openPage,
  signInViaBff,
  visit,
} from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

describe('the site layout', () => {
  it.each([
    ['a visitor', null, ['Browse Job', 'FAQs', 'Employer Zone', 'Post Job']],
    ['a job seeker', 'seeker@jagir.demo', ['Browse Job', 'FAQs', 'Overview']],
    ['a job seeker still onboarding', 'onboarding@jagir.demo', ['Browse Job', 'FAQs']],
    [
      'an employer',
      'employer@jagir.demo',
      ['Pricing', 'Overview', 'Post Job', 'Explore Jobseeker Insights', 'Employer Zone'],
    ],
  ])('shows %s the items of their role', async (_who, account, items) => {
    const { page, context } = await openPage(browser)
    await visit(page, '/en')
    if (account) await signInViaBff(page, account)
    expect(await navItems(page)).toEqual(items)
    await context.close()
  })

  it('labels the button Post a Bonus Job for an employer with a free post', async () => {
    const { page, context } = await openPage(browser)
    await visit(page, '/en')
    await signInViaBff(page, 'bonus@jagir.demo')
    expect(await navItems(page)).toContain('Post a Bonus Job')
    await context.close()
  })

  it('sends an employer search to the job seeker search', async () => {
    const opened = await openPage(browser)
    const { page, context } = opened
    await visit(page, '/en')
    await signInViaBff(page, 'employer@jagir.demo')
    const search = page.getByRole('navigation').getByRole('searchbox')
    await search.fill('driver')
    await search.press('Enter')
    await page.waitForURL((url) => url.pathname === '/en/jobseeker/search')
    expect(new URL(page.url()).searchParams.get('search')).toBe('driver')
    await expectArrival(opened, 'Search job seekers')
    expect(
      await page.getByRole('searchbox', { name: 'Who are you looking for?' }).inputValue(),
    ).toBe('driver')
    await context.close()
  })

  it("gives the Download App button its shadow past 50 px of scroll, and opens the stores' popup", async () => {
    const { page, context } = await openPage(browser, { width: 1280, height: 420 })
    await visit(page, '/privacy')
    const button = page.getByTestId('download-app')
    expect(await button.getAttribute('class')).not.toContain('has-shadow')
    await page.evaluate(() => window.scrollTo(0, 40))
    await page.waitForFunction(() => window.scrollY === 40)
    expect(await button.getAttribute('class')).not.toContain('has-shadow')
    await page.evaluate(() => window.scrollTo(0, 120))
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="download-app"]')?.classList.contains('has-shadow'),
    )
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.waitForFunction(
      () =>
        !document.querySelector('[data-testid="download-app"]')?.classList.contains('has-shadow'),
    )

    await button.click()
    const popup = page.getByRole('dialog', { name: 'जागिर एप डाउनलोड गर्नुहोस्' })
    await popup.waitFor()
    // This server names no store page (ANDROID_APP_URL, IOS_APP_URL): each app says so plainly.
    expect(await popup.getByRole('link').count()).toBe(0)
    const text = await popup.innerText()
    expect(text).toContain('एन्ड्रोइड एप अझै प्रकाशित भएको छैन।')
    expect(text).toContain('आईओएस एप अझै प्रकाशित भएको छैन।')
    await page.keyboard.press('Escape')
    await popup.waitFor({ state: 'detached' })
    await context.close()
  })

  it('hides the snackbar 5 seconds after it appears', async () => {
    const { page, context } = await openPage(browser)
    await page.clock.install()
    await visit(page, '/en')
    // The page's clock stops before the sign-in: its timers move only by runFor below. A running
    // clock keeps real time, so on a loaded machine the wait for the notice took some of its 5 s
    // and the check at 4.9 s found it gone.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
    await page.getByRole('navigation').getByRole('button', { name: 'Sign In' }).click()
    const dialog = page.getByRole('dialog', { name: 'Sign In' })
    await dialog.getByLabel('Email or phone number').fill('seeker@jagir.demo')
    await dialog.getByLabel('Password').fill(DEMO_PASSWORD)
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click()
    const snackbar = page.getByTestId('snackbar')
    await snackbar.waitFor()
    expect(await snackbar.innerText()).toContain('Successfully Logged In')
    await page.clock.runFor(4900)
    expect(await snackbar.isVisible()).toBe(true)
    await page.clock.runFor(200)
    await snackbar.waitFor({ state: 'detached' })
    await context.close()
  })
})
