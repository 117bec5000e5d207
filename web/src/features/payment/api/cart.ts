import useSWR from 'swr'
import type { Lang } from '@jagir/shared/routes/table'
import {
  IDEMPOTENCY_HEADER,
  type Cart,
  type CartLine,
  type CheckoutResult,
  type PaymentMethod,
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

const GATEWAYS = new Set<PaymentMethod>(['esewa', 'khalti'])

/** The ways to pay the provider offers (its gateways), `['demo']` when none or not answered. */
async function fetchMethods(path: string): Promise<PaymentMethod[]> {
  try {
    const answer = await apiFetch<{ methods?: unknown } | null>(path, { handleErrors: false })
    const list = Array.isArray(answer?.methods) ? answer.methods : []
    const gateways = list.filter((m): m is PaymentMethod => GATEWAYS.has(m as PaymentMethod))
    return gateways.length ? gateways : ['demo']
  } catch {
    return ['demo']
  }
}

/** The payment methods the cart offers (eSewa, Khalti), or the demo gateway's alone. */
export const usePaymentMethods = () =>
  useSWR('/api/v1/payment/methods/', fetchMethods, { revalidateOnFocus: false })

/**
 * Pays for the cart as it was shown (its `version`, the idempotency key): paying the same
 * version again answers the same order. `outcome` is the demo gateway's switch; `method` the
 * gateway chosen (none for the demo's). A gateway that does not answer is a 503 with `detail`.
 */
export const checkout = (
  version: string,
  outcome: 'failure' | null,
  method: PaymentMethod = 'demo',
) =>
  apiFetch<CheckoutResult>('/api/v1/payment/checkout/', {
    method: 'POST',
    body: { ...(outcome ? { outcome } : {}), ...(method !== 'demo' ? { method } : {}) },
    headers: { [IDEMPOTENCY_HEADER]: version },
    callerStatuses: [503],
  })

/**
 * Sends the browser to the gateway: eSewa's signed form posted (a top-level navigation, as
 * eSewa expects), or Khalti's payment page.
 */
export function goToGateway(payment: NonNullable<CheckoutResult['payment']>): void {
  if (payment.method === 'khalti') {
    window.location.assign(payment.url)
    return
  }
  const form = document.createElement('form')
  form.method = 'POST'
  form.action = payment.action
  form.hidden = true
  for (const [name, value] of Object.entries(payment.fields)) {
    const input = document.createElement('input')
    input.type = 'hidden'
    input.name = name
    input.value = value
    form.append(input)
  }
  document.body.append(form)
  form.submit()
}
