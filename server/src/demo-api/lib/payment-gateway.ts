import { randomBytes } from 'node:crypto'

/**
 * The payment gateway behind checkout: one small interface, so that a Nepali gateway (eSewa,
 * Khalti, ConnectIPS) can replace the demo's. The checkout route prices the order and hands it
 * here; the gateway only charges the total and says how it went.
 */
export interface PaymentGateway {
  /** Charges the order's total. Never throws for a refusal: it answers `failed` with a reason. */
  charge(order: ChargeRequest): Promise<ChargeResult>
}

/** What the gateway is asked to charge. */
export interface ChargeRequest {
  /** The order's id, the merchant's reference at the gateway. */
  orderId: number
  /** What to charge, VAT included, in `currency`. */
  total: number
  currency: 'NRs'
  /**
   * The demo's switch (the checkout body's `outcome`): a real gateway asks its own page and
   * ignores it.
   */
  requestedOutcome: 'success' | 'failure' | undefined
}

export type ChargeResult =
  | { outcome: 'paid'; reference: string }
  | { outcome: 'failed'; reference: string | null; reason: 'declined' }

/**
 * The demo's gateway, a stand-in for eSewa or Khalti: it pays unless the checkout asked for a
 * failure (`{outcome: "failure"}`), which is how the tests and a curious visitor see the
 * failure page. Every answer carries a reference as a real gateway's would.
 */
export const demoGateway: PaymentGateway = {
  async charge(order) {
    const reference = `DEMO-${order.orderId}-${randomBytes(4).toString('hex').toUpperCase()}`
    return order.requestedOutcome === 'failure'
      ? { outcome: 'failed', reference, reason: 'declined' }
      : { outcome: 'paid', reference }
  },
}

/** Why a gateway payment did not go through (the order keeps it; the failure page says it). */
export type GatewayFailure = 'declined' | 'canceled' | 'expired'

/** What a gateway's own page needs to take the payment, as the browser is sent there. */
export type PaymentStart =
  /** eSewa: a signed form the browser posts to `action`. */
  | { method: 'esewa'; action: string; fields: Record<string, string> }
  /** Khalti: the payment page the browser goes to. */
  | { method: 'khalti'; url: string }

/** One attempt at a gateway, as the API keeps it (payment_attempts). */
export interface GatewayAttempt {
  orderId: number
  /** eSewa's transaction_uuid, Khalti's purchase_order_id. */
  uuid: string
  /** Khalti's payment id, once initiated. */
  pidx: string | null
  /** The order's total, VAT included, in rupees. */
  total: number
  /** Its VAT (eSewa's tax_amount). */
  vat: number
}

/**
 * What the gateway says of an attempt, asked on the server (never what the browser brought):
 * paid (its reference), still pending or not answered in time (checked again later), failed, or
 * not matching what was sent (another amount or order: credits nothing and is logged).
 */
export type Verdict =
  | { state: 'paid'; reference: string }
  /** `paying`: the payer may have paid (or no answer came), so no second attempt is offered. */
  | { state: 'pending'; why: string; paying: boolean }
  | { state: 'failed'; reason: GatewayFailure; why: string }
  | { state: 'mismatch'; why: string }

/** eSewa or Khalti, behind one interface. */
export interface RedirectGateway {
  method: 'esewa' | 'khalti'
  /**
   * Creates the payment at the gateway (Khalti) or signs it (eSewa). Throws GatewayUnavailable
   * when the gateway does not answer or refuses the request.
   */
  start(
    attempt: GatewayAttempt,
    urls: { success: string; failure: string; website: string },
  ): Promise<{ start: PaymentStart; pidx?: string }>
  /** Asks the gateway how the attempt went. Never throws: no answer is `pending`. */
  check(attempt: GatewayAttempt): Promise<Verdict>
}

/** The gateway did not answer, or refused to create the payment: nothing was charged. */
export class GatewayUnavailable extends Error {
  constructor(
    readonly method: 'esewa' | 'khalti',
    why: string,
  ) {
    super(`${method}: ${why}`)
    this.name = 'GatewayUnavailable'
  }
}

/** How long a call to a gateway may take before it counts as no answer. */
export const GATEWAY_TIMEOUT_MS = 10_000

/**
 * A JSON call to a gateway, with a timeout. Answers the status and the parsed body (null when
 * it is not JSON); throws on no answer (network error or timeout).
 */
export async function gatewayJson(
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) })
  const text = await response.text()
  let body: unknown
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    body = null
  }
  return { status: response.status, body }
}
