import request from 'supertest'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { startStack, type Stack } from './stack.js'

/**
 * Issue 14: the cart's totals, one order per cart version however often Pay is pressed, and bad
 * input answered with field errors (never a 500, never a charge).
 */

let stack: Stack
let employer: string
beforeAll(async () => {
  stack = await startStack()
  employer = await stack.signIn('employer@jagir.demo')
})
afterAll(async () => {
  await stack.close()
})

interface CartBody {
  items: { id: number; kind: string; quantity: number; price: number }[]
  subtotal: number
  vat: number
  total: number
  version: string
}
const cart = async (cookie = employer) =>
  (await stack.call('get', '/api/v1/payment/cart/', cookie)).body as CartBody
const emptyCart = async () => {
  for (const item of (await cart()).items) {
    await stack.call('delete', `/api/v1/payment/wishlist-item/${item.id}/`, employer)
  }
}
const addPosts = (job_price_setting: number, quantity: unknown, extra: object = {}) =>
  stack.call('post', '/api/v1/payment/wishlist-item/', employer, {
    job_price_setting,
    quantity,
    ...extra,
  })
const checkout = (key: string | null, body: object = {}, cookie = employer) => {
  let req = request(stack.bff.server)
    .post('/api/v1/payment/checkout/')
    .set('cookie', cookie)
    .set('x-csrf', '1')
  if (key !== null) req = req.set('idempotency-key', key)
  return req.send(body)
}
/** How many orders the demo API holds (all employers'). */
const orders = async () =>
  (
    await stack.demo.demoDb
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow()
  ).count
const postsLeft = async () =>
  (await stack.call('get', '/api/v1/employer/overview/', employer)).body.job_posts_left
    .purchased as number

describe('the cart', () => {
  it('prices job posts by quantity, merges a second buy, and totals with 13 % VAT apart', async () => {
    await emptyCart()
    expect((await addPosts(1, 3)).status).toBe(201)
    const merged = await addPosts(1, 2)
    expect(merged.status).toBe(200)
    expect(merged.body).toMatchObject({ quantity: 5, price: 10000 })
    expect(await cart()).toMatchObject({ subtotal: 10000, vat: 1300, total: 11300 })
    const [line] = (await cart()).items
    const changed = await stack.call(
      'patch',
      `/api/v1/payment/wishlist-item/${line!.id}/`,
      employer,
      { quantity: 3 },
    )
    expect(changed.body).toMatchObject({ quantity: 3, price: 6000 })
    expect(await cart()).toMatchObject({ subtotal: 6000, vat: 780, total: 6780 })
  })

  it('the version changes with the cart', async () => {
    await emptyCart()
    await addPosts(2, 1)
    const before = (await cart()).version
    const [line] = (await cart()).items
    await stack.call('patch', `/api/v1/payment/wishlist-item/${line!.id}/`, employer, {
      quantity: 2,
    })
    expect((await cart()).version).not.toBe(before)
  })
})

describe('bad input', () => {
  it('quantity 0 or 101: 400 with the field error in the request language; the cart kept', async () => {
    await emptyCart()
    await addPosts(1, 1)
    const zero = await addPosts(1, 0)
    expect(zero.status).toBe(400)
    expect(zero.body).toEqual({ quantity: ['Ensure this value is greater than or equal to 1.'] })
    const many = await stack.call(
      'post',
      '/api/v1/payment/wishlist-item/',
      employer.replace('locale=en', 'locale=ne'),
      { job_price_setting: 1, quantity: 101 },
    )
    expect(many.status).toBe(400)
    expect(many.body.quantity[0]).toMatch(/१००/)
    const [line] = (await cart()).items
    const patched = await stack.call(
      'patch',
      `/api/v1/payment/wishlist-item/${line!.id}/`,
      employer,
      { quantity: 101 },
    )
    expect(patched.status).toBe(400)
    expect(Object.keys(patched.body)).toEqual(['quantity'])
    expect((await cart()).items).toMatchObject([{ quantity: 1, price: 2000 }])
    // Merging past the limit is refused the same way.
    expect((await addPosts(1, 100)).body).toEqual({
      quantity: ['Ensure this value is less than or equal to 100.'],
    })
    for (const body of [{ quantity: 'lots' }, { quantity: null }, {}]) {
      const res = await stack.call('post', '/api/v1/payment/wishlist-item/', employer, {
        job_price_setting: 1,
        ...body,
      })
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(Object.keys(res.body)).toEqual(['quantity'])
    }
  })

  it('a tampered amount is ignored: the server prices the line and the checkout', async () => {
    await emptyCart()
    const line = await addPosts(1, 2, { price: 1, total: 1, unit_price: 1 })
    expect(line.body).toMatchObject({ quantity: 2, price: 4000 })
    const before = await postsLeft()
    const paid = await checkout(null, { total: 1, price: 1, amount: 1 })
    expect(paid.status).toBe(201)
    expect(paid.body.order).toMatchObject({ status: 'paid', subtotal: 4000, vat: 520, total: 4520 })
    expect(await postsLeft()).toBe(before + 2)
  })

  it('a line that no longer exists: 404; a hiring package has no quantity to change', async () => {
    await emptyCart()
    expect(
      (await stack.call('patch', '/api/v1/payment/wishlist-item/99999/', employer, { quantity: 2 }))
        .status,
    ).toBe(404)
    expect(
      (await stack.call('delete', '/api/v1/payment/wishlist-item/99999/', employer)).status,
    ).toBe(404)
    // Past the ids' range: not found, never a database error.
    const huge = '99999999999'
    const past = [
      await stack.call('patch', `/api/v1/payment/wishlist-item/${huge}/`, employer, {
        quantity: 2,
      }),
      await stack.call('delete', `/api/v1/payment/wishlist-item/${huge}/`, employer),
      await stack.call('get', `/api/v1/payment/orders/${huge}/`, employer),
    ]
    expect(past.map((res) => res.status)).toEqual([404, 404, 404])
    const pkg = await stack.call(
      'post',
      '/api/v1/payment/hiring-package/payment-package/',
      employer,
      { jobseekers: ['sita-sharma'] },
    )
    const line = await stack.call('post', '/api/v1/payment/wishlist-item/', employer, {
      package: pkg.body.package.id,
    })
    expect(line.body).toMatchObject({
      kind: 'hiring_package',
      jobseekers: [{ username: 'sita-sharma', full_name: expect.any(String) }],
    })
    const fixed = await stack.call(
      'patch',
      `/api/v1/payment/wishlist-item/${line.body.id}/`,
      employer,
      { quantity: 2 },
    )
    expect(fixed.status).toBe(400)
    expect(fixed.body.quantity).toHaveLength(1)
  })

  it('checkout without a cart: 400 and nothing charged', async () => {
    await emptyCart()
    const count = await orders()
    const res = await checkout(null)
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ non_field_errors: ['Your cart is empty.'] })
    expect(await orders()).toBe(count)
    expect((await checkout('not a key!')).status).toBe(400)
  })

  it('a key of a cart that changed since: 400, nothing charged', async () => {
    await emptyCart()
    await addPosts(1, 1)
    const old = (await cart()).version
    await addPosts(2, 1)
    const count = await orders()
    const res = await checkout(old)
    expect(res.status).toBe(400)
    expect(res.body.non_field_errors[0]).toMatch(/cart changed/)
    expect(await orders()).toBe(count)
  })
})

describe('one order per cart version', () => {
  it('a double click (two checkouts at once) creates one order and charges once', async () => {
    await emptyCart()
    await addPosts(2, 1)
    const { version } = await cart()
    const before = await postsLeft()
    const count = await orders()
    const [first, second] = await Promise.all([checkout(version), checkout(version)])
    expect([first.status, second.status].sort()).toEqual([200, 201])
    expect(first.body.order.id).toBe(second.body.order.id)
    expect(await orders()).toBe(count + 1)
    expect(await postsLeft()).toBe(before + 5)
  })

  // Two connections are needed to hold the employer's row while checkouts wait: PostgreSQL only.
  it.runIf(inject('databaseUrl'))(
    'a checkout that waited while the same key was claimed and paid answers that order, not "empty cart"',
    async () => {
      await emptyCart()
      await addPosts(1, 1)
      const { version } = await cart()
      const db = stack.demo.demoDb
      const user = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'employer@jagir.demo')
        .executeTakeFirstOrThrow()
      let release!: () => void
      const released = new Promise<void>((resolve) => (release = resolve))
      let locked!: () => void
      const holding = new Promise<void>((resolve) => (locked = resolve))
      // Another checkout of this key, as far as it goes: it holds the employer's row, makes the
      // order, pays it and empties the cart, while the two below have found no order yet and wait.
      const other = db.transaction().execute(async (tx) => {
        await tx
          .selectFrom('employers')
          .select('id')
          .where('user_id', '=', user.id)
          .forUpdate()
          .execute()
        locked()
        await released
        await tx
          .insertInto('orders')
          .values({
            user_id: user.id,
            subtotal: 2000,
            vat: 260,
            total: 2260,
            status: 'paid',
            idempotency_key: version,
            reference: 'held-by-the-test',
          })
          .execute()
        await tx.deleteFrom('wishlist').where('user_id', '=', user.id).execute()
      })
      await holding
      const waiting = Promise.all([checkout(version), checkout(version)])
      // Both are waiting for the row (their first look found no order for the key).
      await expect
        .poll(
          async () =>
            (
              await sql<{ waiting: number }>`select count(*)::int as waiting from pg_stat_activity
                where wait_event_type = 'Lock' and query ilike '%"employers"%for update%'`.execute(
                db,
              )
            ).rows[0]!.waiting,
          { timeout: 10_000 },
        )
        .toBeGreaterThanOrEqual(2)
      release()
      await other
      const answers = await waiting
      expect(answers.map((res) => res.status)).toEqual([200, 200])
      expect(answers.map((res) => res.body.order.status)).toEqual(['paid', 'paid'])
    },
  )

  it('paying again later (reload, back button) answers the same order', async () => {
    await emptyCart()
    await addPosts(1, 3)
    const { version } = await cart()
    const paid = await checkout(version)
    expect(paid.status).toBe(201)
    const count = await orders()
    const again = await checkout(version)
    expect(again.status).toBe(200)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.body).toEqual(paid.body)
    expect(await orders()).toBe(count)
    const read = await stack.call('get', `/api/v1/payment/orders/${paid.body.order.id}/`, employer)
    expect(read.body).toMatchObject({ id: paid.body.order.id, status: 'paid', total: 6780 })
    expect(read.body.items).toMatchObject([{ kind: 'job_posts', quantity: 3, price: 6000 }])
  })

  it('a failed payment keeps the cart, says why, and may be tried again', async () => {
    await emptyCart()
    await addPosts(1, 1)
    const { version } = await cart()
    const failed = await checkout(version, { outcome: 'failure' })
    expect(failed.status).toBe(201)
    expect(failed.body.order).toMatchObject({
      status: 'failed',
      failure_reason: expect.stringMatching(/declined/),
      reference: expect.stringMatching(/^DEMO-/),
    })
    expect(failed.body.redirect).toBe(`/payment/failure?order=${failed.body.order.id}`)
    expect((await cart()).items).toHaveLength(1)
    const retried = await checkout(version)
    expect(retried.status).toBe(201)
    expect(retried.body.order.id).not.toBe(failed.body.order.id)
    expect(retried.body.order.status).toBe('paid')
    expect((await cart()).items).toHaveLength(0)
  })

  it("another employer's key is theirs alone", async () => {
    await emptyCart()
    await addPosts(1, 1)
    const { version } = await cart()
    await checkout(version)
    const bonus = await stack.signIn('bonus@jagir.demo')
    const res = await checkout(version, {}, bonus)
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ non_field_errors: ['Your cart is empty.'] })
  })
})
