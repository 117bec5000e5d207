import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { checkoutSchema } from '@jagir/shared/schemas/cart'
import { cartTotals } from '@jagir/shared/rules/vat'
import { requireEmployer } from '../../lib/auth.js'
import { fieldErrors, notFound, parseBody } from '../../lib/errors.js'
import { localeOf } from '../../lib/locale.js'
import { demoGateway, type PaymentGateway } from '../../lib/payment-gateway.js'
import { PRICING } from '../../seed/pricing.js'
import type { DemoStore } from '../../store/store.js'
import type { Order } from '../../store/activity-types.js'
import type { UserRecord } from '../../store/types.js'
import { cartLines, cartVersion } from './cart.js'
import { assertPackageVisible, openPackage, presentOrder } from './packages.js'

const KEY = /^[\w-]{1,100}$/

/** The request's `Idempotency-Key`, or undefined; a malformed one is a 400. */
function idempotencyKey(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key']
  if (value === undefined) return undefined
  if (typeof value !== 'string' || !KEY.test(value)) {
    throw fieldErrors({ non_field_errors: 'invalid' })
  }
  return value
}

/**
 * Checkout through the payment gateway, and orders. One payment per cart version: the client
 * sends the cart's `version` as `Idempotency-Key`; a paid (or still paying) order for that key
 * is answered again (200) instead of charging twice, whether the repeat is a double click, a
 * reload or the back button. A failed one lets the employer try again.
 */
export function checkoutRoutes(
  store: DemoStore,
  gateway: PaymentGateway = demoGateway,
): FastifyPluginAsync {
  return async (app) => {
    /** Charges in progress by `user:key`: a second click waits for the first one's order. */
    const paying = new Map<string, Promise<Order>>()

    /** Paid: job posts added, bought contacts unlocked, bought seekers off the shortlist. */
    const fulfil = (user: UserRecord, order: Order) => {
      for (const line of order.items) {
        const pricing = PRICING.find((p) => p.id === line.job_price_setting)
        if (pricing && user.employer) {
          user.employer.purchased_posts += pricing.job_posts * line.quantity
        }
        const pkg = store.state.hiring_packages.find((p) => p.id === line.package)
        if (pkg) {
          pkg.status = 'paid'
          const open = openPackage(store, user.id)
          open.entries = open.entries.filter((e) => !pkg.entries.some((b) => b.seeker === e.seeker))
        }
      }
      const paid = new Set(order.items.map((l) => l.id))
      store.state.wishlist = store.state.wishlist.filter((l) => !paid.has(l.id))
    }

    const charge = async (
      user: UserRecord,
      key: string,
      outcome: 'success' | 'failure' | undefined,
    ): Promise<Order> => {
      const lines = cartLines(store, user.id)
      const order: Order = {
        id: store.nextId('orders'),
        user: user.id,
        items: lines.map((l) => ({ ...l })),
        ...cartTotals(lines),
        status: 'pending',
        created_at: new Date().toISOString(),
        idempotency_key: key,
        reference: null,
        failure: null,
      }
      // Kept before the gateway answers, so that nothing can start a second charge meanwhile.
      store.state.orders.push(order)
      const result = await gateway.charge({
        orderId: order.id,
        total: order.total,
        currency: 'NRs',
        requestedOutcome: outcome,
      })
      order.reference = result.reference
      if (result.outcome === 'paid') {
        order.status = 'paid'
        fulfil(user, order)
      } else {
        order.status = 'failed'
        order.failure = result.reason
      }
      await store.save()
      return order
    }

    const answer = (request: FastifyRequest, user: UserRecord, order: Order) => ({
      order: presentOrder(store, order, localeOf(request), user),
      redirect: `/payment/${order.status === 'failed' ? 'failure' : 'success'}?order=${order.id}`,
    })

    app.post('/api/v1/payment/checkout/', async (request, reply) => {
      const user = requireEmployer(store, request)
      const sentKey = idempotencyKey(request)
      // Amounts in the body (`total`, `price`) are dropped: the gateway charges the cart's total.
      const { outcome } = parseBody(checkoutSchema, request)
      const lines = cartLines(store, user.id)
      const key = sentKey ?? cartVersion(lines)
      const done = store.state.orders.find(
        (o) => o.user === user.id && o.idempotency_key === key && o.status === 'paid',
      )
      const inFlight = paying.get(`${user.id}:${key}`)
      if (done || inFlight) {
        const order = done ?? (await inFlight!)
        return reply
          .code(200)
          .header('idempotent-replayed', 'true')
          .send(answer(request, user, order))
      }
      if (!lines.length) throw fieldErrors({ non_field_errors: 'emptyCart' })
      if (key !== cartVersion(lines)) throw fieldErrors({ non_field_errors: 'cartChanged' })
      // A seeker who hid the profile after being put in a package cannot be bought.
      for (const line of lines) {
        const pkg = store.state.hiring_packages.find((p) => p.id === line.package)
        if (pkg) assertPackageVisible(store, user, pkg)
      }
      const attempt = charge(user, key, outcome)
      paying.set(`${user.id}:${key}`, attempt)
      try {
        return reply.code(201).send(answer(request, user, await attempt))
      } finally {
        paying.delete(`${user.id}:${key}`)
      }
    })

    app.get<{ Params: { id: string } }>('/api/v1/payment/orders/:id/', async (request) => {
      const user = requireEmployer(store, request)
      const order = store.state.orders.find(
        (o) => o.user === user.id && String(o.id) === request.params.id,
      )
      if (!order) throw notFound()
      return presentOrder(store, order, localeOf(request), user)
    })
  }
}
