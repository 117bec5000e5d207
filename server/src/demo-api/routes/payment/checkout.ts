import { setTimeout as sleep } from 'node:timers/promises'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { sql } from 'kysely'
import { checkoutSchema } from '@jagir/shared/schemas/cart'
import { cartTotals } from '@jagir/shared/rules/vat'
import type { Db } from '../../db/database.js'
import type { Order } from '../../db/schema.js'
import { requireEmployer } from '../../lib/auth.js'
import { fieldErrors, notFound, parseBody } from '../../lib/errors.js'
import { localeOf } from '../../lib/locale.js'
import { demoGateway, type ChargeResult, type PaymentGateway } from '../../lib/payment-gateway.js'
import { pathId } from '../../lib/query.js'
import { PRICING } from '../../seed/pricing.js'
import { cartLines, cartVersion } from './cart.js'
import { issueInvoice, type InvoiceSeller } from './invoices.js'
import {
  assertPackagesVisible,
  packagesOf,
  presentOrder,
  type CartLine,
  type EmployerAccount,
} from './packages.js'

const KEY = /^[\w-]{1,100}$/

/** How often, and how many times, a repeated checkout reads again an order another server is charging. */
const WAIT_MS = 100
const WAIT_TRIES = 100

/** The request's `Idempotency-Key`, or undefined; a malformed one is a 400. */
function idempotencyKey(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key']
  if (value === undefined) return undefined
  if (typeof value !== 'string' || !KEY.test(value)) {
    throw fieldErrors({ non_field_errors: 'invalid' })
  }
  return value
}

/** The lines an order was made of, as they were in the cart. */
const orderItems = (db: Db, order: number): Promise<CartLine[]> =>
  db
    .selectFrom('order_items')
    .select(['id', 'package', 'job_price_setting', 'quantity', 'price'])
    .where('order_id', '=', order)
    .orderBy('id')
    .execute()

/** The employer's order paying (or paid for) this cart version, if any. */
const orderWithKey = (db: Db, user: number, key: string) =>
  db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', user)
    .where('idempotency_key', '=', key)
    .executeTakeFirst()

const orderById = (db: Db, id: number) =>
  db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

/** Job posts the lines buy. */
const postsIn = (items: readonly CartLine[]) =>
  items.reduce(
    (sum, line) =>
      sum + (PRICING.find((p) => p.id === line.job_price_setting)?.job_posts ?? 0) * line.quantity,
    0,
  )

/**
 * Takes the cart version for a new order: in one transaction, the cart is read (holding the
 * employer's row, so no line is added meanwhile), checked, and copied into a pending order and
 * its items. The order keeps the key, which is unique per employer: of two checkouts at once
 * with the same key, one makes the order and the other gets undefined (and answers that order),
 * however far the first has gone by the time the second holds the row.
 */
function claim(db: Db, user: EmployerAccount, key: string) {
  return db.transaction().execute(async (tx) => {
    await tx
      .selectFrom('employers')
      .select('id')
      .where('user_id', '=', user.id)
      .forUpdate()
      .execute()
    // A checkout of the same key may have claimed, and even paid (emptying the cart), while this
    // one waited for the row: its order is the answer, not "the cart is empty".
    if (await orderWithKey(tx, user.id, key)) return undefined
    const lines = await cartLines(tx, user.id)
    if (!lines.length) throw fieldErrors({ non_field_errors: 'emptyCart' })
    if (key !== cartVersion(lines)) throw fieldErrors({ non_field_errors: 'cartChanged' })
    // A seeker who hid the profile after being put in a package cannot be bought.
    await assertPackagesVisible(tx, user, packagesOf(lines))
    const order = await tx
      .insertInto('orders')
      .values({ user_id: user.id, ...cartTotals(lines), status: 'pending', idempotency_key: key })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'idempotency_key'])
          .where('idempotency_key', 'is not', null)
          .doNothing(),
      )
      .returningAll()
      .executeTakeFirst()
    if (!order) return undefined
    await tx
      .insertInto('order_items')
      .values(
        lines.map((line) => ({
          order_id: order.id,
          id: line.id,
          package: line.package,
          job_price_setting: line.job_price_setting,
          quantity: line.quantity,
          price: line.price,
          created_at: line.created_at,
        })),
      )
      .execute()
    return { order, items: lines as CartLine[] }
  })
}

/**
 * Paid, in one transaction: the order paid and its tax invoice issued (numbered without gaps),
 * the job posts added to the balance, the bought hiring packages paid (their contacts unlocked)
 * and their seekers off the shortlist, and the order's lines out of the cart.
 */
function fulfil(
  db: Db,
  user: EmployerAccount,
  order: Order,
  items: readonly CartLine[],
  reference: string,
  seller: InvoiceSeller | null,
) {
  return db.transaction().execute(async (tx) => {
    // The employer's row first, as `claim` takes it: a checkout of the same key claiming at this
    // moment then waits for this one instead of each waiting for the other (a deadlock).
    await tx
      .selectFrom('employers')
      .select('id')
      .where('user_id', '=', user.id)
      .forUpdate()
      .execute()
    const paid = await tx
      .updateTable('orders')
      .set({ status: 'paid', reference })
      .where('id', '=', order.id)
      .returningAll()
      .executeTakeFirstOrThrow()
    await issueInvoice(tx, user, paid, items, seller)
    const posts = postsIn(items)
    if (posts > 0) {
      await tx
        .updateTable('employers')
        .set({ purchased_posts: sql`purchased_posts + ${posts}` })
        .where('user_id', '=', user.id)
        .execute()
    }
    const packages = packagesOf(items)
    if (packages.length) {
      await tx
        .updateTable('hiring_packages')
        .set({ status: 'paid' })
        .where('id', 'in', packages)
        .where('employer', '=', user.id)
        .execute()
      await tx
        .deleteFrom('package_entries')
        .where('package_id', 'in', (eb) =>
          eb
            .selectFrom('hiring_packages')
            .select('id')
            .where('employer', '=', user.id)
            .where('status', '=', 'open'),
        )
        .where('seeker', 'in', (eb) =>
          eb.selectFrom('package_entries').select('seeker').where('package_id', 'in', packages),
        )
        .execute()
    }
    await tx
      .deleteFrom('wishlist')
      .where('user_id', '=', user.id)
      .where(
        'id',
        'in',
        items.map((line) => line.id),
      )
      .execute()
    return paid
  })
}

/**
 * Refused: the order says why, and gives its key back, so that the employer may pay the same
 * cart again.
 */
const markFailed = (db: Db, order: Order, result: Extract<ChargeResult, { outcome: 'failed' }>) =>
  db
    .updateTable('orders')
    .set({
      status: 'failed',
      failure: result.reason,
      reference: result.reference,
      idempotency_key: null,
    })
    .where('id', '=', order.id)
    .returningAll()
    .executeTakeFirstOrThrow()

/**
 * Checkout through the payment gateway, and orders. One payment per cart version: the client
 * sends the cart's `version` as `Idempotency-Key`; a paid (or still paying) order for that key
 * is answered again (200) instead of charging twice, whether the repeat is a double click, a
 * reload or the back button. A failed one lets the employer try again.
 */
export function checkoutRoutes(
  db: Db,
  gateway: PaymentGateway = demoGateway,
  seller: InvoiceSeller | null = null,
): FastifyPluginAsync {
  return async (app) => {
    /** Charges in progress in this process, by order id: a second click waits for the first. */
    const paying = new Map<number, Promise<unknown>>()

    const charge = async (
      user: EmployerAccount,
      order: Order,
      items: readonly CartLine[],
      outcome: 'success' | 'failure' | undefined,
    ): Promise<Order> => {
      const result = await gateway.charge({
        orderId: order.id,
        total: order.total,
        currency: 'NRs',
        requestedOutcome: outcome,
      })
      return result.outcome === 'paid'
        ? fulfil(db, user, order, items, result.reference, seller)
        : markFailed(db, order, result)
    }

    /**
     * The order once its charge has ended: waited for in this process, read again until it has
     * when another server (a replica) is charging it.
     */
    const settled = async (order: Order): Promise<Order> => {
      await paying.get(order.id)?.catch(() => undefined)
      let current = await orderById(db, order.id)
      for (let tries = 0; current.status === 'pending' && tries < WAIT_TRIES; tries++) {
        await sleep(WAIT_MS)
        current = await orderById(db, order.id)
      }
      return current
    }

    const answer = async (
      request: FastifyRequest,
      user: EmployerAccount,
      order: Order,
      items: readonly CartLine[],
    ) => ({
      order: await presentOrder(db, order, items, localeOf(request), user),
      redirect: `/payment/${order.status === 'failed' ? 'failure' : 'success'}?order=${order.id}`,
    })

    app.post('/api/v1/payment/checkout/', async (request, reply) => {
      const user = await requireEmployer(db, request)
      const sentKey = idempotencyKey(request)
      // Amounts in the body (`total`, `price`) are dropped: the gateway charges the cart's total.
      const { outcome } = parseBody(checkoutSchema, request)
      const key = sentKey ?? cartVersion(await cartLines(db, user.id))
      const replay = async (order: Order) => {
        const done = await settled(order)
        return reply
          .code(200)
          .header('idempotent-replayed', 'true')
          .send(await answer(request, user, done, await orderItems(db, done.id)))
      }
      let claimed: Awaited<ReturnType<typeof claim>>
      do {
        const existing = await orderWithKey(db, user.id, key)
        if (existing) return replay(existing)
        claimed = await claim(db, user, key)
        // Taken by a checkout at the same moment: answer its order (read again at the top; it
        // may have failed meanwhile and given the key back, and then this one pays).
      } while (!claimed)
      const attempt = charge(user, claimed.order, claimed.items, outcome)
      paying.set(claimed.order.id, attempt)
      try {
        return reply.code(201).send(await answer(request, user, await attempt, claimed.items))
      } finally {
        paying.delete(claimed.order.id)
      }
    })

    app.get<{ Params: { id: string } }>('/api/v1/payment/orders/:id/', async (request) => {
      const user = await requireEmployer(db, request)
      const order = await db
        .selectFrom('orders')
        .selectAll()
        .where('user_id', '=', user.id)
        .where('id', '=', pathId(request.params.id))
        .executeTakeFirst()
      if (!order) throw notFound()
      return presentOrder(db, order, await orderItems(db, order.id), localeOf(request), user)
    })
  }
}
