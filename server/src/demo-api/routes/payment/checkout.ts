import { setTimeout as sleep } from 'node:timers/promises'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { sql } from 'kysely'
import { checkoutSchema } from '@jagir/shared/schemas/cart'
import { cartTotals } from '@jagir/shared/rules/vat'
import type { Db } from '../../db/database.js'
import type { Order, PaymentMethod } from '../../db/schema.js'
import { requireEmployer } from '../../lib/auth.js'
import { fieldErrors, fillMessage, notFound, parseBody } from '../../lib/errors.js'
import { localeOf, type Locale } from '../../lib/locale.js'
import {
  demoGateway,
  GatewayUnavailable,
  type ChargeResult,
  type PaymentGateway,
  type PaymentStart,
} from '../../lib/payment-gateway.js'
import type { GatewayPayments } from './gateway-payments.js'
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

/** The gateways' names as the payer knows them. */
export const GATEWAY_NAMES: Record<PaymentMethod, Record<Locale, string>> = {
  esewa: { en: 'eSewa', ne: 'इसेवा' },
  khalti: { en: 'Khalti', ne: 'खल्ती' },
}

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
export const orderItems = (db: Db, order: number): Promise<CartLine[]> =>
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

export const orderById = (db: Db, id: number) =>
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
 * Credits a pending order, in the caller's transaction: the order paid and its tax invoice issued
 * (numbered without gaps), the job posts added to the balance, the bought hiring packages paid
 * (their contacts unlocked) and their seekers off the shortlist, and the order's lines out of the
 * cart. The order goes from `pending` to `paid` in one statement: of two credits at once (a
 * return and a late confirmation, two tabs), one does it all and the other gets undefined, and
 * credits nothing.
 */
export async function creditOrder(
  tx: Db,
  user: EmployerAccount,
  orderId: number,
  reference: string,
  seller: InvoiceSeller | null,
): Promise<Order | undefined> {
  // The employer's row first, as `claim` takes it: a checkout of the same key claiming at this
  // moment then waits for this one instead of each waiting for the other (a deadlock).
  await tx.selectFrom('employers').select('id').where('user_id', '=', user.id).forUpdate().execute()
  const paid = await tx
    .updateTable('orders')
    .set({ status: 'paid', reference })
    .where('id', '=', orderId)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst()
  if (!paid) return undefined
  const items = await orderItems(tx, orderId)
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
}

/** Paid, in one transaction (creditOrder); the order as it is now either way. */
async function fulfil(
  db: Db,
  user: EmployerAccount,
  order: Order,
  reference: string,
  seller: InvoiceSeller | null,
): Promise<Order> {
  const paid = await db
    .transaction()
    .execute((tx) => creditOrder(tx, user, order.id, reference, seller))
  return paid ?? orderById(db, order.id)
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
  payments: GatewayPayments | null = null,
  publicUrl = 'http://localhost:3000',
): FastifyPluginAsync {
  const methods = payments?.methods ?? []
  const base = publicUrl.replace(/\/+$/, '')
  /** Where each gateway sends the payer back (through the BFF's `/api/v1`, to this API). */
  const returnUrls = (method: PaymentMethod, lang: Locale) => (uuid: string) => ({
    success: `${base}/api/v1/payment/${method}/return/${lang}/`,
    failure: `${base}/api/v1/payment/esewa/failure/${uuid}/${lang}/`,
    website: `${base}/`,
  })
  return async (app) => {
    /** Gateway payments being started in this process, by order: a second click gets the same. */
    const starting = new Map<number, Promise<PaymentStart>>()
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
        ? fulfil(db, user, order, result.reference, seller)
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

    /**
     * Sends the payer to the gateway for a pending order: a new attempt, unless one is already
     * being started for it in this process (a double click gets the same form or page).
     */
    const startPayment = (order: Order, method: PaymentMethod, lang: Locale) => {
      const running = starting.get(order.id)
      if (running) return running
      const started = payments!
        .begin(order, method, returnUrls(method, lang))
        .finally(() => starting.delete(order.id))
      starting.set(order.id, started)
      return started
    }

    /** A gateway's checkout answer: the order, the pending page, and where to pay. */
    const gatewayAnswer = async (
      request: FastifyRequest,
      user: EmployerAccount,
      order: Order,
      payment: PaymentStart | null,
    ) => ({ ...(await answer(request, user, order, await orderItems(db, order.id))), payment })

    /** The gateway did not answer or refused: 503, nothing charged, the order left to retry. */
    const unavailable = (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
      if (!(error instanceof GatewayUnavailable)) throw error
      request.log.warn({ method: error.method, why: error.message }, 'payment gateway unavailable')
      const locale = localeOf(request)
      const name = GATEWAY_NAMES[error.method][locale]
      return reply
        .code(503)
        .header('retry-after', '30')
        .send({ detail: fillMessage('gatewayUnavailable', locale, { method: name }) })
    }

    /**
     * Pay again for a pending gateway order (Pay pressed again, the back button from the
     * gateway): its latest attempt is asked about first. Paid, or perhaps being paid (the
     * gateway says pending, or does not answer), and the payer goes to the pending page, never to
     * a second payment; otherwise that attempt is over and a new one starts.
     */
    const resume = async (
      request: FastifyRequest,
      reply: FastifyReply,
      user: EmployerAccount,
      order: Order,
      method: PaymentMethod,
    ) => {
      const last = await payments!.latest(order.id)
      if (last && last.status !== 'failed') {
        const verdict = await payments!.ask(last)
        if (verdict.state === 'paid' || (verdict.state === 'pending' && verdict.paying)) {
          const { order: now } = await payments!.settle(last, verdict, false)
          if (verdict.state === 'pending') await payments!.schedule(last.id, 0)
          return reply
            .code(200)
            .header('idempotent-replayed', 'true')
            .send(await gatewayAnswer(request, user, now, null))
        }
        await db
          .updateTable('payment_attempts')
          .set({ status: 'failed', checked_at: new Date() })
          .where('id', '=', last.id)
          .where('status', 'in', ['started', 'pending'])
          .execute()
      }
      const current = await orderById(db, order.id)
      if (current.status !== 'pending') {
        return reply
          .code(200)
          .header('idempotent-replayed', 'true')
          .send(await gatewayAnswer(request, user, current, null))
      }
      try {
        const payment = await startPayment(current, method, localeOf(request))
        return reply.code(200).send(await gatewayAnswer(request, user, current, payment))
      } catch (error) {
        return unavailable(request, reply, error)
      }
    }

    app.get('/api/v1/payment/methods/', async () => ({
      methods: methods.length ? methods : ['demo'],
    }))

    app.post('/api/v1/payment/checkout/', async (request, reply) => {
      const user = await requireEmployer(db, request)
      const sentKey = idempotencyKey(request)
      // Amounts in the body (`total`, `price`) are dropped: the gateway charges the cart's total.
      const { outcome, method } = parseBody(checkoutSchema, request)
      // The methods configured, and only them; none: the demo gateway, which takes no method.
      if (method ? !methods.includes(method) : methods.length > 0) {
        throw fieldErrors({ method: 'paymentMethodUnavailable' })
      }
      const key = sentKey ?? cartVersion(await cartLines(db, user.id))
      const replay = async (order: Order) => {
        if (method && order.status === 'pending') return resume(request, reply, user, order, method)
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
      if (method) {
        try {
          const payment = await startPayment(claimed.order, method, localeOf(request))
          return reply
            .code(201)
            .send(
              await gatewayAnswer(request, user, await orderById(db, claimed.order.id), payment),
            )
        } catch (error) {
          return unavailable(request, reply, error)
        }
      }
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
