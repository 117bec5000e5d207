import useSWR from 'swr'
import type { Lang } from '@jagir/shared/routes/table'
import { pageQuery, type Page } from '@jagir/shared/schemas/page'
import { apiFetch } from '../../../lib/api-client'
import { readPage, usePage } from '../../../lib/paging'
import type { LangKey } from '../../../components/job/locale-key'

/** One of the employer's orders as the history lists it (`GET /api/v1/payment/orders/`). */
export interface OrderRow {
  id: number
  created_at: string
  status: 'pending' | 'paid' | 'failed'
  subtotal: number
  vat: number
  total: number
  items: { kind: 'job_posts' | 'hiring_package'; name: string | null; quantity: number }[]
  /** The tax invoice's number, once the order is paid. */
  invoice_number: string | null
}

/** A paid order's tax invoice (`GET /api/v1/payment/orders/{id}/invoice/`), as issued. */
export interface Invoice {
  order: number
  number: string
  fiscal_year: string
  issued_at: string
  seller: InvoiceParty
  buyer: InvoiceParty
  lines: { description: string; quantity: number; amount: number }[]
  taxable_amount: number
  vat_rate: number
  vat: number
  total: number
}

export interface InvoiceParty {
  name: string
  address: string
  pan: string | null
}

/** A page of orders; one without an id is left out. */
const readOrders = (body: Partial<Page<OrderRow>> | undefined) =>
  readPage(body, (order) => typeof order?.id === 'number')

/** A page of the employer's order history, newest first. */
export const useOrders = (page: number, lang: Lang) =>
  usePage<OrderRow>([`/api/v1/payment/orders/?${pageQuery('orders', page)}`, lang], readOrders)

/** A paid order's tax invoice; a 404 (not theirs, or not paid) shows the 404 page, a 503 is the page's to say. */
export const useInvoice = (orderId: number | null, lang: Lang) =>
  useSWR(
    orderId === null ? null : ([`/api/v1/payment/orders/${orderId}/invoice/`, lang] as LangKey),
    ([path]: LangKey) => apiFetch<Invoice>(path, { callerStatuses: [503] }),
  )
