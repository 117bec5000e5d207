import { createHmac } from 'node:crypto'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ESEWA_TEST_MERCHANT,
  KHALTI_TEST_KEY,
  startFakeEsewa,
  startFakeKhalti,
  type FakeEsewa,
  type FakeKhalti,
} from '../helpers/fake-gateways.js'
import { startStack, type Stack } from './stack.js'

/**
 * Issue 32: paying at eSewa and Khalti, against loopback fakes that answer as their documentation
 * describes. Every return is verified on the server (eSewa's signature, then its status API;
 * Khalti's lookup) and an order is credited exactly once, whatever arrives first; what cannot be
 * verified credits nothing.
 */

const PUBLIC = 'http://jagir.test'
let stack: Stack
let esewa: FakeEsewa
let khalti: FakeKhalti
let employer: string
let employerNe: string
/** What the API logged (info and up). */
const logs: string[] = []

beforeAll(async () => {
  ;[esewa, khalti] = await Promise.all([startFakeEsewa(), startFakeKhalti()])
  stack = await startStack({
    // The BFF knows eSewa's form address too: its pages may post a form there (CSP form-action).
    env: {
      ESEWA_PRODUCT_CODE: ESEWA_TEST_MERCHANT.productCode,
      ESEWA_SECRET_KEY: ESEWA_TEST_MERCHANT.secretKey,
      ESEWA_FORM_URL: esewa.formUrl,
      ESEWA_STATUS_URL: esewa.statusUrl,
    },
    demo: {
      logger: { level: 'info', stream: { write: (line: string) => void logs.push(line) } },
      publicUrl: PUBLIC,
      alerts: { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 },
      payments: {
        esewa: {
          ...ESEWA_TEST_MERCHANT,
          formUrl: esewa.formUrl,
          statusUrl: esewa.statusUrl,
          timeoutMs: 400,
        },
        khalti: { secretKey: KHALTI_TEST_KEY, apiUrl: khalti.apiUrl, timeoutMs: 400 },
        recheckDelaySeconds: 1,
      },
    },
  })
  employer = await stack.signIn('employer@jagir.demo')
  employerNe = employer.replace('locale=en', 'locale=ne')
})
afterAll(async () => {
  await stack?.close()
  await Promise.all([esewa?.close(), khalti?.close()])
})

interface PaymentBody {
  order: { id: number; status: string; total: number; failure_reason: string | null }
  redirect: string
  payment:
    | { method: 'esewa'; action: string; fields: Record<string, string> }
    | { method: 'khalti'; url: string }
    | null
}

const cart = async () =>
  (await stack.call('get', '/api/v1/payment/cart/', employer)).body as {
    items: { id: number }[]
    version: string
  }
/** The cart emptied, then three job posts in it (NRs 6,000 + 780 VAT = 6,780). */
const threePosts = async () => {
  for (const item of (await cart()).items) {
    await stack.call('delete', `/api/v1/payment/wishlist-item/${item.id}/`, employer)
  }
  await stack.call('post', '/api/v1/payment/wishlist-item/', employer, {
    job_price_setting: 1,
    quantity: 3,
  })
  return (await cart()).version
}
const checkout = (version: string, body: object, cookie = employer) =>
  request(stack.bff.server)
    .post('/api/v1/payment/checkout/')
    .set('cookie', cookie)
    .set('x-csrf', '1')
    .set('idempotency-key', version)
    .send(body)
const postsLeft = async () =>
  (await stack.call('get', '/api/v1/employer/overview/', employer)).body.job_posts_left
    .purchased as number
const order = async (id: number, cookie = employer) =>
  (await stack.call('get', `/api/v1/payment/orders/${id}/`, cookie)).body as PaymentBody['order']
const invoices = async (orderId: number) =>
  (
    await stack.demo.demoDb
      .selectFrom('invoices')
      .select('number')
      .where('order_id', '=', orderId)
      .execute()
  ).length
/** A gateway's way back, followed through the BFF as the browser does (no session needed). */
const back = (url: string) => request(stack.bff.server).get(url.replace(PUBLIC, ''))
/** What the browser does on eSewa's page: post the signed form, then press Pay or Cancel. */
async function atEsewa(payment: PaymentBody['payment'], button: 'pay' | 'cancel' | 'none' = 'pay') {
  if (payment?.method !== 'esewa') throw new Error('not an eSewa payment')
  const form = await fetch(payment.action, {
    method: 'POST',
    body: new URLSearchParams(payment.fields),
    redirect: 'manual',
  })
  expect(form.status).toBe(200)
  if (button === 'none') return ''
  const uuid = encodeURIComponent(payment.fields.transaction_uuid!)
  const press = await fetch(
    `${new URL(payment.action).origin}/pay/${uuid}${button === 'cancel' ? '/cancel' : ''}`,
    { method: 'POST', redirect: 'manual' },
  )
  return press.headers.get('location')!
}
/** The same at Khalti: its payment page, then Pay or Cancel. */
async function atKhalti(
  payment: PaymentBody['payment'],
  button: 'complete' | 'cancel' = 'complete',
) {
  if (payment?.method !== 'khalti') throw new Error('not a Khalti payment')
  const pidx = new URL(payment.url).searchParams.get('pidx')!
  expect((await fetch(payment.url)).status).toBe(200)
  const press = await fetch(`${new URL(payment.url).origin}/pay/${pidx}/${button}`, {
    method: 'POST',
    redirect: 'manual',
  })
  return { pidx, location: press.headers.get('location')! }
}
const until = async (check: () => Promise<boolean>, ms = 20_000) => {
  const end = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

describe('choosing how to pay', () => {
  it('the cart offers the configured gateways only, and a checkout must name one of them', async () => {
    const methods = await stack.call('get', '/api/v1/payment/methods/', employer)
    expect(methods.body).toEqual({ methods: ['esewa', 'khalti'] })
    const version = await threePosts()
    const none = await checkout(version, {})
    expect(none.status).toBe(400)
    expect(none.body).toEqual({ method: ['Choose one of the ways to pay shown in your cart.'] })
    const bad = await checkout(version, { method: 'connectips' }, employerNe)
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body)).toEqual(['method'])
    // Nothing was ordered.
    const orders = await stack.demo.demoDb.selectFrom('orders').select('id').execute()
    const pendingForKey = await stack.demo.demoDb
      .selectFrom('orders')
      .select('id')
      .where('idempotency_key', '=', version)
      .execute()
    expect(pendingForKey).toEqual([])
    expect(orders.length).toBeGreaterThanOrEqual(0)
  })
})

describe('eSewa', () => {
  it("our pages may post a form to eSewa's form address, and to no other site", async () => {
    const page = await request(stack.bff.server).get('/about')
    const policy = String(page.headers['content-security-policy'])
    expect(policy).toContain(`form-action 'self' ${new URL(esewa.formUrl).origin}`)
  })

  it('signs the form on the server, verifies the return and the status, and credits once', async () => {
    const version = await threePosts()
    const before = await postsLeft()
    const started = await checkout(version, { method: 'esewa' })
    expect(started.status).toBe(201)
    const body = started.body as PaymentBody
    expect(body.order).toMatchObject({ status: 'pending', total: 6780 })
    expect(body.payment).toMatchObject({ method: 'esewa', action: esewa.formUrl })
    const fields = (body.payment as { fields: Record<string, string> }).fields
    expect(fields).toMatchObject({
      amount: '6000',
      tax_amount: '780',
      product_service_charge: '0',
      product_delivery_charge: '0',
      total_amount: '6780',
      product_code: 'EPAYTEST',
      success_url: `${PUBLIC}/api/v1/payment/esewa/return/en/`,
      signed_field_names: 'total_amount,transaction_uuid,product_code',
    })
    expect(fields.transaction_uuid).toMatch(/^[0-9]+-[0-9a-f]+$/)
    const message = `total_amount=6780,transaction_uuid=${fields.transaction_uuid},product_code=EPAYTEST`
    expect(fields.signature).toBe(
      createHmac('sha256', ESEWA_TEST_MERCHANT.secretKey).update(message).digest('base64'),
    )
    // The secret never reaches the browser.
    expect(JSON.stringify(started.body)).not.toContain(ESEWA_TEST_MERCHANT.secretKey)

    const location = await atEsewa(body.payment)
    expect(location).toMatch(/^http:\/\/jagir\.test\/api\/v1\/payment\/esewa\/return\/en\/\?data=/)
    const landed = await back(location)
    expect(landed.status).toBe(303)
    expect(landed.headers.location).toBe(`/en/payment/success?order=${body.order.id}`)
    expect(await order(body.order.id)).toMatchObject({ status: 'paid' })
    expect(await postsLeft()).toBe(before + 3)
    expect(await invoices(body.order.id)).toBe(1)
    // The status API was asked, with the order's own amount, before anything was credited.
    expect(
      esewa.requests.filter((r) => r.path === '/api/epay/transaction/status/').at(-1)?.query,
    ).toMatchObject({
      product_code: 'EPAYTEST',
      total_amount: '6780',
      transaction_uuid: fields.transaction_uuid,
    })

    // A replayed return (a reload, the back button, a second tab) lands the same, credits nothing more.
    const again = await Promise.all([back(location), back(location)])
    for (const answer of again) {
      expect(answer.headers.location).toBe(`/en/payment/success?order=${body.order.id}`)
    }
    expect(await postsLeft()).toBe(before + 3)
    expect(await invoices(body.order.id)).toBe(1)
    // And the cart is empty: paying again finds nothing to pay.
    expect((await cart()).items).toEqual([])
  })

  it('a forged signature or a tampered amount credits nothing and asks nothing', async () => {
    const version = await threePosts()
    const before = await postsLeft()
    const body = (await checkout(version, { method: 'esewa' })).body as PaymentBody
    // At eSewa's page, not paid: whatever comes back claiming it was is not eSewa's word.
    await atEsewa(body.payment, 'none')
    const uuid = (body.payment as { fields: Record<string, string> }).fields.transaction_uuid!
    const asked = esewa.requests.length
    const forged = esewa.returnData(uuid, {}, 'not-the-merchant-key')
    const tampered = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(esewa.returnData(uuid), 'base64').toString()),
        total_amount: '10.0',
      }),
    ).toString('base64')
    for (const data of [forged, tampered, 'bm90IGpzb24=', '']) {
      const landed = await back(`/api/v1/payment/esewa/return/ne/?data=${encodeURIComponent(data)}`)
      expect(landed.status).toBe(303)
      expect(landed.headers.location).toBe('/payment/failure?reason=unverified')
    }
    expect(esewa.requests.length).toBe(asked)
    expect(await order(body.order.id)).toMatchObject({ status: 'pending' })
    expect(await postsLeft()).toBe(before)
  })

  it('a status that answers another amount is a mismatch: logged, nothing credited', async () => {
    const version = await threePosts()
    const before = await postsLeft()
    const body = (await checkout(version, { method: 'esewa' })).body as PaymentBody
    const location = await atEsewa(body.payment)
    esewa.statusAnswer = 'tampered'
    try {
      const landed = await back(location)
      expect(landed.headers.location).toBe(
        `/en/payment/failure?order=${body.order.id}&reason=unverified`,
      )
      expect(await order(body.order.id)).toMatchObject({ status: 'pending' })
      expect(await postsLeft()).toBe(before)
    } finally {
      esewa.statusAnswer = 'as-paid'
    }
    // The background re-check asks again and, once eSewa answers truly, credits it.
    await until(async () => (await order(body.order.id)).status === 'paid')
    expect(await postsLeft()).toBe(before + 3)
  })

  it('pending at eSewa: the employer sees pending, and the re-check credits it once it completes', async () => {
    const version = await threePosts()
    const before = await postsLeft()
    const body = (await checkout(version, { method: 'esewa' })).body as PaymentBody
    esewa.payOutcome = 'PENDING'
    let location: string
    try {
      location = await atEsewa(body.payment)
    } finally {
      esewa.payOutcome = 'COMPLETE'
    }
    const landed = await back(location)
    expect(landed.headers.location).toBe(`/en/payment/success?order=${body.order.id}`)
    expect(await order(body.order.id)).toMatchObject({ status: 'pending' })
    // Pay pressed again meanwhile: no second payment, the same pending order.
    const again = await checkout(version, { method: 'esewa' })
    expect(again.status).toBe(200)
    expect(again.body).toMatchObject({
      payment: null,
      order: { id: body.order.id, status: 'pending' },
    })
    const uuid = (body.payment as { fields: Record<string, string> }).fields.transaction_uuid!
    esewa.transactions.get(uuid)!.status = 'COMPLETE'
    await until(async () => (await order(body.order.id)).status === 'paid')
    expect(await postsLeft()).toBe(before + 3)
    expect(await invoices(body.order.id)).toBe(1)
  })

  it('no answer from the status API in time is pending, never paid or failed', async () => {
    const version = await threePosts()
    const before = await postsLeft()
    const body = (await checkout(version, { method: 'esewa' })).body as PaymentBody
    const location = await atEsewa(body.payment)
    esewa.statusAnswer = 'timeout'
    try {
      const landed = await back(location)
      expect(landed.headers.location).toBe(`/en/payment/success?order=${body.order.id}`)
      expect(await order(body.order.id)).toMatchObject({ status: 'pending' })
      expect(await postsLeft()).toBe(before)
    } finally {
      esewa.statusAnswer = 'as-paid'
    }
    await until(async () => (await order(body.order.id)).status === 'paid')
    expect(await postsLeft()).toBe(before + 3)
  })

  it('cancelled at eSewa: the failure page says why in both languages, and the cart is kept for a retry', async () => {
    const version = await threePosts()
    const before = await postsLeft()
    const body = (await checkout(version, { method: 'esewa' }, employerNe)).body as PaymentBody
    const location = await atEsewa(body.payment, 'cancel')
    expect(location).toMatch(/\/api\/v1\/payment\/esewa\/failure\/[0-9a-f-]+\/ne\/$/)
    const landed = await back(location)
    expect(landed.headers.location).toBe(`/payment/failure?order=${body.order.id}`)
    expect(await order(body.order.id)).toMatchObject({
      status: 'failed',
      failure_reason: 'The payment was cancelled at the payment service.',
    })
    expect((await order(body.order.id, employerNe)).failure_reason).toBe(
      'भुक्तानी सेवामा भुक्तानी रद्द गरियो।',
    )
    expect(await postsLeft()).toBe(before)
    expect((await cart()).version).toBe(version)
    // The same cart paid again: a new order, paid.
    const retry = (await checkout(version, { method: 'esewa' })).body as PaymentBody
    expect(retry.order.id).not.toBe(body.order.id)
    await back(await atEsewa(retry.payment))
    expect(await order(retry.order.id)).toMatchObject({ status: 'paid' })
    expect(await postsLeft()).toBe(before + 3)
  })
})

describe('Khalti', () => {
  it('initiates on the server in paisa, looks the pidx up on return, and credits once however many arrive', async () => {
    const version = await threePosts()
    const before = await postsLeft()
    const started = await checkout(version, { method: 'khalti' }, employerNe)
    expect(started.status).toBe(201)
    const body = started.body as PaymentBody
    const initiate = khalti.requests.filter((r) => r.path === '/api/v2/epayment/initiate/').at(-1)!
    expect(initiate.headers.authorization).toBe(`Key ${KHALTI_TEST_KEY}`)
    expect(JSON.parse(initiate.body)).toMatchObject({
      amount: 678000,
      return_url: `${PUBLIC}/api/v1/payment/khalti/return/ne/`,
      website_url: `${PUBLIC}/`,
      purchase_order_name: `Jagir order ${body.order.id}`,
    })
    expect(JSON.stringify(body)).not.toContain(KHALTI_TEST_KEY)
    expect(body.payment).toMatchObject({ method: 'khalti' })

    const { pidx, location } = await atKhalti(body.payment)
    expect(location).toContain(`${PUBLIC}/api/v1/payment/khalti/return/ne/?pidx=${pidx}`)
    // The return, a reload and the background re-check all at once: one credit.
    const landed = await Promise.all([back(location), back(location), back(location)])
    for (const answer of landed) {
      expect(answer.headers.location).toBe(`/payment/success?order=${body.order.id}`)
    }
    expect(await order(body.order.id)).toMatchObject({ status: 'paid' })
    expect(await postsLeft()).toBe(before + 3)
    expect(await invoices(body.order.id)).toBe(1)
    const lookups = khalti.requests.filter((r) => r.path === '/api/v2/epayment/lookup/')
    expect(JSON.parse(lookups.at(-1)!.body)).toEqual({ pidx })
  })

  it('another order, an unknown pidx or a tampered amount credits nothing', async () => {
    const version = await threePosts()
    const before = await postsLeft()
    const body = (await checkout(version, { method: 'khalti' })).body as PaymentBody
    const { pidx, location } = await atKhalti(body.payment)
    const otherOrder = location.replace(/purchase_order_id=[^&]+/, 'purchase_order_id=1-abc')
    expect((await back(otherOrder)).headers.location).toBe(
      `/en/payment/failure?order=${body.order.id}&reason=unverified`,
    )
    expect(
      (await back(`/api/v1/payment/khalti/return/en/?pidx=unknown${pidx}&status=Completed`)).headers
        .location,
    ).toBe('/en/payment/failure?reason=unverified')
    khalti.lookupAnswer = 'tampered'
    try {
      expect((await back(location)).headers.location).toBe(
        `/en/payment/failure?order=${body.order.id}&reason=unverified`,
      )
    } finally {
      khalti.lookupAnswer = 'as-paid'
    }
    expect(await order(body.order.id)).toMatchObject({ status: 'pending' })
    expect(await postsLeft()).toBe(before)
    // The true answer, once it comes, credits it.
    expect((await back(location)).headers.location).toBe(
      `/en/payment/success?order=${body.order.id}`,
    )
    expect(await postsLeft()).toBe(before + 3)
  })

  it('Khalti not answering: 503 in both languages, nothing charged, and a retry pays', async () => {
    const version = await threePosts()
    khalti.initiateAnswer = 'timeout'
    try {
      const en = await checkout(version, { method: 'khalti' })
      expect(en.status).toBe(503)
      expect(en.body.detail).toMatch(/^Khalti is not answering right now\. Nothing was charged/)
      const ne = await checkout(version, { method: 'khalti' }, employerNe)
      expect(ne.status).toBe(503)
      expect(ne.body.detail).toMatch(/^खल्ती ले अहिले जवाफ दिइरहेको छैन।/)
    } finally {
      khalti.initiateAnswer = 'ok'
    }
    const retry = await checkout(version, { method: 'khalti' })
    expect(retry.status).toBe(200)
    const body = retry.body as PaymentBody
    await back((await atKhalti(body.payment)).location)
    expect(await order(body.order.id)).toMatchObject({ status: 'paid' })
  })

  it('cancelled at Khalti: the failure page with the reason, the order kept for a retry', async () => {
    const version = await threePosts()
    const before = await postsLeft()
    const body = (await checkout(version, { method: 'khalti' })).body as PaymentBody
    const { location } = await atKhalti(body.payment, 'cancel')
    expect(location).toContain('status=User+canceled')
    expect((await back(location)).headers.location).toBe(
      `/en/payment/failure?order=${body.order.id}`,
    )
    expect(await order(body.order.id)).toMatchObject({
      status: 'failed',
      failure_reason: 'The payment was cancelled at the payment service.',
    })
    expect(await postsLeft()).toBe(before)
    expect((await cart()).version).toBe(version)
  })
})

describe('the logs', () => {
  it('say what was credited and what was refused, and never carry a merchant secret', () => {
    const all = logs.join('')
    expect(all).toContain('gateway payment credited')
    expect(all).toContain('gateway return not verified: nothing credited')
    expect(all).toContain('gateway payment does not match: nothing credited')
    expect(all).not.toContain(ESEWA_TEST_MERCHANT.secretKey)
    expect(all).not.toContain(KHALTI_TEST_KEY)
  })
})
