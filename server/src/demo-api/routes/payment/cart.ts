import { createHash } from 'node:crypto'
import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import {
  pricingDataSchema,
  PRICING_QUANTITY_MAX,
  quantityFormSchema,
} from '@jagir/shared/schemas/pricing'
import { cartTotals, linePrice, VAT_RATE_PERCENT } from '@jagir/shared/rules/vat'
import type { Db } from '../../db/database.js'
import { requireEmployer } from '../../lib/auth.js'
import { fieldErrors, fillMessage, notFound, parseBody, unknownIds } from '../../lib/errors.js'
import { localeOf, type Locale } from '../../lib/locale.js'
import { pathId } from '../../lib/query.js'
import { CONTACT_PRICE, PRICING } from '../../seed/pricing.js'
import {
  assertPackagesVisible,
  presentLines,
  type CartLine,
  type EmployerAccount,
} from './packages.js'

const packageSchema = z.object({ package: z.number().int().positive() })

/** What a cart line holds, as read back. */
const LINE_COLUMNS = [
  'id',
  'package',
  'job_price_setting',
  'quantity',
  'price',
  'created_at',
] as const

/** The employer's cart lines, oldest first. */
export const cartLines = (db: Db, user: number) =>
  db.selectFrom('wishlist').select(LINE_COLUMNS).where('user_id', '=', user).orderBy('id').execute()

/**
 * The cart's version: a digest of its lines (ids, quantities, prices), so it changes whenever
 * the cart does and never comes back (line ids are never reused). The checkout takes it as its
 * idempotency key.
 */
export function cartVersion(lines: readonly CartLine[]): string {
  const text = lines.map((l) => `${l.id}:${l.quantity}:${l.price}`).join(',')
  return createHash('sha256').update(text).digest('base64url').slice(0, 22)
}

/** The cart as GET `/payment/cart/` answers it: lines, subtotal, VAT apart, total, version. */
export async function presentCart(db: Db, user: EmployerAccount, locale: Locale) {
  const lines = await cartLines(db, user.id)
  return {
    items: await presentLines(db, lines, locale, user),
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

type Added = { line: CartLine; created: boolean }

/**
 * Runs a change of the employer's cart in a transaction that holds the employer's row: two adds
 * at once (a double click) are made one after the other, so they merge into one line instead
 * of making two.
 */
function changeCart<T>(db: Db, user: number, change: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (tx) => {
    await tx.selectFrom('employers').select('id').where('user_id', '=', user).forUpdate().execute()
    return change(tx)
  })
}

/** The cart (wishlist items): add a package or job posts, change a quantity, remove, read. */
export function cartRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    /**
     * A hiring package line; the same package twice answers the line it has (200). A package
     * holding a seeker who has hidden the profile since is refused.
     */
    const addPackage = async (user: EmployerAccount, packageId: number): Promise<Added> => {
      const pkg = await db
        .selectFrom('hiring_packages')
        .select('id')
        .where('id', '=', packageId)
        .where('employer', '=', user.id)
        .where('status', '=', 'ordered')
        .executeTakeFirst()
      if (!pkg) throw unknownIds({ package: [packageId] })
      await assertPackagesVisible(db, user, [pkg.id])
      return changeCart(db, user.id, async (tx) => {
        const existing = await tx
          .selectFrom('wishlist')
          .select(LINE_COLUMNS)
          .where('user_id', '=', user.id)
          .where('package', '=', pkg.id)
          .executeTakeFirst()
        if (existing) return { line: existing, created: false }
        const { count } = await tx
          .selectFrom('package_entries')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('package_id', '=', pkg.id)
          .executeTakeFirstOrThrow()
        const line = await tx
          .insertInto('wishlist')
          .values({
            user_id: user.id,
            package: pkg.id,
            job_price_setting: null,
            quantity: 1,
            price: linePrice(CONTACT_PRICE, count),
          })
          .returning(LINE_COLUMNS)
          .executeTakeFirstOrThrow()
        return { line, created: true }
      })
    }

    /** Job posts of a package; buying one already in the cart adds to its quantity. */
    const addJobPosts = async (user: number, settingId: number, quantity: number) => {
      const pricing = PRICING.find((p) => p.id === settingId)
      if (!pricing) throw unknownIds({ job_price_setting: [settingId] })
      return changeCart(db, user, async (tx): Promise<Added> => {
        const existing = await tx
          .selectFrom('wishlist')
          .select(['id', 'quantity'])
          .where('user_id', '=', user)
          .where('job_price_setting', '=', pricing.id)
          .executeTakeFirst()
        if (existing) {
          const total = existing.quantity + quantity
          if (total > PRICING_QUANTITY_MAX) throw tooMany()
          const line = await tx
            .updateTable('wishlist')
            .set({ quantity: total, price: linePrice(pricing.price, total) })
            .where('id', '=', existing.id)
            .returning(LINE_COLUMNS)
            .executeTakeFirstOrThrow()
          return { line, created: false }
        }
        const line = await tx
          .insertInto('wishlist')
          .values({
            user_id: user,
            package: null,
            job_price_setting: pricing.id,
            quantity,
            price: linePrice(pricing.price, quantity),
          })
          .returning(LINE_COLUMNS)
          .executeTakeFirstOrThrow()
        return { line, created: true }
      })
    }

    // Amounts a body carries (`price`, `total`) are dropped by the schemas: the cart is priced here.
    app.post('/api/v1/payment/wishlist-item/', async (request, reply) => {
      const user = await requireEmployer(db, request)
      const raw = request.body
      const byPackage = typeof raw === 'object' && raw !== null && 'package' in raw
      const { line, created } = byPackage
        ? await addPackage(user, parseBody(packageSchema, request).package)
        : await (() => {
            const body = parseBody(pricingDataSchema, request)
            return addJobPosts(user.id, body.job_price_setting, body.quantity)
          })()
      const [presented] = await presentLines(db, [line], localeOf(request), user)
      return reply.code(created ? 201 : 200).send(presented)
    })

    /** The employer's cart line with this id, or 404. */
    const ownLine = async (user: number, id: string) => {
      const line = await db
        .selectFrom('wishlist')
        .select(LINE_COLUMNS)
        .where('user_id', '=', user)
        .where('id', '=', pathId(id))
        .executeTakeFirst()
      if (!line) throw notFound()
      return line
    }

    app.patch<{ Params: { id: string } }>('/api/v1/payment/wishlist-item/:id/', async (request) => {
      const user = await requireEmployer(db, request)
      const line = await ownLine(user.id, request.params.id)
      const { quantity } = parseBody(quantityFormSchema, request)
      const pricing = PRICING.find((p) => p.id === line.job_price_setting)
      if (!pricing) throw fieldErrors({ quantity: 'fixedQuantity' })
      const changed = await db
        .updateTable('wishlist')
        .set({ quantity, price: linePrice(pricing.price, quantity) })
        .where('id', '=', line.id)
        .where('user_id', '=', user.id)
        .returning(LINE_COLUMNS)
        .executeTakeFirst()
      // Removed meanwhile (paid by a checkout, or deleted in another tab).
      if (!changed) throw notFound()
      const [presented] = await presentLines(db, [changed], localeOf(request), user)
      return presented
    })

    app.delete<{ Params: { id: string } }>(
      '/api/v1/payment/wishlist-item/:id/',
      async (request, reply) => {
        const user = await requireEmployer(db, request)
        const removed = await db
          .deleteFrom('wishlist')
          .where('user_id', '=', user.id)
          .where('id', '=', pathId(request.params.id))
          .executeTakeFirst()
        if (!removed.numDeletedRows) throw notFound()
        return reply.code(204).send()
      },
    )

    app.get('/api/v1/payment/cart/', async (request) =>
      presentCart(db, await requireEmployer(db, request), localeOf(request)),
    )
  }
}
