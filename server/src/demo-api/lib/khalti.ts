import {
  GATEWAY_TIMEOUT_MS,
  GatewayUnavailable,
  gatewayJson,
  type GatewayAttempt,
  type RedirectGateway,
  type Verdict,
} from './payment-gateway.js'

/**
 * Khalti's web checkout (KPG-2, "ePayment") as its documentation describes it: the server
 * initiates the payment (`POST {KHALTI_API_URL}epayment/initiate/`, the amount in paisa, the
 * merchant's secret as `Authorization: Key …`) and sends the payer to the `payment_url` it
 * answers; Khalti sends the payer back to `return_url` with `?pidx=…&status=…`, and the server
 * looks the `pidx` up (`epayment/lookup/`) before crediting anything.
 */
export interface KhaltiConfig {
  /** KHALTI_SECRET_KEY: the merchant's live_secret_key. Never sent to the browser, never logged. */
  secretKey: string
  /** KHALTI_API_URL: the API's base, ending in `/api/v2/`. */
  apiUrl: string
  /** Milliseconds before a call counts as no answer (10 s unless given). */
  timeoutMs?: number
}

/** Khalti's sandbox, the documented default for a trial. */
export const KHALTI_SANDBOX_URL = 'https://dev.khalti.com/api/v2/'

/** Khalti's statuses that are not yet an answer (looked up again later). */
const KHALTI_PENDING = new Set(['Pending', 'Initiated'])

/** Rupees to paisa. */
const paisa = (rupees: number) => Math.round(rupees * 100)

export function khaltiGateway(config: KhaltiConfig): RedirectGateway {
  const timeoutMs = config.timeoutMs ?? GATEWAY_TIMEOUT_MS
  const base = config.apiUrl.endsWith('/') ? config.apiUrl : `${config.apiUrl}/`
  const call = (path: string, body: object) =>
    gatewayJson(
      new URL(path, base).href,
      {
        method: 'POST',
        headers: {
          authorization: `Key ${config.secretKey}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(body),
      },
      timeoutMs,
    )
  return {
    method: 'khalti',
    async start(attempt, urls) {
      let answer: { status: number; body: unknown }
      try {
        answer = await call('epayment/initiate/', {
          return_url: urls.success,
          website_url: urls.website,
          amount: paisa(attempt.total),
          purchase_order_id: attempt.uuid,
          purchase_order_name: `Jagir order ${attempt.orderId}`,
          amount_breakdown: [
            { label: 'Subtotal', amount: paisa(attempt.total - attempt.vat) },
            { label: 'VAT', amount: paisa(attempt.vat) },
          ],
        })
      } catch (error) {
        throw new GatewayUnavailable('khalti', `initiate: no answer (${(error as Error).name})`)
      }
      const body = (answer.body ?? {}) as Record<string, unknown>
      if (
        answer.status !== 200 ||
        typeof body.pidx !== 'string' ||
        typeof body.payment_url !== 'string' ||
        !/^https?:\/\//.test(body.payment_url)
      ) {
        throw new GatewayUnavailable('khalti', `initiate answered ${answer.status}`)
      }
      return { start: { method: 'khalti', url: body.payment_url }, pidx: body.pidx }
    },
    async check(attempt: GatewayAttempt): Promise<Verdict> {
      if (!attempt.pidx) return { state: 'failed', reason: 'canceled', why: 'never initiated' }
      let answer: { status: number; body: unknown }
      try {
        answer = await call('epayment/lookup/', { pidx: attempt.pidx })
      } catch (error) {
        return {
          state: 'pending',
          why: `lookup: no answer (${(error as Error).name})`,
          paying: true,
        }
      }
      const body = (answer.body ?? {}) as Record<string, unknown>
      if (answer.status === 404) return { state: 'mismatch', why: 'lookup: unknown pidx' }
      const status = typeof body.status === 'string' ? body.status : ''
      if (answer.status !== 200 || !status) {
        return { state: 'pending', why: `lookup answered ${answer.status}`, paying: true }
      }
      if (status === 'Completed') {
        if (body.pidx !== attempt.pidx || Number(body.total_amount) !== paisa(attempt.total)) {
          return { state: 'mismatch', why: 'lookup: Completed for another amount or payment' }
        }
        return { state: 'paid', reference: `KHALTI-${String(body.transaction_id ?? attempt.pidx)}` }
      }
      if (KHALTI_PENDING.has(status)) {
        return { state: 'pending', why: `status ${status}`, paying: status === 'Pending' }
      }
      if (status === 'Expired') return { state: 'failed', reason: 'expired', why: 'status Expired' }
      if (status === 'User canceled') {
        return { state: 'failed', reason: 'canceled', why: 'status User canceled' }
      }
      // Refunded, Partially Refunded: nothing to credit.
      return { state: 'failed', reason: 'declined', why: `status ${status}` }
    },
  }
}
