import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fiscalYearOf, invoiceNumber } from '../../src/demo-api/routes/payment/invoices.js'
import { codeSentTo } from '../helpers/outbox.js'
import { startStack, type Stack } from './stack.js'

/**
 * Issue 31: an employer's order history (their own orders only), each paid order's tax invoice
 * (VAT apart, the seller's and the buyer's PAN, kept as issued), numbered without gaps however
 * many pay at once and whatever fails; the organisation form's website and PAN at the API.
 */

let stack: Stack
beforeAll(async () => {
  stack = await startStack()
})
afterAll(async () => {
  await stack.close()
})

const PASSWORD = 'Himal@2025'
let phones = 0
/** A Nepali mobile number of this file's own (its run's pid keeps parallel files apart). */
const freshPhone = () =>
  `986${String(process.pid % 10_000).padStart(4, '0')}${String(++phones).padStart(3, '0')}`

/** A new employer signed up by phone and signed in: the Cookie header to send. */
async function newEmployer(locale: 'en' | 'ne' = 'en'): Promise<string> {
  const phone = freshPhone()
  const post = (path: string, body: object) => stack.call('post', path, undefined, body)
  expect(
    (await post('/api/v1/auth/signup/send-otp/', { phone_number: phone, role: 'employer' })).status,
  ).toBe(200)
  const otp = await codeSentTo(stack.bff, phone)
  const verified = await post('/api/v1/auth/signup/verify-otp/', { phone_number: phone, otp })
  const created = await post('/api/v1/auth/signup/set-password/', {
    phone_number: phone,
    verification_token: verified.body.verification_token,
    password: PASSWORD,
    full_name: 'Invoice Test Employer',
  })
  expect(created.status).toBe(201)
  const login = await stack.attemptSignIn(phone, PASSWORD, locale)
  expect(login.status).toBe(200)
  const raw = login.headers['set-cookie'] as unknown as string[]
  return `${raw.map((c) => c.split(';')[0]).join('; ')}; locale=${locale}`
}

const ORGANIZATION = {
  name: 'Himal Traders',
  category: 1,
  district: 27,
  address: 'New Road, Kathmandu',
  phone_number: '01-5550100',
  employees: '1-10',
}

/** A new employer with an organisation (its PAN when given). */
async function employerWithOrganization(extra: object = {}): Promise<string> {
  const cookie = await newEmployer()
  const made = await stack.call('post', '/api/v1/employer/organization/', cookie, {
    ...ORGANIZATION,
    ...extra,
  })
  expect(made.status).toBe(201)
  return cookie
}

/** Buys one Basic job post (NPR 2,000 + 13 % VAT); `failure` asks the demo gateway to decline. */
async function buy(cookie: string, outcome?: 'failure') {
  const added = await stack.call('post', '/api/v1/payment/wishlist-item/', cookie, {
    job_price_setting: 1,
    quantity: 1,
  })
  expect(added.status).toBeLessThan(300)
  const paid = await stack.call(
    'post',
    '/api/v1/payment/checkout/',
    cookie,
    outcome ? { outcome } : {},
  )
  expect(paid.status).toBe(201)
  return paid.body.order as { id: number; status: string }
}

const invoiceOf = (cookie: string, order: number) =>
  stack.call('get', `/api/v1/payment/orders/${order}/invoice/`, cookie)

/** The invoice's place in its fiscal year, from its number. */
const serialOf = (number: string) => Number(number.split('-')[1])

describe('the organisation form at the API', () => {
  it('gives a website typed without a scheme https://', async () => {
    const cookie = await newEmployer()
    const made = await stack.call('post', '/api/v1/employer/organization/', cookie, {
      ...ORGANIZATION,
      website: 'www.example.com.np',
    })
    expect(made.status).toBe(201)
    const id = made.body.related_organizations[0].id as number
    const org = await stack.call('get', `/api/v1/organizations/${id}/`, cookie)
    expect(org.body.website).toBe('https://www.example.com.np')
  })

  it('refuses a PAN that is not 9 digits with a 400 in both languages', async () => {
    for (const locale of ['en', 'ne'] as const) {
      const cookie = await newEmployer(locale)
      const refused = await stack.call('post', '/api/v1/employer/organization/', cookie, {
        ...ORGANIZATION,
        pan: '12345',
      })
      expect(refused.status).toBe(400)
      expect(refused.body).toEqual({
        pan: [locale === 'en' ? 'Ensure this field has 9 digits.' : 'यो फिल्डमा ९ अङ्क हुनुपर्छ।'],
      })
    }
  })
})

describe('orders and tax invoices', () => {
  it('lists only the employer’s own orders, newest first, with the paid ones’ invoice numbers', async () => {
    const mine = await employerWithOrganization({ pan: '300123456' })
    const other = await employerWithOrganization()
    const first = await buy(mine)
    const declined = await buy(mine, 'failure')
    expect(declined.status).toBe('failed')
    const theirs = await buy(other)

    const list = await stack.call('get', '/api/v1/payment/orders/?page=1', mine)
    expect(list.status).toBe(200)
    expect(list.body.count).toBe(2)
    expect(list.body.results.map((o: { id: number }) => o.id)).toEqual([declined.id, first.id])
    expect(list.body.results[0]).toMatchObject({ status: 'failed', invoice_number: null })
    expect(list.body.results[1]).toMatchObject({
      status: 'paid',
      subtotal: 2000,
      vat: 260,
      total: 2260,
      items: [{ kind: 'job_posts', name: 'Basic', quantity: 1 }],
    })
    expect(list.body.results[1].invoice_number).toMatch(/^\d{4}\/\d{2}-\d{6}$/)

    // Another employer's order has no invoice for this one; nor has a declined order.
    expect((await invoiceOf(mine, theirs.id)).status).toBe(404)
    expect((await invoiceOf(other, first.id)).status).toBe(404)
    expect((await invoiceOf(mine, declined.id)).status).toBe(404)
  })

  it('a paid order’s invoice: seller and buyer with PAN, lines, taxable amount, 13 % VAT, total', async () => {
    const cookie = await employerWithOrganization({ pan: '६०१२३४५६७' })
    const order = await buy(cookie)
    const invoice = await invoiceOf(cookie, order.id)
    expect(invoice.status).toBe(200)
    expect(invoice.body).toMatchObject({
      order: order.id,
      seller: { name: 'Jagir Demo Pvt. Ltd.', pan: '000000000' },
      buyer: { name: 'Himal Traders', address: 'New Road, Kathmandu', pan: '601234567' },
      lines: [{ quantity: 1, amount: 2000 }],
      taxable_amount: 2000,
      vat_rate: 13,
      vat: 260,
      total: 2260,
    })
    expect(invoice.body.lines[0].description).toMatch(/Basic/)
    const nepali = await stack.call(
      'get',
      `/api/v1/payment/orders/${order.id}/invoice/`,
      cookie.replace('locale=en', 'locale=ne'),
    )
    expect(nepali.body.lines[0].description).toMatch(/आधारभूत/)
    expect(nepali.body.number).toBe(invoice.body.number)
  })

  it('keeps what it printed when the organisation changes later', async () => {
    const cookie = await employerWithOrganization({ pan: '300123456' })
    const order = await buy(cookie)
    const changed = await stack.call('put', '/api/v1/employer/organization/', cookie, {
      ...ORGANIZATION,
      name: 'Everest Traders',
      pan: '399999999',
    })
    expect(changed.status).toBe(200)
    const invoice = await invoiceOf(cookie, order.id)
    expect(invoice.body.buyer).toMatchObject({ name: 'Himal Traders', pan: '300123456' })
  })

  it('numbers invoices without a gap when a payment fails in between', async () => {
    const cookie = await employerWithOrganization()
    const before = await buy(cookie)
    await buy(cookie, 'failure')
    const after = await buy(cookie)
    const numbers = await Promise.all(
      [before, after].map(async (o) => (await invoiceOf(cookie, o.id)).body.number as string),
    )
    // No other file pays in this stack: the next number issued is the next one.
    expect(serialOf(numbers[1]!)).toBe(serialOf(numbers[0]!) + 1)
  })

  it('gives employers paying at the same moment consecutive numbers, none twice', async () => {
    const employers = await Promise.all(Array.from({ length: 6 }, () => employerWithOrganization()))
    for (const cookie of employers) {
      await stack.call('post', '/api/v1/payment/wishlist-item/', cookie, {
        job_price_setting: 1,
        quantity: 1,
      })
    }
    const orders = await Promise.all(
      employers.map((cookie) => stack.call('post', '/api/v1/payment/checkout/', cookie, {})),
    )
    expect(orders.map((o) => o.status)).toEqual(employers.map(() => 201))
    const serials = await Promise.all(
      orders.map(async (o, i) =>
        serialOf((await invoiceOf(employers[i]!, o.body.order.id)).body.number),
      ),
    )
    const sorted = [...serials].sort((a, b) => a - b)
    expect(sorted).toEqual(sorted.map((_, i) => sorted[0]! + i))
  })
})

describe("Nepal's fiscal year on an invoice number", () => {
  it('starts on 1 Shrawan, in Nepal time', () => {
    // 1 Shrawan 2083 is 17 July 2026, which starts at 18:15 UTC on the 16th.
    expect(fiscalYearOf(new Date('2026-07-16T18:14:00Z'))).toBe('2082/83')
    expect(fiscalYearOf(new Date('2026-07-16T18:15:00Z'))).toBe('2083/84')
    expect(fiscalYearOf(new Date('2026-11-28T10:00:00Z'))).toBe('2083/84')
    expect(fiscalYearOf(new Date('2027-04-20T10:00:00Z'))).toBe('2083/84')
    // Past the calendar table the converter has: still a fiscal year, never an error.
    expect(fiscalYearOf(new Date('2099-12-01T10:00:00Z'))).toBe('2156/57')
    expect(fiscalYearOf(new Date('2099-03-01T10:00:00Z'))).toBe('2155/56')
    expect(invoiceNumber('2083/84', 1)).toBe('2083/84-000001')
  })
})
