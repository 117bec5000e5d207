import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { localizePath } from '@jagir/shared/routes/table'
import type { Locale } from '../../lib/locale.js'
import type { GatewayPayments, Settled } from './gateway-payments.js'

type LangParams = { Params: { lang: string }; Querystring: Record<string, unknown> }

const langOf = (value: string): Locale => (value === 'en' ? 'en' : 'ne')

/** A query value as one short string, or undefined. */
const text = (value: unknown, max = 4000): string | undefined =>
  typeof value === 'string' && value.length > 0 && value.length <= max ? value : undefined

/**
 * Where eSewa and Khalti send the payer back (their success, failure and return URLs, on the
 * public site's `/api/v1`, through the BFF). A top-level GET from the gateway: no session is
 * needed (the signed data or the `pidx` names the attempt), so a late confirmation, a reload or
 * another browser lands the same way. Each asks the gateway on the server, credits the order at
 * most once (gateway-payments.ts) and redirects to the success page (paid, or pending until the
 * background re-check confirms it) or the failure page. What cannot be verified (a forged
 * signature, an unknown transaction, another amount or order) credits nothing and is logged.
 *
 * These GETs write, as a gateway's callback must: what they write is only what the gateway
 * itself confirms, once, whoever asks and however often.
 */
export function gatewayReturnRoutes(payments: GatewayPayments): FastifyPluginAsync {
  return async (app) => {
    const redirect = (reply: FastifyReply, lang: Locale, path: string) =>
      reply
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .redirect(localizePath(path, lang), 303)
    /** Not verified (`order`: the attempt's order, when one was found): nothing credited. */
    const unverified = (
      request: FastifyRequest,
      reply: FastifyReply,
      lang: Locale,
      why: string,
      order?: number,
    ) => {
      request.log.warn({ order, why }, 'gateway return not verified: nothing credited')
      const which = order === undefined ? '' : `order=${order}&`
      return redirect(reply, lang, `/payment/failure?${which}reason=unverified`)
    }
    /** What the gateway said, once settled: the success page (paid or pending) or the failure page. */
    const land = (request: FastifyRequest, reply: FastifyReply, lang: Locale, settled: Settled) => {
      const { order, verdict } = settled
      if (verdict.state === 'mismatch')
        return unverified(request, reply, lang, verdict.why, order.id)
      const page = order.status === 'failed' ? 'failure' : 'success'
      return redirect(reply, lang, `/payment/${page}?order=${order.id}`)
    }

    // eSewa's success_url: `?data=` (base64 JSON, signed). The signature first, then the
    // status-check API, before anything is credited.
    app.get<LangParams>('/api/v1/payment/esewa/return/:lang/', async (request, reply) => {
      const lang = langOf(request.params.lang)
      const data = text(request.query.data)
      const back = data ? payments.esewaReturn(data) : null
      if (!back)
        return unverified(request, reply, lang, 'eSewa data missing or its signature wrong')
      const attempt = await payments.byUuid('esewa', back.uuid)
      if (!attempt)
        return unverified(request, reply, lang, 'eSewa return for an unknown transaction')
      if (back.productCode !== payments.esewaProductCode || back.totalAmount !== attempt.amount) {
        const why = 'eSewa return for another amount or product'
        return unverified(request, reply, lang, why, attempt.order_id)
      }
      return land(request, reply, lang, await payments.verify(attempt, false))
    })

    // eSewa's failure_url (the payer cancelled, or eSewa refused): the status is still asked,
    // so a payment that did go through is credited, and one that did not ends the attempt.
    app.get<{ Params: { lang: string; uuid: string } }>(
      '/api/v1/payment/esewa/failure/:uuid/:lang/',
      async (request, reply) => {
        const lang = langOf(request.params.lang)
        const attempt = await payments.byUuid('esewa', request.params.uuid.slice(0, 100))
        if (!attempt)
          return unverified(request, reply, lang, 'eSewa failure for an unknown transaction')
        return land(request, reply, lang, await payments.verify(attempt, true))
      },
    )

    // Khalti's return_url: `?pidx=…&status=…&purchase_order_id=…`. The pidx is looked up on the
    // server; only a Completed payment of the amount sent, for this order, is credited.
    app.get<LangParams>('/api/v1/payment/khalti/return/:lang/', async (request, reply) => {
      const lang = langOf(request.params.lang)
      const pidx = text(request.query.pidx, 100)
      const attempt = pidx ? await payments.byPidx(pidx) : undefined
      if (!attempt) return unverified(request, reply, lang, 'Khalti return for an unknown pidx')
      const order = text(request.query.purchase_order_id, 200)
      if (order !== undefined && order !== attempt.uuid) {
        const why = 'Khalti return for another order'
        return unverified(request, reply, lang, why, attempt.order_id)
      }
      return land(request, reply, lang, await payments.verify(attempt, true))
    })
  }
}
