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
