import useSWR from 'swr'
import type { Lang } from '@jagir/shared/routes/table'
import {
  IDEMPOTENCY_HEADER,
  type Cart,
  type CartLine,
  type CheckoutResult,
} from '@jagir/shared/schemas/cart'
import { apiFetch } from '../../../lib/api-client'
import type { LangKey } from '../../../components/job/locale-key'

export const cartKey = (lang: Lang): LangKey => ['/api/v1/payment/cart/', lang]

/** The cart as answered, its lines a list whatever came (a line without an id is left out). */
async function fetchCart([path]: LangKey): Promise<Cart> {
  const cart = await apiFetch<Partial<Cart> | null>(path)
  const items = Array.isArray(cart?.items)
    ? cart.items.filter((line) => typeof line?.id === 'number')
    : []
  const amount = (value: unknown) => (typeof value === 'number' ? value : 0)
  return {
    items: items.map((line) => ({
      ...line,
      jobseekers: Array.isArray(line.jobseekers) ? line.jobseekers : [],
    })),
    subtotal: amount(cart?.subtotal),
    vat: amount(cart?.vat),
    vat_rate: amount(cart?.vat_rate),
    total: amount(cart?.total),
    currency: cart?.currency ?? 'NRs',
    version: typeof cart?.version === 'string' ? cart.version : '',
  }
}

/** The employer's cart, with its subtotal, VAT and total as the provider computed them. */
export const useCart = (lang: Lang) => useSWR(cartKey(lang), fetchCart, { revalidateOnFocus: true })

/** A line's new quantity (job posts only); 400 under `quantity`, 404 when it is gone. */
export const setLineQuantity = (id: number, quantity: number) =>
  apiFetch<CartLine>(`/api/v1/payment/wishlist-item/${id}/`, {
    method: 'PATCH',
    body: { quantity },
    callerStatuses: [404],
  })

/** Removes a line; 404 when it is already gone. */
export const removeLine = (id: number) =>
  apiFetch<void>(`/api/v1/payment/wishlist-item/${id}/`, {
    method: 'DELETE',
    callerStatuses: [404],
  })

/**
 * Pays for the cart as it was shown (its `version`, the idempotency key): paying the same
 * version again answers the same order. `outcome` is the demo gateway's switch.
 */
export const checkout = (version: string, outcome: 'failure' | null) =>
  apiFetch<CheckoutResult>('/api/v1/payment/checkout/', {
    method: 'POST',
    body: outcome ? { outcome } : {},
    headers: { [IDEMPOTENCY_HEADER]: version },
  })
