import { createHash } from 'node:crypto'
import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import {
  pricingDataSchema,
  PRICING_QUANTITY_MAX,
  quantityFormSchema,
} from '@jagir/shared/schemas/pricing'
import { cartTotals, linePrice, VAT_RATE_PERCENT } from '@jagir/shared/rules/vat'
import { requireEmployer } from '../../lib/auth.js'
import { fieldErrors, fillMessage, notFound, parseBody, unknownIds } from '../../lib/errors.js'
import { localeOf, type Locale } from '../../lib/locale.js'
import { CONTACT_PRICE, PRICING } from '../../seed/pricing.js'
import type { DemoStore } from '../../store/store.js'
import type { WishlistItem } from '../../store/activity-types.js'
import { assertPackageVisible, presentLine } from './packages.js'
import type { UserRecord } from '../../store/types.js'

const packageSchema = z.object({ package: z.number().int().positive() })

/** The employer's cart lines, oldest first. */
export const cartLines = (store: DemoStore, user: number): WishlistItem[] =>
  store.state.wishlist.filter((l) => l.user === user)

/**
 * The cart's version: a digest of its lines (ids, quantities, prices), so it changes whenever
 * the cart does and never comes back (line ids are never reused). The checkout takes it as its
 * idempotency key.
 */
export function cartVersion(lines: readonly WishlistItem[]): string {
  const text = lines.map((l) => `${l.id}:${l.quantity}:${l.price}`).join(',')
  return createHash('sha256').update(text).digest('base64url').slice(0, 22)
}

/** The cart as GET `/payment/cart/` answers it: lines, subtotal, VAT apart, total, version. */
export function presentCart(store: DemoStore, user: UserRecord, locale: Locale) {
  const lines = cartLines(store, user.id)
  return {
    items: lines.map((l) => presentLine(store, l, locale, user)),
    ...cartTotals(lines),
    vat_rate: VAT_RATE_PERCENT,
    currency: 'NRs',
    version: cartVersion(lines),
  }
}

/** More of a package than the limit in one line: the same field error as the form's. */
const tooMany = () =>
  fieldErrors({
    quantity: (locale) => [fillMessage('maxValue', locale, { max: PRICING_QUANTITY_MAX })],
  })

/** The cart (wishlist items): add a package or job posts, change a quantity, remove, read. */
export function cartRoutes(store: DemoStore): FastifyPluginAsync {
  return async (app) => {
    /**
     * A hiring package line; the same package twice answers the line it has (200). A package
     * holding a seeker who has hidden the profile since is refused.
     */
    const addPackage = (user: UserRecord, packageId: number) => {
      const pkg = store.state.hiring_packages.find(
        (p) => p.id === packageId && p.employer === user.id && p.status === 'ordered',
      )
      if (!pkg) throw unknownIds({ package: [packageId] })
      assertPackageVisible(store, user, pkg)
      const existing = store.state.wishlist.find((l) => l.user === user.id && l.package === pkg.id)
      if (existing) return { line: existing, created: false }
      const line: WishlistItem = {
        id: store.nextId('wishlist'),
        user: user.id,
        package: pkg.id,
        job_price_setting: null,
        quantity: 1,
        price: linePrice(CONTACT_PRICE, pkg.entries.length),
        created_at: new Date().toISOString(),
      }
      store.state.wishlist.push(line)
      return { line, created: true }
    }

    /** Job posts of a package; buying one already in the cart adds to its quantity. */
    const addJobPosts = (user: number, settingId: number, quantity: number) => {
      const pricing = PRICING.find((p) => p.id === settingId)
      if (!pricing) throw unknownIds({ job_price_setting: [settingId] })
      const existing = store.state.wishlist.find(
        (l) => l.user === user && l.job_price_setting === pricing.id,
      )
      if (existing) {
        if (existing.quantity + quantity > PRICING_QUANTITY_MAX) throw tooMany()
        existing.quantity += quantity
        existing.price = linePrice(pricing.price, existing.quantity)
        return { line: existing, created: false }
      }
      const line: WishlistItem = {
        id: store.nextId('wishlist'),
        user,
        package: null,
        job_price_setting: pricing.id,
        quantity,
        price: linePrice(pricing.price, quantity),
        created_at: new Date().toISOString(),
      }
      store.state.wishlist.push(line)
      return { line, created: true }
    }

    // Amounts a body carries (`price`, `total`) are dropped by the schemas: the cart is priced here.
    app.post('/api/v1/payment/wishlist-item/', async (request, reply) => {
      const user = requireEmployer(store, request)
      const raw = request.body
      const byPackage = typeof raw === 'object' && raw !== null && 'package' in raw
      const { line, created } = byPackage
        ? addPackage(user, parseBody(packageSchema, request).package)
        : (() => {
            const body = parseBody(pricingDataSchema, request)
            return addJobPosts(user.id, body.job_price_setting, body.quantity)
          })()
      await store.save()
      return reply.code(created ? 201 : 200).send(presentLine(store, line, localeOf(request), user))
    })

    const ownLine = (user: number, id: string) => {
      const line = store.state.wishlist.find((l) => l.user === user && String(l.id) === id)
      if (!line) throw notFound()
      return line
    }

    app.patch<{ Params: { id: string } }>('/api/v1/payment/wishlist-item/:id/', async (request) => {
      const user = requireEmployer(store, request)
      const line = ownLine(user.id, request.params.id)
      const { quantity } = parseBody(quantityFormSchema, request)
      const pricing = PRICING.find((p) => p.id === line.job_price_setting)
      if (!pricing) throw fieldErrors({ quantity: 'fixedQuantity' })
      line.quantity = quantity
      line.price = linePrice(pricing.price, quantity)
      await store.save()
      return presentLine(store, line, localeOf(request), user)
    })

    app.delete<{ Params: { id: string } }>(
      '/api/v1/payment/wishlist-item/:id/',
      async (request, reply) => {
        const user = requireEmployer(store, request)
        const line = ownLine(user.id, request.params.id)
        store.state.wishlist = store.state.wishlist.filter((l) => l !== line)
        await store.save()
        return reply.code(204).send()
      },
    )

    app.get('/api/v1/payment/cart/', async (request) =>
      presentCart(store, requireEmployer(store, request), localeOf(request)),
    )
  }
}
