import { useEffect, useRef, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { localizePath } from '@jagir/shared/routes/table'
import type { CartLine, Order, PaymentMethod } from '@jagir/shared/schemas/cart'
import { ApiError } from '../../../lib/api-client'
import { LoadState } from '../../../components/ui/load-state'
import { PageTitle } from '../../../components/ui/page-title'
import { useLang } from '../../../lib/lang'
import { pageHref } from '../../../lib/links'
import {
  checkout,
  goToGateway,
  removeLine,
  setLineQuantity,
  useCart,
  usePaymentMethods,
} from '../api/cart'
import { CartLineItem } from './cart-line'
import { CartTotals } from './cart-totals'
import './payment.scss'

/** The job seekers whose contact details an order bought. */
const boughtSeekers = (order: Order): Set<string> =>
  new Set((order.items ?? []).flatMap((line) => line.jobseekers ?? []).map((s) => s.username))

/**
 * The provider's words for a refused checkout (an empty cart, a cart changed meanwhile, a way to
 * pay not offered, a gateway not answering).
 */
function refusal(error: unknown): string | null {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 503)) return null
  const body = error.body as {
    non_field_errors?: unknown
    method?: unknown
    detail?: unknown
  } | null
  if (typeof body?.detail === 'string') return body.detail
  const list = [
    ...(Array.isArray(body?.non_field_errors) ? body.non_field_errors : []),
    ...(Array.isArray(body?.method) ? body.method : []),
  ]
  return list.filter((m): m is string => typeof m === 'string').join(' ') || error.message
}

type Gateway = Exclude<PaymentMethod, 'demo'>

/** A gateway by its own name. */
function MethodName({ method }: { method: Gateway }) {
  return method === 'esewa' ? <Trans>eSewa</Trans> : <Trans>Khalti</Trans>
}

/**
 * `/payment/cart-summary` (employer guard): what is in the cart, quantities, remove, the
 * provider's subtotal, VAT and total, and Pay. Pay sends the cart's version as its idempotency
 * key and is disabled while paying, so a double click, a reload or the back button never pays
 * twice. `?outcome=failure` asks the demo's gateway to refuse (docs/hiring-funnel.md).
 */
export function CartSummaryPage({
  forgetSeekers,
}: {
  /**
   * Job seekers whose contact details were just bought leave the shortlist (the provider takes
   * them off its own; the browser's copy follows, so the shortlist bar does not offer them again).
   */
  forgetSeekers: (usernames: ReadonlySet<string>) => void
}) {
  const { t } = useLingui()
  const lang = useLang()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const { data: cart, error, mutate } = useCart(lang)
  const { data: methods } = usePaymentMethods()
  const gateways = (methods ?? []).filter((m): m is Gateway => m !== 'demo')
  const [chosen, setChosen] = useState<Gateway | null>(null)
  // The first gateway offered unless the employer chose another; none: the demo's.
  const method: PaymentMethod =
    chosen && gateways.includes(chosen) ? chosen : (gateways[0] ?? 'demo')
  const [notice, setNotice] = useState<string | null>(null)
  const [paying, setPaying] = useState(false)
  // Set at once, before React renders the disabled button: a second click in the same frame.
  const payingNow = useRef(false)
  const outcome = params.get('outcome') === 'failure' ? 'failure' : null
  useEffect(() => {
    // Back from the gateway's page (the browser's back button restores this page as it was
    // left): Pay works again, and the cart is read again.
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return
      payingNow.current = false
      setPaying(false)
      void mutate()
    }
    window.addEventListener('pageshow', restored)
    return () => window.removeEventListener('pageshow', restored)
  }, [mutate])

  /** A line that is gone: say so and show the cart as it is now. */
  const gone = async (error: unknown) => {
    if (!(error instanceof ApiError) || error.status !== 404) throw error
    setNotice(t`That item is no longer in your cart. Here is your cart as it is now.`)
    await mutate()
  }
  const changeQuantity = async (line: CartLine, quantity: number) => {
    setNotice(null)
    try {
      await setLineQuantity(line.id, quantity)
      await mutate()
    } catch (error) {
      await gone(error)
    }
  }
  const remove = async (line: CartLine) => {
    setNotice(null)
    try {
      await removeLine(line.id)
    } catch (error) {
      await gone(error).catch(() => undefined)
      return
    }
    await mutate()
  }
  const pay = async () => {
    if (!cart || payingNow.current) return
    payingNow.current = true
    setPaying(true)
    setNotice(null)
    try {
      const result = await checkout(cart.version, outcome, method)
      if (result.payment) {
        // Off to eSewa or Khalti: the button stays busy while the browser leaves.
        goToGateway(result.payment)
        return
      }
      if (result.order.status === 'paid') forgetSeekers(boughtSeekers(result.order))
      // The cart as the payment left it (emptied when paid), for the back button.
      void mutate()
      await navigate(localizePath(result.redirect, lang))
      payingNow.current = false
      setPaying(false)
    } catch (error) {
      payingNow.current = false
      setPaying(false)
      const message = refusal(error)
      if (message) setNotice(message)
      await mutate()
    }
  }

  return (
    <section className="section">
      <div className="container">
        <PageTitle title={t`Your cart`} />
        <h1 className="title">
          <Trans>Your cart</Trans>
        </h1>
        {notice ? (
          <div className="notification is-warning is-light" role="alert">
            {notice}
          </div>
        ) : null}
        {!cart ? (
          <LoadState error={error} failed={<Trans>Your cart could not be loaded.</Trans>} />
        ) : cart.items.length === 0 ? (
          <div className="content">
            <p>
              <Trans>Your cart is empty.</Trans>
            </p>
            <p className="buttons">
              <Link className="button is-link" to={pageHref('pricing', lang)}>
                <Trans>See job post packages</Trans>
              </Link>
              <Link className="button is-link is-light" to={pageHref('jobseekerSearch', lang)}>
                <Trans>Search job seekers</Trans>
              </Link>
            </p>
          </div>
        ) : (
          <>
            <ul className="mb-5">
              {cart.items.map((line) => (
                <CartLineItem
                  key={line.id}
                  line={line}
                  busy={paying}
                  onQuantity={changeQuantity}
                  onRemove={remove}
                />
              ))}
            </ul>
            <CartTotals
              subtotal={cart.subtotal}
              vat={cart.vat}
              vatRate={cart.vat_rate}
              total={cart.total}
            />
            {gateways.length ? (
              <fieldset className="field payment-methods" disabled={paying}>
                <legend className="label">
                  <Trans>How would you like to pay?</Trans>
                </legend>
                <div className="control">
                  {gateways.map((option) => (
                    <label className="radio mr-4" key={option}>
                      <input
                        type="radio"
                        name="payment-method"
                        value={option}
                        checked={method === option}
                        onChange={() => setChosen(option)}
                      />{' '}
                      <MethodName method={option} />
                    </label>
                  ))}
                </div>
                <p className="help">
                  <Trans>
                    You will pay on the payment service&apos;s own page and come back here.
                  </Trans>
                </p>
              </fieldset>
            ) : null}
            <div className="buttons is-right">
              <Link className="button is-light" to={pageHref('pricing', lang)}>
                <Trans>Add more</Trans>
              </Link>
              <button
                type="button"
                className={`button is-primary${paying ? ' is-loading' : ''}`}
                onClick={() => void pay()}
                disabled={paying}
                data-testid="pay"
              >
                <Trans>Pay</Trans>
              </button>
            </div>
          </>
        )}
      </div>
    </section>
  )
}
