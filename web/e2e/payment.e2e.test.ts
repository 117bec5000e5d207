import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectArrival, launchBrowser, seriousViolations, reloadPage, visit } from './browser'
import { api } from './job-post-session'
import {
  freshEmployer,
  PAY_LABELS,
  prefixOf,
  pricingCard,
  purchasedPosts,
  visitor,
  type Lang,
} from './payment-session'

/**
 * Issue 14, part B: pricing, the cart summary and payment against the demo API, in both
 * languages, each test with an employer of its own; axe on every page.
 */

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const expectAccessible = async (page: Page) => expect(await seriousViolations(page)).toEqual([])

/** The cart's three figures as shown. */
const totals = async (page: Page) => ({
  subtotal: await page.getByTestId('cart-subtotal').textContent(),
  vat: await page.getByTestId('cart-vat').textContent(),
  total: await page.getByTestId('cart-total').textContent(),
})

describe.each(['en', 'ne'] as const)('pricing, cart and payment (%s)', (lang: Lang) => {
  const t = PAY_LABELS[lang]
  const prefix = prefixOf(lang)

  it('a new employer: Post Job leads to pricing (saying why), buys 3 posts, pays, and may post', async () => {
    const opened = await freshEmployer(browser, lang)
    const { page } = opened
    // Nothing to post with yet: the Post Job button's pricing case.
    await page.getByTestId('post-job').first().click()
    await expectArrival(opened, t.pricing)
    expect(new URL(page.url()).search).toBe('?reason=no-posts')
    // (The pricing cards' placeholders are statuses too while they load: the notice is the one
    // that says why.)
    await page.getByRole('status').filter({ hasText: t.noPosts }).waitFor()
    await expectAccessible(page)

    const basic = pricingCard(page, t.basic)
    await basic.getByLabel(t.quantity).fill('3')
    await basic.getByRole('button', { name: t.buy }).click()
    await expectArrival(opened, t.cart)
    expect(new URL(page.url()).pathname).toBe(`${prefix}/payment/cart-summary`)
    expect(await totals(page)).toEqual({
      subtotal: t.money(t.figures[6000]),
      vat: t.money(t.figures[780]),
      total: t.money(t.figures[6780]),
    })
    await expectAccessible(page)

    // Post Job decides on the user as the purchase left them.
    const userAfter = page.waitForResponse(
      (response) => response.url().endsWith('/bff/user') && response.ok(),
    )
    await page.getByRole('button', { name: t.pay }).click()
    await expectArrival(opened, t.paid)
    expect(new URL(page.url()).pathname).toBe(`${prefix}/payment/success`)
    await expect(page.getByTestId('order-number').textContent()).resolves.toMatch(t.orderNumber)
    await expect(page.getByTestId('cart-total').textContent()).resolves.toBe(
      t.money(t.figures[6780]),
    )
    await expectAccessible(page)
    expect(await purchasedPosts(page)).toBe(3)

    // A reload reads the same order again and pays nothing more.
    const number = await page.getByTestId('order-number').textContent()
    await reloadPage(page)
    await expectArrival(opened, t.paid)
    await expect(page.getByTestId('order-number').textContent()).resolves.toBe(number)
    expect(await purchasedPosts(page)).toBe(3)

    await userAfter
    await page.getByRole('main').getByTestId('post-job').click()
    await page.waitForURL((url) => url.pathname === `${prefix}/job/post`)
    await page.getByRole('dialog', { name: new RegExp(t.postAJob) }).waitFor()
    await opened.context.close()
  })

  it('a hiring package shows its job seekers; the failure outcome keeps the cart', async () => {
    const opened = await freshEmployer(browser, lang)
    const { page } = opened
    for (const username of ['sita-sharma', 'hari-adhikari']) {
      await api(page, 'POST', '/api/v1/payment/hiring-package/jobseekers', { username })
    }
    const { package: pkg } = await api<{ package: { id: number } }>(
      page,
      'POST',
      '/api/v1/payment/hiring-package/payment-package/',
      {},
    )
    await api(page, 'POST', '/api/v1/payment/wishlist-item/', { package: pkg.id })
    const names = (
      await api<{ hiring_package: { jobseeker: { full_name: string } }[] }>(
        page,
        'GET',
        '/api/v1/payment/hiring-package/jobseekers',
      )
    ).hiring_package.map((entry) => entry.jobseeker.full_name)

    // The demo gateway refuses when the cart's address asks it to (docs/hiring-funnel.md).
    await visit(page, `${prefix}/payment/cart-summary?outcome=failure`)
    await expectArrival(opened, t.cart)
    const line = page.getByTestId('cart-line')
    await expect(line.textContent()).resolves.toContain(t.contacts)
    for (const name of names) await line.getByRole('link', { name }).waitFor()
    expect(await totals(page)).toEqual({
      subtotal: t.money(t.figures[1000]),
      vat: t.money(t.figures[130]),
      total: t.money(t.figures[1130]),
    })
    await expectAccessible(page)
    // On a 390 px phone the cart fits the screen's width.
    await page.setViewportSize({ width: 390, height: 844 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

    await page.getByRole('button', { name: t.pay }).click()
    await expectArrival(opened, t.failed)
    expect(new URL(page.url()).pathname).toBe(`${prefix}/payment/failure`)
    await expect(page.getByTestId('failure-reason').textContent()).resolves.toMatch(t.declined)
    // Said once, beside the amount that was not charged.
    const alert = (await page.getByRole('main').getByRole('alert').innerText()).split(
      t.nothingCharged,
    )
    expect(alert).toHaveLength(2)
    await expect(page.getByTestId('failure-amount').textContent()).resolves.toBe(
      t.amount(t.money(t.figures[1130])),
    )
    await expectAccessible(page)

    await page.getByRole('link', { name: t.tryAgain }).click()
    await expectArrival(opened, t.cart)
    await expect(page.getByTestId('cart-line').textContent()).resolves.toContain(t.contacts)
    await opened.context.close()
  })

  it('a double click on Pay makes one order', async () => {
    const opened = await freshEmployer(browser, lang)
    const { page } = opened
    await api(page, 'POST', '/api/v1/payment/wishlist-item/', { job_price_setting: 2, quantity: 1 })
    await visit(page, `${prefix}/payment/cart-summary`)
    await expectArrival(opened, t.cart)
    const checkouts: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/payment/checkout/')) checkouts.push(request.method())
    })
    await page.getByRole('button', { name: t.pay }).dblclick()
    await expectArrival(opened, t.paid)
    expect(checkouts).toEqual(['POST'])
    // The Standard package holds 5 posts: bought once, not twice.
    expect(await purchasedPosts(page)).toBe(5)
    // Back to the cart: it is empty, and nothing more can be paid.
    await page.goBack()
    await expectArrival(opened, t.cart)
    await page.getByRole('button', { name: t.pay }).waitFor({ state: 'detached' })
    expect(await purchasedPosts(page)).toBe(5)
    await opened.context.close()
  })

  it('a visitor’s Buy opens the employer sign-in dialog', async () => {
    const opened = await visitor(browser, lang)
    const { page } = opened
    await visit(page, `${prefix}/pricing`)
    await expectArrival(opened, t.pricing)
    await expectAccessible(page)
    await pricingCard(page, t.standard).getByRole('button', { name: t.buy }).click()
    await page.getByRole('dialog', { name: t.signInDialog }).waitFor()
    await expectAccessible(page)
    await opened.context.close()
  })

  it('quantity 101 shows the field error and keeps what was typed', async () => {
    const opened = await freshEmployer(browser, lang)
    const { page } = opened
    await visit(page, `${prefix}/pricing`)
    await expectArrival(opened, t.pricing)
    const basic = pricingCard(page, t.basic)
    await basic.getByLabel(t.quantity).fill('101')
    await basic.getByRole('button', { name: t.buy }).click()
    await basic.getByText(t.quantityError).waitFor()
    expect(await basic.getByLabel(t.quantity).inputValue()).toBe(lang === 'ne' ? '१०१' : '101')
    expect(new URL(page.url()).pathname).toBe(`${prefix}/pricing`)
    await expectAccessible(page)
    await opened.context.close()
  })
})
