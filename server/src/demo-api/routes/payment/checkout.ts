import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { requireEmployer } from '../../lib/auth.js'
import { fieldErrors, notFound, parseBody, unknownIds } from '../../lib/errors.js'
import { localeOf, type Locale } from '../../lib/locale.js'
import { CONTACT_PRICE, PRICING } from '../../seed/pricing.js'
import type { DemoStore } from '../../store/store.js'
import type { Order, WishlistItem } from '../../store/activity-types.js'
import { openPackage, presentLine, presentOrder } from './packages.js'

const wishlistSchema = z.union([
  z.object({ package: z.number().int().positive() }),
  z.object({
    job_price_setting: z.number().int().positive(),
    quantity: z.number().int().min(1).max(100).default(1),
  }),
])

/** The cart (wishlist items), the demo checkout and orders. */
export function checkoutRoutes(store: DemoStore): FastifyPluginAsync {
  return async (app) => {
    const cart = (user: number, locale: Locale) => {
      const lines = store.state.wishlist.filter((l) => l.user === user)
      return {
        items: lines.map((l) => presentLine(l, locale)),
        total: lines.reduce((sum, l) => sum + l.price, 0),
        currency: 'NRs',
      }
    }

    app.post('/api/v1/payment/wishlist-item/', async (request, reply) => {
      const user = requireEmployer(store, request)
      const body = parseBody(wishlistSchema, request)
      const locale = localeOf(request)
      let line: WishlistItem
      if ('package' in body) {
        const pkg = store.state.hiring_packages.find(
          (p) => p.id === body.package && p.employer === user.id && p.status === 'ordered',
        )
        if (!pkg) throw unknownIds({ package: [body.package] })
        const existing = store.state.wishlist.find(
          (l) => l.user === user.id && l.package === pkg.id,
        )
        if (existing) return reply.code(200).send(presentLine(existing, locale))
        line = {
          id: store.nextId('wishlist'),
          user: user.id,
          package: pkg.id,
          job_price_setting: null,
          quantity: 1,
          price: pkg.entries.length * CONTACT_PRICE,
          created_at: new Date().toISOString(),
        }
      } else {
        const pricing = PRICING.find((p) => p.id === body.job_price_setting)
        if (!pricing) throw unknownIds({ job_price_setting: [body.job_price_setting] })
        line = {
          id: store.nextId('wishlist'),
          user: user.id,
          package: null,
          job_price_setting: pricing.id,
          quantity: body.quantity,
          price: pricing.price * body.quantity,
          created_at: new Date().toISOString(),
        }
      }
      store.state.wishlist.push(line)
      await store.save()
      return reply.code(201).send(presentLine(line, locale))
    })

    app.delete<{ Params: { id: string } }>(
      '/api/v1/payment/wishlist-item/:id/',
      async (request, reply) => {
        const user = requireEmployer(store, request)
        const line = store.state.wishlist.find(
          (l) => l.user === user.id && String(l.id) === request.params.id,
        )
        if (!line) throw notFound()
        store.state.wishlist = store.state.wishlist.filter((l) => l !== line)
        await store.save()
        return reply.code(204).send()
      },
    )

    app.get('/api/v1/payment/cart/', async (request) =>
      cart(requireEmployer(store, request).id, localeOf(request)),
    )

    // The demo's payment gateway: the body says how the payment ends.
    app.post('/api/v1/payment/checkout/', async (request, reply) => {
      const user = requireEmployer(store, request)
      const { outcome } = parseBody(
        z.object({ outcome: z.enum(['success', 'failure']).default('success') }),
        request,
      )
      const lines = store.state.wishlist.filter((l) => l.user === user.id)
      if (!lines.length) throw fieldErrors({ non_field_errors: 'emptyCart' })
      const order: Order = {
        id: store.nextId('orders'),
        user: user.id,
        items: lines,
        total: lines.reduce((s, l) => s + l.price, 0),
        status: outcome === 'success' ? 'paid' : 'failed',
        created_at: new Date().toISOString(),
      }
      store.state.orders.push(order)
      if (order.status === 'paid') {
        for (const line of lines) {
          const pricing = PRICING.find((p) => p.id === line.job_price_setting)
          if (pricing) user.employer.purchased_posts += pricing.job_posts * line.quantity
          const pkg = store.state.hiring_packages.find((p) => p.id === line.package)
          if (pkg) {
            pkg.status = 'paid'
            const open = openPackage(store, user.id)
            open.entries = open.entries.filter(
              (e) => !pkg.entries.some((b) => b.seeker === e.seeker),
            )
          }
        }
        store.state.wishlist = store.state.wishlist.filter((l) => l.user !== user.id)
      }
      await store.save()
      return reply.code(201).send({
        order: presentOrder(order, localeOf(request)),
        redirect: `/payment/${order.status === 'paid' ? 'success' : 'failure'}?order=${order.id}`,
      })
    })

    app.get<{ Params: { id: string } }>('/api/v1/payment/orders/:id/', async (request) => {
      const user = requireEmployer(store, request)
      const order = store.state.orders.find(
        (o) => o.user === user.id && String(o.id) === request.params.id,
      )
      if (!order) throw notFound()
      return presentOrder(order, localeOf(request))
    })
  }
}
