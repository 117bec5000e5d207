import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { requireEmployer } from '../lib/auth.js'
import { fieldErrors, fillMessage, notFound, parseBody, unknownIds } from '../lib/errors.js'
import { localeOf, type Locale } from '../lib/locale.js'
import { paginate } from '../lib/query.js'
import { CONTACT_PRICE, PRICING } from '../seed/pricing.js'
import type { DemoStore } from '../store/store.js'
import type { HiringPackage, Order, WishlistItem } from '../store/activity-types.js'
import { isSeeker, presentSeekerCard, seekerByUsername } from './seekers/present.js'

const usernames = z.array(z.string().min(1)).max(100)
const wishlistSchema = z.union([
  z.object({ package: z.number().int().positive() }),
  z.object({
    job_price_setting: z.number().int().positive(),
    quantity: z.number().int().min(1).max(100).default(1),
  }),
])

/** Pricing, the server-side shortlist (hiring package), cart, demo checkout and orders. */
export function paymentRoutes(store: DemoStore): FastifyPluginAsync {
  return async (app) => {
    const openPackage = (employer: number): HiringPackage => {
      let pkg = store.state.hiring_packages.find(
        (p) => p.employer === employer && p.status === 'open',
      )
      if (!pkg) {
        pkg = {
          id: store.nextId('hiring_packages'),
          employer,
          status: 'open',
          entries: [],
          created_at: new Date().toISOString(),
        }
        store.state.hiring_packages.push(pkg)
      }
      return pkg
    }
    const presentEntries = (pkg: HiringPackage, locale: Locale) =>
      pkg.entries.flatMap((entry) => {
        const seeker = store.state.users.find((u) => u.id === entry.seeker)
        return isSeeker(seeker)
          ? [
              {
                id: entry.id,
                added_at: entry.added_at,
                jobseeker: presentSeekerCard(store, seeker, locale),
              },
            ]
          : []
      })
    const presentLine = (line: WishlistItem, locale: Locale) => {
      const pricing = PRICING.find((p) => p.id === line.job_price_setting)
      return {
        id: line.id,
        kind: pricing ? 'job_posts' : 'hiring_package',
        package: line.package,
        job_price_setting: pricing
          ? { id: pricing.id, name: pricing.name[locale], job_posts: pricing.job_posts }
          : null,
        quantity: line.quantity,
        price: line.price,
      }
    }
    const cart = (user: number, locale: Locale) => {
      const lines = store.state.wishlist.filter((l) => l.user === user)
      return {
        items: lines.map((l) => presentLine(l, locale)),
        total: lines.reduce((sum, l) => sum + l.price, 0),
        currency: 'NRs',
      }
    }
    const seekersOf = (field: string, names: string[]) => {
      const found = names.map((name) => seekerByUsername(store, name))
      const unknown = names.filter((_, i) => !found[i])
      if (unknown.length) {
        throw fieldErrors({
          [field]: (locale: Locale) =>
            unknown.map((name) => fillMessage('unknownSeeker', locale, { name })),
        })
      }
      return found.map((s) => s!)
    }

    app.get('/api/v1/payment/pricing/', async (request) => {
      const locale = localeOf(request)
      return paginate(request, PRICING, (p) => ({
        id: p.id,
        name: p.name[locale],
        description: p.description[locale],
        price: p.price,
        currency: 'NRs',
        job_posts: p.job_posts,
        duration_days: p.duration_days,
        features: p.features.map((f) => f[locale]),
      }))
    })

    app.get('/api/v1/payment/hiring-package/jobseekers', async (request) => {
      const user = requireEmployer(store, request)
      return { hiring_package: presentEntries(openPackage(user.id), localeOf(request)) }
    })

    app.post('/api/v1/payment/hiring-package/jobseekers', async (request, reply) => {
      const user = requireEmployer(store, request)
      const { username } = parseBody(z.object({ username: z.string().min(1) }), request)
      const [seeker] = seekersOf('username', [username])
      const pkg = openPackage(user.id)
      if (!pkg.entries.some((e) => e.seeker === seeker!.id)) {
        pkg.entries.push({
          id: store.nextId('package_entries'),
          seeker: seeker!.id,
          added_at: new Date().toISOString(),
        })
      }
      await store.save()
      return reply.code(201).send({ hiring_package: presentEntries(pkg, localeOf(request)) })
    })

    app.delete<{ Params: { username: string } }>(
      '/api/v1/payment/hiring-package/jobseekers/:username',
      async (request, reply) => {
        const user = requireEmployer(store, request)
        const seeker = seekerByUsername(store, request.params.username)
        const pkg = openPackage(user.id)
        if (!seeker || !pkg.entries.some((e) => e.seeker === seeker.id)) throw notFound()
        pkg.entries = pkg.entries.filter((e) => e.seeker !== seeker.id)
        await store.save()
        return reply.code(204).send()
      },
    )

    app.post('/api/v1/payment/hiring-package/clear/', async (request) => {
      const user = requireEmployer(store, request)
      openPackage(user.id).entries = []
      await store.save()
      return { hiring_package: [] }
    })

    app.post('/api/v1/payment/hiring-package/payment-package/', async (request, reply) => {
      const user = requireEmployer(store, request)
      const body = parseBody(z.object({ jobseekers: usernames.optional() }), request)
      const open = openPackage(user.id)
      const seekers = body.jobseekers
        ? seekersOf('jobseekers', body.jobseekers).map((s) => s.id)
        : open.entries.map((e) => e.seeker)
      if (!seekers.length) throw fieldErrors({ non_field_errors: 'emptyPackage' })
      const now = new Date().toISOString()
      const pkg: HiringPackage = {
        id: store.nextId('hiring_packages'),
        employer: user.id,
        status: 'ordered',
        entries: [...new Set(seekers)].map((seeker) => ({
          id: store.nextId('package_entries'),
          seeker,
          added_at: now,
        })),
        created_at: now,
      }
      store.state.hiring_packages.push(pkg)
      await store.save()
      const locale = localeOf(request)
      return reply.code(201).send({
        package: {
          id: pkg.id,
          jobseekers_count: pkg.entries.length,
          price: pkg.entries.length * CONTACT_PRICE,
          hiring_package: presentEntries(pkg, locale),
        },
      })
    })

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
            const open = openPackage(user.id)
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

    const presentOrder = (order: Order, locale: Locale) => ({
      id: order.id,
      status: order.status,
      total: order.total,
      currency: 'NRs',
      created_at: order.created_at,
      items: order.items.map((l) => presentLine(l, locale)),
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
