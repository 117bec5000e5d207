import { randomBytes } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/database.js'
import type { Order, PaymentAttempt, PaymentMethod } from '../../db/schema.js'
import { accountById } from '../../lib/auth.js'
import {
  esewaGateway,
  readEsewaReturn,
  type EsewaConfig,
  type EsewaReturn,
} from '../../lib/esewa.js'
import { khaltiGateway, type KhaltiConfig } from '../../lib/khalti.js'
import type {
  GatewayAttempt,
  PaymentStart,
  RedirectGateway,
  Verdict,
} from '../../lib/payment-gateway.js'
import { creditOrder } from './checkout.js'
import type { InvoiceSeller } from './invoices.js'

/** The merchants configured (ESEWA_*, KHALTI_*); none: the demo gateway. */
export interface GatewayOptions {
  esewa?: EsewaConfig
  khalti?: KhaltiConfig
  /** Seconds before a payment not yet confirmed is asked about again (300 unless given). */
  recheckDelaySeconds?: number
}

/** How the background queue is asked to look at an attempt again (alerts/queue.ts). */
export interface RecheckQueue {
  recheckPayment(attemptId: number, tries: number, afterSeconds: number): Promise<void>
}

/** eSewa's unpaid transactions answer NOT_FOUND until the payer pays: an attempt this young may still be paid. */
const ATTEMPT_LIFETIME_MS = 60 * 60 * 1000
/** Re-checks of one attempt before it is left to an operator (about two days with the backoff). */
const MAX_RECHECKS = 40
/** The longest wait between two re-checks. */
const MAX_RECHECK_DELAY_S = 3600

const attemptOf = (row: PaymentAttempt, vat: number): GatewayAttempt => ({
  orderId: row.order_id,
  uuid: row.uuid,
  pidx: row.pidx,
  total: row.amount,
  vat,
})

/** What settling an attempt did, for the answer the payer gets. */
export interface Settled {
  order: Order
  verdict: Verdict
}

/**
 * Payments at eSewa and Khalti: starting an attempt, asking the gateway about it, and crediting
 * its order exactly once whatever asks first (the return page, a retry, a late confirmation, the
 * background re-check, two tabs). Nothing here trusts what the browser brought back beyond
 * finding the attempt: the gateway is always asked on the server.
 */
export class GatewayPayments {
  private readonly gateways = new Map<PaymentMethod, RedirectGateway>()
  private queue: RecheckQueue | null = null
  readonly recheckDelaySeconds: number

  constructor(
    private readonly db: Db,
    private readonly options: GatewayOptions,
    private readonly seller: InvoiceSeller | null,
    private readonly log: FastifyBaseLogger,
  ) {
    if (options.esewa) this.gateways.set('esewa', esewaGateway(options.esewa))
    if (options.khalti) this.gateways.set('khalti', khaltiGateway(options.khalti))
    this.recheckDelaySeconds = options.recheckDelaySeconds ?? 300
  }

  /** The methods the cart offers; empty: the demo gateway. */
  get methods(): PaymentMethod[] {
    return [...this.gateways.keys()]
  }

  gateway(method: PaymentMethod): RedirectGateway | undefined {
    return this.gateways.get(method)
  }

  /** The background queue, once started (payments are re-checked only with it). */
  useQueue(queue: RecheckQueue | null): void {
    this.queue = queue
  }

  /**
   * A new attempt at paying a pending order: a fresh transaction id, recorded before the payer
   * is sent anywhere, and a re-check queued in case the payer never comes back.
   */
  async begin(
    order: Order,
    method: PaymentMethod,
    urls: (uuid: string) => { success: string; failure: string; website: string },
  ): Promise<PaymentStart> {
    const gateway = this.gateways.get(method)!
    const uuid = `${order.id}-${randomBytes(9).toString('hex')}`
    const row = await this.db
      .insertInto('payment_attempts')
      .values({ order_id: order.id, method, uuid, amount: order.total })
      .returningAll()
      .executeTakeFirstOrThrow()
    await this.db
      .updateTable('orders')
      .set({ method })
      .where('id', '=', order.id)
      .where('status', '=', 'pending')
      .execute()
    const { start, pidx } = await gateway.start(attemptOf(row, order.vat ?? 0), urls(uuid))
    if (pidx) {
      await this.db.updateTable('payment_attempts').set({ pidx }).where('id', '=', row.id).execute()
    }
    await this.schedule(row.id, 0)
    return start
  }

  /** eSewa's `data` with its signature checked, or null (not eSewa's, or eSewa not configured). */
  esewaReturn(data: string): EsewaReturn | null {
    return this.options.esewa ? readEsewaReturn(this.options.esewa, data) : null
  }

  /** The product code eSewa's answers must carry. */
  get esewaProductCode(): string | undefined {
    return this.options.esewa?.productCode
  }

  /** The order's latest attempt, if it has one. */
  latest(orderId: number): Promise<PaymentAttempt | undefined> {
    return this.db
      .selectFrom('payment_attempts')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst()
  }

  byUuid(method: PaymentMethod, uuid: string) {
    return this.db
      .selectFrom('payment_attempts')
      .selectAll()
      .where('method', '=', method)
      .where('uuid', '=', uuid)
      .executeTakeFirst()
  }

  byPidx(pidx: string) {
    return this.db
      .selectFrom('payment_attempts')
      .selectAll()
      .where('method', '=', 'khalti')
      .where('pidx', '=', pidx)
      .executeTakeFirst()
  }

  /** Asks the attempt's gateway how it went (on the server; the browser's word is not enough). */
  async ask(attempt: PaymentAttempt): Promise<Verdict> {
    const gateway = this.gateways.get(attempt.method)
    if (!gateway)
      return { state: 'pending', why: `${attempt.method} is not configured`, paying: true }
    const order = await this.db
      .selectFrom('orders')
      .select('vat')
      .where('id', '=', attempt.order_id)
      .executeTakeFirstOrThrow()
    return gateway.check(attemptOf(attempt, order.vat ?? 0))
  }

  /**
   * Applies the gateway's verdict, in one transaction: paid credits the order (once: a second
   * credit finds it paid and does nothing); failed marks the attempt, and the order too when it
   * is the order's latest attempt (its key given back, the cart kept for a retry); pending waits
   * for a re-check; a mismatch changes nothing and is logged. `final`: an eSewa "not found" ends
   * the attempt (the payer came back from eSewa's failure page, or it is too old to be paid).
   */
  async settle(attempt: PaymentAttempt, verdict: Verdict, final: boolean): Promise<Settled> {
    const facts = { order: attempt.order_id, method: attempt.method, attempt: attempt.id }
    let applied = verdict
    if (
      verdict.state === 'failed' &&
      attempt.method === 'esewa' &&
      !final &&
      Date.now() - new Date(attempt.created_at).getTime() < ATTEMPT_LIFETIME_MS
    ) {
      applied = { state: 'pending', why: verdict.why, paying: false }
    }
    const order = await this.db.transaction().execute(async (tx) => {
      const now = new Date()
      if (applied.state === 'paid') {
        const current = await tx
          .selectFrom('orders')
          .select('user_id')
          .where('id', '=', attempt.order_id)
          .executeTakeFirstOrThrow()
        const user = await accountById(tx, current.user_id)
        const credited = user
          ? await creditOrder(tx, user, attempt.order_id, applied.reference, this.seller)
          : undefined
        const first = await tx
          .updateTable('payment_attempts')
          .set({ status: 'paid', checked_at: now })
          .where('id', '=', attempt.id)
          .where('status', '!=', 'paid')
          .returning('id')
          .executeTakeFirst()
        if (credited) {
          this.log.info({ ...facts, reference: applied.reference }, 'gateway payment credited')
        } else if (first) {
          // Paid at the gateway, but the order was already paid by another attempt, or had
          // failed: the payer was charged and nothing was credited for it.
          this.log.error(
            { ...facts, reference: applied.reference },
            'payment completed for an order already paid or failed: nothing credited, refund it',
          )
        }
      } else if (applied.state === 'failed') {
        await tx
          .updateTable('payment_attempts')
          .set({ status: 'failed', checked_at: now })
          .where('id', '=', attempt.id)
          .where('status', 'in', ['started', 'pending'])
          .execute()
        await tx
          .updateTable('orders')
          .set({ status: 'failed', failure: applied.reason, idempotency_key: null })
          .where('id', '=', attempt.order_id)
          .where('status', '=', 'pending')
          .where((eb) =>
            eb.not(
              eb.exists(
                eb
                  .selectFrom('payment_attempts as newer')
                  .select('newer.id')
                  .where('newer.order_id', '=', attempt.order_id)
                  .where('newer.id', '>', attempt.id),
              ),
            ),
          )
          .execute()
      } else if (applied.state === 'pending') {
        await tx
          .updateTable('payment_attempts')
          .set({ status: 'pending', checked_at: now })
          .where('id', '=', attempt.id)
          .where('status', 'in', ['started', 'pending'])
          .execute()
      } else {
        this.log.warn(
          { ...facts, why: applied.why },
          'gateway payment does not match: nothing credited',
        )
      }
      return tx
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', attempt.order_id)
        .executeTakeFirstOrThrow()
    })
    if (verdict.state === 'failed') {
      this.log.info({ ...facts, why: verdict.why, final }, 'gateway payment not completed')
    }
    return { order, verdict: applied }
  }

  /** Asks and settles; a payment still pending is re-checked later. */
  async verify(attempt: PaymentAttempt, final: boolean): Promise<Settled> {
    const settled = await this.settle(attempt, await this.ask(attempt), final)
    if (settled.verdict.state === 'pending' || settled.verdict.state === 'mismatch') {
      await this.schedule(attempt.id, 0)
    }
    return settled
  }

  /** Queues a re-check of an attempt (nothing when the queue is not running). */
  async schedule(attemptId: number, tries: number): Promise<void> {
    if (!this.queue) return
    const delay = Math.min(this.recheckDelaySeconds * 2 ** tries, MAX_RECHECK_DELAY_S)
    await this.queue.recheckPayment(attemptId, tries, Math.max(delay, this.recheckDelaySeconds))
  }

  /**
   * The background re-check of one attempt: done when it is paid or failed (or its order no
   * longer waits); otherwise asked again later, each time a little later, until MAX_RECHECKS.
   */
  async recheck(attemptId: number, tries: number): Promise<void> {
    const attempt = await this.db
      .selectFrom('payment_attempts')
      .selectAll()
      .where('id', '=', attemptId)
      .executeTakeFirst()
    if (!attempt || attempt.status === 'paid' || attempt.status === 'failed') return
    const old = Date.now() - new Date(attempt.created_at).getTime() >= ATTEMPT_LIFETIME_MS
    const { order, verdict } = await this.settle(attempt, await this.ask(attempt), old)
    if (verdict.state === 'paid' || verdict.state === 'failed') return
    if (order.status !== 'pending') return
    if (tries + 1 >= MAX_RECHECKS) {
      this.log.error(
        { order: order.id, method: attempt.method, attempt: attempt.id },
        'gateway payment still not confirmed after every re-check: left to an operator',
      )
      return
    }
    await this.schedule(attempt.id, tries + 1)
  }
}
