import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ESEWA_TEST_MERCHANT,
  KHALTI_TEST_KEY,
  startFakeEsewa,
  startFakeKhalti,
  type FakeEsewa,
  type FakeKhalti,
} from '../../server/test/helpers/fake-gateways'
import {
  expectArrival,
  launchBrowser,
  seriousViolations,
  type OpenPage,
  reloadPage,
  visit,
} from './browser'
import { startAppServer, type AppServer } from './global-setup'
import { api } from './job-post-session'
import { freshEmployer, PAY_LABELS, prefixOf, purchasedPosts, type Lang } from './payment-session'

/**
 * Issue 32: paying at eSewa and Khalti from the cart, in both languages. The app runs with both
 * merchants configured against loopback fakes (server/test/helpers/fake-gateways.ts) whose pages
 * have Pay and Cancel buttons: the browser really posts eSewa's signed form, goes to Khalti's
 * payment page, and comes back to the success or failure page; axe on our pages.
 */

let browser: Browser
let esewa: FakeEsewa
let khalti: FakeKhalti
let app: AppServer
beforeAll(async () => {
  ;[browser, esewa, khalti] = await Promise.all([
    launchBrowser(),
    startFakeEsewa(),
    startFakeKhalti(),
  ])
  app = await startAppServer({
    ESEWA_PRODUCT_CODE: ESEWA_TEST_MERCHANT.productCode,
    ESEWA_SECRET_KEY: ESEWA_TEST_MERCHANT.secretKey,
    ESEWA_FORM_URL: esewa.formUrl,
    ESEWA_STATUS_URL: esewa.statusUrl,
    KHALTI_SECRET_KEY: KHALTI_TEST_KEY,
    KHALTI_API_URL: khalti.apiUrl,
  })
}, 120_000)
afterAll(async () => {
  await app?.stop()
  await Promise.all([browser?.close(), esewa?.close(), khalti?.close()])
})

const LABELS = {
  en: {
    how: 'How would you like to pay?',
    esewa: 'eSewa',
    khalti: 'Khalti',
    pending: 'We are waiting for the payment service to confirm your payment',
    canceled: 'The payment was cancelled at the payment service.',
    invoice: 'Tax invoice',
  },
  ne: {
    how: 'कसरी भुक्तानी गर्न चाहनुहुन्छ?',
    esewa: 'इसेवा',
    khalti: 'खल्ती',
    pending: 'भुक्तानी सेवाले तपाईंको भुक्तानी पुष्टि गर्ने प्रतीक्षामा छौँ',
    canceled: 'भुक्तानी सेवामा भुक्तानी रद्द गरियो।',
    invoice: 'कर बीजक',
  },
} as const

const expectAccessible = async (page: Page) => expect(await seriousViolations(page)).toEqual([])

/** A new employer of this file's server with three Basic job posts in the cart, on the cart. */
async function employerWithCart(lang: Lang): Promise<OpenPage> {
  const opened = await freshEmployer(browser, lang, app.baseUrl)
  await api(opened.page, 'POST', '/api/v1/payment/wishlist-item/', {
    job_price_setting: 1,
    quantity: 3,
  })
  await visit(opened.page, `${prefixOf(lang)}/payment/cart-summary`)
  await expectArrival(opened, PAY_LABELS[lang].cart)
  return opened
}

describe.each(['en', 'ne'] as const)('paying at eSewa and Khalti (%s)', (lang: Lang) => {
  const t = PAY_LABELS[lang]
  const g = LABELS[lang]
  const prefix = prefixOf(lang)

  it('eSewa: the cart offers both, Pay posts the signed form, eSewa sends the payer back paid', async () => {
    const opened = await employerWithCart(lang)
    const { page } = opened
    const methods = page.getByRole('group', { name: g.how })
    await expect(methods.getByRole('radio', { name: g.esewa }).isChecked()).resolves.toBe(true)
    await expect(methods.getByRole('radio', { name: g.khalti }).isVisible()).resolves.toBe(true)
    await expectAccessible(page)

    await page.getByRole('button', { name: t.pay }).click()
    await page.getByRole('heading', { level: 1, name: 'eSewa' }).waitFor()
    expect(page.url()).toBe(esewa.formUrl)
    const posted = esewa.requests.filter((r) => r.path === '/api/epay/main/v2/form').at(-1)!
    const form = new URLSearchParams(posted.body)
    expect(form.get('total_amount')).toBe('6780')
    expect(form.get('success_url')).toBe(`${app.baseUrl}/api/v1/payment/esewa/return/${lang}/`)
    expect(posted.body).not.toContain(encodeURIComponent(ESEWA_TEST_MERCHANT.secretKey))

    await page.getByRole('button', { name: 'Pay' }).click()
    await expectArrival(opened, t.paid)
    expect(new URL(page.url()).pathname).toBe(`${prefix}/payment/success`)
    await page.getByRole('link', { name: g.invoice }).waitFor()
    await expectAccessible(page)
    expect(await purchasedPosts(page)).toBe(3)
    // The browser's back button to the return address: nothing is credited twice.
    await reloadPage(page)
    await expectArrival(opened, t.paid)
    expect(await purchasedPosts(page)).toBe(3)
    await opened.context.close()
  })

  it('Khalti: cancelled lands on the failure page with the reason; a retry pays', async () => {
    const opened = await employerWithCart(lang)
    const { page } = opened
    await page.getByRole('group', { name: g.how }).getByRole('radio', { name: g.khalti }).check()
    await page.getByRole('button', { name: t.pay }).click()
    await page.getByRole('heading', { level: 1, name: 'Khalti' }).waitFor()
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expectArrival(opened, t.failed)
    expect(new URL(page.url()).pathname).toBe(`${prefix}/payment/failure`)
    await expect(page.getByTestId('failure-reason').textContent()).resolves.toBe(g.canceled)
    await expectAccessible(page)
    expect(await purchasedPosts(page)).toBe(0)

    await page.getByRole('link', { name: t.tryAgain }).click()
    await expectArrival(opened, t.cart)
    await page.getByRole('group', { name: g.how }).getByRole('radio', { name: g.khalti }).check()
    await page.getByRole('button', { name: t.pay }).click()
    await page.getByRole('heading', { level: 1, name: 'Khalti' }).waitFor()
    await page.getByRole('button', { name: 'Pay' }).click()
    await expectArrival(opened, t.paid)
    expect(await purchasedPosts(page)).toBe(3)
    await opened.context.close()
  })

  it('pending at eSewa: the employer sees pending, and Pay again once it completes credits it once', async () => {
    const opened = await employerWithCart(lang)
    const { page } = opened
    await page.getByRole('button', { name: t.pay }).click()
    await page.getByRole('heading', { level: 1, name: 'eSewa' }).waitFor()
    const uuid = new URLSearchParams(
      esewa.requests.filter((r) => r.path === '/api/epay/main/v2/form').at(-1)!.body,
    ).get('transaction_uuid')!
    esewa.payOutcome = 'PENDING'
    try {
      await page.getByRole('button', { name: 'Pay' }).click()
      await expectArrival(opened, g.pending)
    } finally {
      esewa.payOutcome = 'COMPLETE'
    }
    await page.getByTestId('payment-pending').waitFor()
    await expectAccessible(page)
    expect(await purchasedPosts(page)).toBe(0)

    // eSewa completes it; the employer, back in the cart, presses Pay again: the server asks
    // eSewa about the pending payment first, and credits it instead of charging again.
    esewa.transactions.get(uuid)!.status = 'COMPLETE'
    const forms = esewa.requests.filter((r) => r.path === '/api/epay/main/v2/form').length
    await visit(page, `${prefix}/payment/cart-summary`)
    await page.getByRole('button', { name: t.pay }).click()
    await expectArrival(opened, t.paid)
    expect(esewa.requests.filter((r) => r.path === '/api/epay/main/v2/form').length).toBe(forms)
    expect(await purchasedPosts(page)).toBe(3)
    await opened.context.close()
  })
})
