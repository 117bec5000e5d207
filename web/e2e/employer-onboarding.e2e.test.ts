import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DEMO_PASSWORD,
  expectArrival,
  launchBrowser,
  seriousViolations,
  signInViaBff,
  reloadPage,
  visit,
} from './browser'
import { api } from './job-post-session'
import { codeIn, lastSmsTo } from './outbox'
import { freshEmployer, prefixOf, visitor, type Lang } from './payment-session'

/**
 * Issue 31: a new employer guided from sign-up to the workspace (the disabled Post Job says why
 * and links to the form; /job/post without an organisation opens the form with the product's
 * message; the form keeps a draft across a reload, carries the sign-up email, gives a website
 * https://, has a translated logo picker; saving goes to the workspace), and a purchase's order
 * history and tax invoice (VAT, PANs, the total in words in both languages), printed on one A4
 * page without the site around it. Both languages, axe on every screen, each test its own
 * employer.
 */

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const TEXT = {
  en: {
    postJob: 'Post Job',
    reason: 'Please fill up the Initial form first.',
    initialForm: 'Initial profile form not filled',
    details: 'Employer Details',
    organizationPage: 'Your organization',
    name: 'Organization name',
    industry: 'Industry',
    province: 'Province',
    district: 'District',
    address: 'Address',
    phone: 'Phone',
    email: 'Organization email (optional)',
    website: 'Website (optional)',
    employees: 'Number of employees',
    pan: 'PAN (optional)',
    logo: 'Logo (optional)',
    chooseImage: 'Choose an image',
    save: 'Save',
    orders: 'Orders',
    paid: 'Paid',
    invoice: 'Tax invoice',
    vat: 'VAT 13%',
    money: (figure: string) => `NPR ${figure}`,
    figures: { 2000: '2,000', 260: '260', 2260: '2,260' },
    words: 'Nepalese Rupees Two Thousand Two Hundred Sixty only',
    sellerPan: 'PAN: 000000000',
    buyerPan: 'PAN: 601234567',
    print: 'Print or save as PDF',
    notFound: '404 Error',
  },
  ne: {
    postJob: 'जागिर पोस्ट गर्नुहोस्',
    reason: 'कृपया पहिले सुरुको फारम भर्नुहोस्।',
    initialForm: 'सुरुको प्रोफाइल फारम भरिएको छैन',
    details: 'रोजगारदाताको विवरण',
    organizationPage: 'तपाईंको संस्था',
    name: 'संस्थाको नाम',
    industry: 'उद्योग',
    province: 'प्रदेश',
    district: 'जिल्ला',
    address: 'ठेगाना',
    phone: 'फोन',
    email: 'संस्थाको इमेल (ऐच्छिक)',
    website: 'वेबसाइट (ऐच्छिक)',
    employees: 'कर्मचारी सङ्ख्या',
    pan: 'प्यान (ऐच्छिक)',
    logo: 'लोगो (ऐच्छिक)',
    chooseImage: 'तस्बिर छान्नुहोस्',
    save: 'सुरक्षित गर्नुहोस्',
    orders: 'अर्डरहरू',
    paid: 'भुक्तानी भयो',
    invoice: 'कर बीजक',
    vat: 'भ्याट १३%',
    money: (figure: string) => `रु. ${figure}`,
    figures: { 2000: '२,०००', 260: '२६०', 2260: '२,२६०' },
    words: 'दुई हजार दुई सय साठी रुपैयाँ मात्र',
    sellerPan: 'प्यान: ०००००००००',
    buyerPan: 'प्यान: ६०१२३४५६७',
    print: 'प्रिन्ट गर्नुहोस् वा पीडीएफ बनाउनुहोस्',
    notFound: '४०४ त्रुटि',
  },
} as const

const expectAccessible = async (page: Page) => expect(await seriousViolations(page)).toEqual([])

/** A Nepali mobile number nobody has yet. */
const freshPhone = () => `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`

/**
 * A new employer signed up through the demo API with an email (the code from the development
 * outbox), then signed in: no organisation yet. Returns the email given.
 */
async function signUpWithEmail(page: Page): Promise<string> {
  let phone = freshPhone()
  let otp: string | undefined
  for (let tries = 0; !otp; tries++) {
    if (tries > 3) throw new Error(`no sign-up code for ${phone}`)
    if (tries > 0) phone = freshPhone()
    await api(page, 'POST', '/api/v1/auth/signup/send-otp/', {
      phone_number: phone,
      role: 'employer',
    })
    otp = codeIn(await lastSmsTo(phone))
  }
  const { verification_token } = await api<{ verification_token: string }>(
    page,
    'POST',
    '/api/v1/auth/signup/verify-otp/',
    { phone_number: phone, otp },
  )
  const email = `hr-${phone}@example.com.np`
  await api(page, 'POST', '/api/v1/auth/signup/set-password/', {
    phone_number: phone,
    verification_token,
    password: DEMO_PASSWORD,
    full_name: 'Onboarding Test Employer',
    email,
  })
  await signInViaBff(page, phone)
  return email
}

describe.each(['en', 'ne'] as const)('a new employer guided (%s)', (lang: Lang) => {
  const t = TEXT[lang]
  const prefix = prefixOf(lang)

  it('Post Job says why it is disabled; /job/post opens the organisation form, which keeps a draft and goes to the workspace', async () => {
    const opened = await visitor(browser, lang)
    const { page, context } = opened
    const email = await signUpWithEmail(page)

    // The disabled button, its tooltip, and right after it the reason, a button to the missing step.
    const nav = page.getByRole('navigation').first()
    const button = nav.getByRole('button', { name: t.postJob, exact: true })
    expect(await button.isDisabled()).toBe(true)
    const reason = nav.getByRole('button', { name: t.reason, exact: true })
    expect(await reason.isVisible()).toBe(true)
    expect(await button.locator('xpath=..').getAttribute('title')).toBe(t.initialForm)
    await expectAccessible(page)
    // Reached with the keyboard, it opens the details dialog with the product's message.
    await reason.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: t.details })
    await dialog.getByText(t.initialForm, { exact: true }).waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })

    // The wizard's address without an organisation: the form, told why (not "no job posts left").
    await visit(page, `${prefix}/job/post`)
    await expectArrival(opened, t.organizationPage)
    expect(new URL(page.url()).pathname).toBe(`${prefix}/signup/organization-details`)
    expect(await page.getByRole('status').filter({ hasText: t.initialForm }).count()).toBe(1)
    const form = page.getByRole('main')
    // The sign-up's email is carried into the form.
    expect(await form.getByLabel(t.email, { exact: true }).inputValue()).toBe(email)
    // The logo picker speaks the page's language and takes the keyboard's focus.
    expect(await form.getByText(t.chooseImage, { exact: true }).isVisible()).toBe(true)
    const logo = form.getByLabel(t.logo)
    await logo.focus()
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).type)).toBe(
      'file',
    )
    await expectAccessible(page)

    // What is typed survives a reload of the tab.
    const name = `Himal Traders ${Date.now()}`
    await form.getByLabel(t.name, { exact: true }).fill(name)
    await form.getByLabel(t.address, { exact: true }).fill('New Road')
    await form.getByLabel(t.website, { exact: true }).fill('www.example.com.np')
    await form.getByLabel(t.pan, { exact: true }).fill('601234567')
    await form.getByLabel(t.industry, { exact: true }).selectOption('1')
    await form.getByLabel(t.province, { exact: true }).selectOption('3')
    await form.getByLabel(t.district, { exact: true }).selectOption('27')
    await reloadPage(page)
    await expectArrival(opened, t.organizationPage)
    expect(await form.getByLabel(t.name, { exact: true }).inputValue()).toBe(name)
    expect(await form.getByLabel(t.address, { exact: true }).inputValue()).toBe('New Road')
    expect(await form.getByLabel(t.website, { exact: true }).inputValue()).toBe(
      'www.example.com.np',
    )
    expect(await form.getByLabel(t.pan, { exact: true }).inputValue()).toBe('601234567')
    await expect.poll(() => form.getByLabel(t.district, { exact: true }).inputValue()).toBe('27')
    expect(await form.getByLabel(t.industry, { exact: true }).inputValue()).toBe('1')

    // Saved: on to the workspace; the website was given https://; the draft is gone.
    await form.getByLabel(t.employees, { exact: true }).selectOption('1-10')
    await form.getByRole('button', { name: t.save, exact: true }).click()
    await page.waitForURL((url) => url.pathname === `${prefix}/employer/profile/me`)
    const { user } = await api<{ user: { related_organizations: { id: number }[] } }>(
      page,
      'GET',
      '/bff/user',
    )
    const org = await api<{ website: string; name: string }>(
      page,
      'GET',
      `/api/v1/organizations/${user.related_organizations[0]!.id}/`,
    )
    expect(org).toMatchObject({ name, website: 'https://www.example.com.np' })
    const kept = await page.evaluate(() =>
      Object.keys(sessionStorage).filter((key) => key.includes('organization')),
    )
    expect(kept).toEqual([])
    await expectAccessible(page)
    expect(opened.errors).toEqual([])
    await context.close()
  })

  it('a purchase shows in the order history, with a tax invoice that prints on one A4 page', async () => {
    const opened = await freshEmployer(browser, lang)
    const { page, context } = opened
    const me = await api<{ user: { related_organizations: { name: string }[] } }>(
      page,
      'GET',
      '/bff/user',
    )
    const orgName = me.user.related_organizations[0]!.name
    await api(page, 'PUT', '/api/v1/employer/organization/', {
      name: orgName,
      category: 1,
      district: 27,
      address: 'New Road',
      phone_number: '01-5550100',
      employees: '1-10',
      pan: '601234567',
    })
    await api(page, 'POST', '/api/v1/payment/wishlist-item/', { job_price_setting: 1, quantity: 1 })
    const { order } = await api<{ order: { id: number } }>(
      page,
      'POST',
      '/api/v1/payment/checkout/',
      {},
    )

    await visit(page, `${prefix}/employer/profile/me?tab=orders`)
    await page.getByRole('main').getByRole('heading', { level: 2, name: t.orders }).waitFor()
    const row = page.getByTestId('order-row').first()
    await row.getByText(t.paid, { exact: true }).waitFor()
    await expectAccessible(page)
    await row.getByTestId('invoice-link').click()

    await expectArrival(opened, t.invoice)
    expect(new URL(page.url()).pathname).toBe(`${prefix}/payment/invoice/${order.id}`)
    const invoice = page.getByTestId('invoice')
    expect(await page.getByTestId('invoice-taxable').innerText()).toBe(t.money(t.figures[2000]))
    expect(await invoice.getByRole('row', { name: t.vat }).isVisible()).toBe(true)
    expect(await page.getByTestId('invoice-vat').innerText()).toBe(t.money(t.figures[260]))
    expect(await page.getByTestId('invoice-total').innerText()).toBe(t.money(t.figures[2260]))
    const words = await page.getByTestId('invoice-words').innerText()
    expect(words).toContain(TEXT.en.words)
    expect(words).toContain(TEXT.ne.words)
    expect(await page.getByTestId('invoice-seller').innerText()).toContain(t.sellerPan)
    const buyer = await page.getByTestId('invoice-buyer').innerText()
    expect(buyer).toContain(orgName)
    expect(buyer).toContain(t.buyerPan)
    await expectAccessible(page)

    // Printed: the invoice alone, on one A4 page.
    const printButton = page.getByRole('button', { name: t.print })
    expect(await printButton.isVisible()).toBe(true)
    await page.emulateMedia({ media: 'print' })
    expect(await page.locator('.site-navbar').isVisible()).toBe(false)
    expect(await page.locator('.site-footer').isVisible()).toBe(false)
    expect(await printButton.isVisible()).toBe(false)
    expect(await invoice.isVisible()).toBe(true)
    const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true })
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).toHaveLength(1)
    await page.emulateMedia({ media: 'screen' })

    // Another employer's order is no invoice of theirs: the 404 page.
    const other = await freshEmployer(browser, lang)
    await visit(other.page, `${prefix}/payment/invoice/${order.id}`)
    await expectArrival(other, t.notFound)
    await other.context.close()
    expect(opened.errors).toEqual([])
    await context.close()
  })
})
