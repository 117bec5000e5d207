import * as z from 'zod/mini'
import { oneOf } from './fields.js'

/*
 * The cart and checkout (docs/product.md#pricing-cart-and-payment, and what the cart summary
 * needs beyond it). Amounts are never sent by the browser: the provider prices every line and
 * totals the cart, and ignores any `price` or `total` a body carries.
 */

/** A cart line as the provider answers it. */
export interface CartLine {
  id: number
  kind: 'job_posts' | 'hiring_package'
  package: number | null
  job_price_setting: { id: number; name: string; job_posts: number; price: number } | null
  /** The package's job seekers (a hiring package's line). */
  jobseekers: { username: string; full_name: string; headline?: string | null }[]
  quantity: number
  /** The line's price before VAT. */
  price: number
}

/** GET `/api/v1/payment/cart/`: the lines, their sum, VAT apart, the total, and its version. */
export interface Cart {
  items: CartLine[]
  subtotal: number
  vat: number
  vat_rate: number
  total: number
  currency: string
  /** Changes whenever the cart does: the checkout's idempotency key. */
  version: string
}

/** The header carrying the checkout's idempotency key (the cart's `version`). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

/**
 * POST `/api/v1/payment/checkout/`. `outcome` is the demo gateway's switch (a real provider's
 * gateway decides itself and ignores it); anything else in the body is dropped.
 */
export const checkoutSchema = z.object({
  outcome: z.optional(oneOf(['success', 'failure'])),
  /** The gateway to pay at, one of GET `/api/v1/payment/methods/`; none for the demo's. */
  method: z.optional(oneOf(['esewa', 'khalti'])),
})

/** The ways to pay a provider offers: its gateways, or the demo's when none is configured. */
export type PaymentMethod = 'esewa' | 'khalti' | 'demo'

/** Where a gateway checkout sends the payer: eSewa's signed form, or Khalti's payment page. */
export type PaymentStart =
  | { method: 'esewa'; action: string; fields: Record<string, string> }
  | { method: 'khalti'; url: string }
export type Checkout = z.output<typeof checkoutSchema>

/** An order as the provider answers it. */
export interface Order {
  id: number
  status: 'pending' | 'paid' | 'failed'
  subtotal: number
  vat: number
  total: number
  currency: string
  created_at: string
  /** The gateway's reference for the payment. */
  reference: string | null
  /** Why the payment failed (in the request's language), or null. */
  failure_reason: string | null
  /** The gateway it is paid at: `esewa`, `khalti`, or null (the demo's). */
  method?: 'esewa' | 'khalti' | null
  items: CartLine[]
}

/** POST checkout's answer: the order and where the browser goes next. */
export interface CheckoutResult {
  order: Order
  redirect: string
  /**
   * A gateway's checkout: where the payer pays (null when the order is already paid or being
   * confirmed, and `redirect` is where to go). Absent for the demo's.
   */
  payment?: PaymentStart | null
}
