import { createHmac, timingSafeEqual } from 'node:crypto'
import {
  GATEWAY_TIMEOUT_MS,
  gatewayJson,
  type GatewayAttempt,
  type RedirectGateway,
  type Verdict,
} from './payment-gateway.js'

/**
 * eSewa ePay v2 as its developer documentation describes it: the server signs the payment
 * (HMAC-SHA256 of `total_amount=…,transaction_uuid=…,product_code=…`, base64) and the browser
 * posts the signed form to eSewa; eSewa sends the payer back to `success_url` with `?data=` (a
 * base64 JSON signed the same way over its own `signed_field_names`), or to `failure_url`.
 * Nothing is credited on that word alone: the status-check API is asked first.
 */
export interface EsewaConfig {
  /** ESEWA_PRODUCT_CODE: the merchant's code (EPAYTEST in eSewa's test environment). */
  productCode: string
  /** ESEWA_SECRET_KEY: the merchant's signing key. Never sent anywhere, never logged. */
  secretKey: string
  /** ESEWA_FORM_URL: where the browser posts the form. */
  formUrl: string
  /** ESEWA_STATUS_URL: the status-check API. */
  statusUrl: string
  /** Milliseconds before a status check counts as no answer (10 s unless given). */
  timeoutMs?: number
}

/** eSewa's test environment, the documented defaults for a trial. */
export const ESEWA_TEST = {
  formUrl: 'https://rc-epay.esewa.com.np/api/epay/main/v2/form',
  statusUrl: 'https://rc.esewa.com.np/api/epay/transaction/status/',
} as const

/** The fields a payment request signs, in this order. */
export const ESEWA_SIGNED_FIELDS = 'total_amount,transaction_uuid,product_code'

/** `name=value,…` of the named fields, signed with the key (base64). */
export function esewaSignature(
  secretKey: string,
  fields: Record<string, unknown>,
  names: string,
): string {
  const message = names
    .split(',')
    .map((name) => `${name}=${String(fields[name] ?? '')}`)
    .join(',')
  return createHmac('sha256', secretKey).update(message).digest('base64')
}

/** eSewa's amounts come back as text, sometimes `1,130.0`: the number, or NaN. */
export const esewaAmount = (value: unknown): number =>
  typeof value === 'number' ? value : Number(String(value ?? '').replace(/,/g, ''))

/** What eSewa's `data` says once its signature holds. */
export interface EsewaReturn {
  uuid: string
  status: string
  totalAmount: number
  transactionCode: string
  productCode: string
}

/**
 * The `data` eSewa sends back with the payer: decoded and its signature checked (over its own
 * signed_field_names, which must include the amount, the transaction and the product). Answers
 * null when it is not eSewa's (forged, cut, or signed with another key).
 */
export function readEsewaReturn(config: EsewaConfig, data: string): EsewaReturn | null {
  let fields: Record<string, unknown>
  try {
    // Base64 has no spaces: a `+` that a query string turned into one is put back.
    const base64 = data.replace(/ /g, '+')
    const parsed: unknown = JSON.parse(Buffer.from(base64, 'base64').toString('utf8'))
    if (!parsed || typeof parsed !== 'object') return null
    fields = parsed as Record<string, unknown>
  } catch {
    return null
  }
  const names = fields.signed_field_names
  const signature = fields.signature
  if (typeof names !== 'string' || typeof signature !== 'string') return null
  const signed = names.split(',')
  if (!['total_amount', 'transaction_uuid', 'product_code'].every((n) => signed.includes(n))) {
    return null
  }
  const expected = Buffer.from(esewaSignature(config.secretKey, fields, names))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  return {
    uuid: String(fields.transaction_uuid),
    status: String(fields.status ?? ''),
    totalAmount: esewaAmount(fields.total_amount),
    transactionCode: String(fields.transaction_code ?? ''),
    productCode: String(fields.product_code),
  }
}

/** eSewa's statuses that are not yet an answer (asked again later). */
const ESEWA_PENDING = new Set(['PENDING', 'AMBIGUOUS'])

export function esewaGateway(config: EsewaConfig): RedirectGateway {
  const timeoutMs = config.timeoutMs ?? GATEWAY_TIMEOUT_MS
  return {
    method: 'esewa',
    async start(attempt, urls) {
      const fields: Record<string, string> = {
        amount: String(attempt.total - attempt.vat),
        tax_amount: String(attempt.vat),
        product_service_charge: '0',
        product_delivery_charge: '0',
        total_amount: String(attempt.total),
        transaction_uuid: attempt.uuid,
        product_code: config.productCode,
        success_url: urls.success,
        failure_url: urls.failure,
        signed_field_names: ESEWA_SIGNED_FIELDS,
      }
      fields.signature = esewaSignature(config.secretKey, fields, ESEWA_SIGNED_FIELDS)
      return { start: { method: 'esewa', action: config.formUrl, fields } }
    },
    async check(attempt: GatewayAttempt): Promise<Verdict> {
      const url = new URL(config.statusUrl)
      url.searchParams.set('product_code', config.productCode)
      url.searchParams.set('total_amount', String(attempt.total))
      url.searchParams.set('transaction_uuid', attempt.uuid)
      let answer: { status: number; body: unknown }
      try {
        answer = await gatewayJson(url.href, { headers: { accept: 'application/json' } }, timeoutMs)
      } catch (error) {
        return {
          state: 'pending',
          why: `status check: no answer (${(error as Error).name})`,
          paying: true,
        }
      }
      const body = (answer.body ?? {}) as Record<string, unknown>
      const status = typeof body.status === 'string' ? body.status : ''
      if (answer.status !== 200 || !status) {
        return { state: 'pending', why: `status check answered ${answer.status}`, paying: true }
      }
      if (status === 'COMPLETE') {
        if (
          body.transaction_uuid !== attempt.uuid ||
          body.product_code !== config.productCode ||
          esewaAmount(body.total_amount) !== attempt.total
        ) {
          return { state: 'mismatch', why: 'status check: COMPLETE for another amount or order' }
        }
        return { state: 'paid', reference: `ESEWA-${String(body.ref_id ?? attempt.uuid)}` }
      }
      if (ESEWA_PENDING.has(status))
        return { state: 'pending', why: `status ${status}`, paying: true }
      if (status === 'NOT_FOUND' || status === 'CANCELED') {
        return { state: 'failed', reason: 'canceled', why: `status ${status}` }
      }
      // FULL_REFUND, PARTIAL_REFUND: paid and given back, nothing to credit.
      return { state: 'failed', reason: 'declined', why: `status ${status}` }
    },
  }
}
