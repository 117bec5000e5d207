import converter from 'nepali-date-converter'
import type { FastifyPluginAsync } from 'fastify'
import { BS_AD_YEAR_OFFSET } from '@jagir/shared/rules/calendar'
import { devanagariDigits } from '@jagir/shared/rules/digits'
import { VAT_RATE_PERCENT } from '@jagir/shared/rules/vat'
import type { Db } from '../../db/database.js'
import type { InvoiceLine, InvoiceParty, Order } from '../../db/schema.js'
import { requireEmployer } from '../../lib/auth.js'
import { detailError, notFound } from '../../lib/errors.js'
import { localeOf, type Locale } from '../../lib/locale.js'
import { pageWindow, pathId } from '../../lib/query.js'
import { PRICING } from '../../seed/pricing.js'
import type { CartLine, EmployerAccount } from './packages.js'

/** The seller a tax invoice names (INVOICE_SELLER_NAME, _ADDRESS, _PAN). */
export interface InvoiceSeller {
  name: string
  address: string
  pan: string
}

/** Outside production, without the settings: a seller that says it is a demo. */
export const DEMO_INVOICE_SELLER: InvoiceSeller = {
  name: 'Jagir Demo Pvt. Ltd.',
  address: 'Kathmandu, Nepal',
  pan: '000000000',
}

/** The converter's class: a CommonJS module, whose class Node's import gives as `default`. */
const loaded: unknown = converter
const NepaliDate: typeof converter.default =
  typeof loaded === 'function' ? (loaded as typeof converter.default) : converter.default

/** Nepal's clock is UTC+5:45: the day (and fiscal year) an invoice is issued on there. */
const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60_000
/** Shrawan, the fiscal year's first month, as the converter counts months (Baisakh 0). */
const SHRAWAN = 3

/**
 * Nepal's fiscal year of a moment, as invoices write it: it starts on 1 Shrawan (mid-July), so
 * 2026-11-28 is in `2083/84` and 2026-07-01 in `2082/83`.
 */
export function fiscalYearOf(moment: Date): string {
  const nepal = new Date(moment.getTime() + NEPAL_OFFSET_MS)
  const [year, month, day] = [nepal.getUTCFullYear(), nepal.getUTCMonth(), nepal.getUTCDate()]
  let start: number
  try {
    // Local noon of Nepal's day: the converter reads local date fields.
    const bs = new NepaliDate(new Date(year, month, day, 12))
    start = bs.getMonth() >= SHRAWAN ? bs.getYear() : bs.getYear() - 1
  } catch {
    // Past the converter's table (2090 BS): 1 Shrawan falls on 16 or 17 July; the 17th is
    // taken, which can misplace one day in some years, never a payment refused.
    const fromJuly17 = month > 6 || (month === 6 && day >= 17)
    start = year + BS_AD_YEAR_OFFSET - (fromJuly17 ? 0 : 1)
  }
  return `${start}/${String((start + 1) % 100).padStart(2, '0')}`
}

/** An invoice's number: its fiscal year and its place in it (`2083/84-000001`). */
export const invoiceNumber = (fiscalYear: string, serial: number) =>
  `${fiscalYear}-${String(serial).padStart(6, '0')}`

/** Invoice lines of an order's cart lines, worded in both languages as they print. */
function invoiceLines(items: readonly CartLine[], seekers: Map<number, number>): InvoiceLine[] {
  return items.map((line) => {
    const pricing = PRICING.find((p) => p.id === line.job_price_setting)
    if (pricing) {
      const posts = pricing.job_posts * line.quantity
      return {
        description: {
          en: `Job posts, ${pricing.name.en} package × ${line.quantity} (${posts} job posts)`,
          ne: `जागिर पोस्ट, ${pricing.name.ne} प्याकेज × ${devanagariDigits(line.quantity)} (${devanagariDigits(posts)} जागिर पोस्ट)`,
        },
        quantity: line.quantity,
        amount: line.price,
      }
    }
    const count = seekers.get(line.package ?? 0) ?? 0
    return {
      description: {
        en: `Hiring package: contact details of ${count} job seekers`,
        ne: `हायरिङ प्याकेज: ${devanagariDigits(count)} जना जागिर खोज्नेको सम्पर्क विवरण`,
      },
      quantity: line.quantity,
      amount: line.price,
    }
  })
}

/**
 * Issues a paid order's tax invoice, inside the transaction that marks it paid: the fiscal
 * year's counter is raised in one statement, which locks its row until the transaction ends, so
 * two payments at once take consecutive numbers and a rolled-back one gives its number back (no
 * gap). The buyer's organisation, the seller and the lines are copied onto the invoice.
 */
export async function issueInvoice(
  tx: Db,
  user: EmployerAccount,
  order: Order,
  items: readonly CartLine[],
  seller: InvoiceSeller | null,
): Promise<void> {
  const organizationId = user.employer?.organizations[0]
  const org =
    organizationId === undefined
      ? undefined
      : await tx
          .selectFrom('organizations')
          .select(['name_en', 'name_ne', 'address_en', 'address_ne', 'pan'])
          .where('id', '=', organizationId)
          .executeTakeFirst()
  const person = await tx
    .selectFrom('users')
    .select(['full_name_en', 'full_name_ne'])
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow()
  const buyer: InvoiceParty = org
    ? {
        name: { en: org.name_en, ne: org.name_ne },
        address: { en: org.address_en, ne: org.address_ne },
        pan: org.pan,
      }
    : {
        name: { en: person.full_name_en, ne: person.full_name_ne },
        address: { en: '', ne: '' },
        pan: null,
      }
  const packages = items.flatMap((line) => (line.package === null ? [] : [line.package]))
  const counts = packages.length
    ? await tx
        .selectFrom('package_entries')
        .select((eb) => ['package_id', eb.fn.countAll<number>().as('count')])
        .where('package_id', 'in', packages)
        .groupBy('package_id')
        .execute()
    : []
  const seekers = new Map(counts.map((row) => [row.package_id, Number(row.count)]))
  const fiscalYear = fiscalYearOf(new Date())
  const { last_number: serial } = await tx
    .insertInto('invoice_counters')
    .values({ fiscal_year: fiscalYear, last_number: 1 })
    .onConflict((oc) =>
      oc
        .column('fiscal_year')
        .doUpdateSet((eb) => ({ last_number: eb('invoice_counters.last_number', '+', 1) })),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow()
  const subtotal = order.subtotal ?? order.total
  await tx
    .insertInto('invoices')
    .values({
      order_id: order.id,
      user_id: user.id,
      fiscal_year: fiscalYear,
      serial,
      number: invoiceNumber(fiscalYear, serial),
      seller: seller ? JSON.stringify(partyOf(seller)) : null,
      buyer: JSON.stringify(buyer),
      lines: JSON.stringify(invoiceLines(items, seekers)),
      subtotal,
      vat_rate: VAT_RATE_PERCENT,
      vat: order.vat ?? 0,
      total: order.total,
    })
    .execute()
}

/** The configured seller as an invoice party (one text for both languages). */
const partyOf = (seller: InvoiceSeller): InvoiceParty => ({
  name: { en: seller.name, ne: seller.name },
  address: { en: seller.address, ne: seller.address },
  pan: seller.pan,
})

/** A party in the request's language (the other one when this one is blank). */
const presentParty = (party: InvoiceParty, locale: Locale) => ({
  name: party.name[locale] || party.name.en,
  address: party.address[locale] || party.address.en,
  pan: party.pan,
})

/** Orders in the history: ten a page, newest first. */
export const ORDERS_PAGE_SIZE = 10

/**
 * The employer's orders and their invoices: `GET /payment/orders/` (the history, newest first,
 * own orders only) and `GET /payment/orders/{id}/invoice/` (a paid order's tax invoice; another
 * employer's order, or one not paid, is a 404).
 */
export function invoiceRoutes(db: Db, seller: InvoiceSeller | null): FastifyPluginAsync {
  return async (app) => {
    app.get('/api/v1/payment/orders/', async (request) => {
      const user = await requireEmployer(db, request)
      const locale = localeOf(request)
      const { count } = await db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow()
      const total = Number(count)
      const window = pageWindow(request, total, ORDERS_PAGE_SIZE)
      const orders = total
        ? await db
            .selectFrom('orders')
            .leftJoin('invoices', 'invoices.order_id', 'orders.id')
            .select([
              'orders.id',
              'orders.status',
              'orders.subtotal',
              'orders.vat',
              'orders.total',
              'orders.created_at',
              'invoices.number as invoice_number',
            ])
            .where('orders.user_id', '=', user.id)
            .orderBy('orders.id', 'desc')
            .limit(window.limit)
            .offset(window.offset)
            .execute()
        : []
      const ids = orders.map((order) => order.id)
      const items = ids.length
        ? await db
            .selectFrom('order_items')
            .select(['order_id', 'package', 'job_price_setting', 'quantity'])
            .where('order_id', 'in', ids)
            .orderBy('id')
            .execute()
        : []
      return {
        count: total,
        next: window.next,
        previous: window.previous,
        results: orders.map((order) => ({
          id: order.id,
          created_at: order.created_at,
          status: order.status,
          subtotal: order.subtotal ?? order.total,
          vat: order.vat ?? 0,
          total: order.total,
          currency: 'NRs',
          items: items
            .filter((line) => line.order_id === order.id)
            .map((line) => {
              const pricing = PRICING.find((p) => p.id === line.job_price_setting)
              return {
                kind: pricing ? 'job_posts' : 'hiring_package',
                name: pricing ? pricing.name[locale] : null,
                quantity: line.quantity,
              }
            }),
          invoice_number: order.invoice_number ?? null,
        })),
      }
    })

    app.get<{ Params: { id: string } }>('/api/v1/payment/orders/:id/invoice/', async (request) => {
      const user = await requireEmployer(db, request)
      const invoice = await db
        .selectFrom('invoices')
        .selectAll()
        .where('user_id', '=', user.id)
        .where('order_id', '=', pathId(request.params.id))
        .executeTakeFirst()
      if (!invoice) throw notFound()
      // Issued before the seller was set (production without the settings): the seller as set
      // now, or a 503 until it is.
      const issuedBy = invoice.seller ?? (seller ? partyOf(seller) : null)
      if (!issuedBy) throw detailError(503, 'invoiceSellerMissing')
      const locale = localeOf(request)
      return {
        order: invoice.order_id,
        number: invoice.number,
        fiscal_year: invoice.fiscal_year,
        issued_at: invoice.issued_at,
        seller: presentParty(issuedBy, locale),
        buyer: presentParty(invoice.buyer, locale),
        lines: invoice.lines.map((line) => ({
          description: line.description[locale],
          quantity: line.quantity,
          amount: line.amount,
        })),
        taxable_amount: invoice.subtotal,
        vat_rate: invoice.vat_rate,
        vat: invoice.vat,
        total: invoice.total,
        currency: 'NRs',
      }
    })
  }
}
