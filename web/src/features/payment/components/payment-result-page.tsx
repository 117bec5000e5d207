import { useEffect, type ReactNode } from 'react'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { href } from '@jagir/shared/routes/table'
import { isEmployer, type CurrentUser } from '@jagir/shared/schemas/user'
import { ApiError } from '../../../lib/api-client'
import { LoadState } from '../../../components/ui/load-state'
import { PageTitle } from '../../../components/ui/page-title'
import { useLang } from '../../../lib/lang'
import { pageHref } from '../../../lib/links'
import { orderIdOf, useOrder } from '../api/order'
import { useMoney } from '../lib/money'
import { OrderSummary } from './order-summary'
import './payment.scss'

/** A page's heading and body in the layout the payment pages share. */
function Shell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="section">
      <div className="container">
        <PageTitle title={title} />
        <h1 className="title">{title}</h1>
        {children}
      </div>
    </section>
  )
}

/** Only the employer who ordered sees an order: others are asked to sign in. */
function SignInFirst() {
  const lang = useLang()
  const location = useLocation()
  const next = location.pathname + location.search
  return (
    <p className="notification is-info is-light">
      <Trans>Sign in with the employer account that paid to see this order.</Trans>{' '}
      <Link to={pageHref('signIn', lang, { next })}>
        <Trans>Sign in</Trans>
      </Link>
    </p>
  )
}

/**
 * `/payment/success?order=`: the paid order read by its id (a reload reads it again and never
 * pays again) and what to do next: post a job, see the candidates bought (My candidates).
 */
export function PaymentSuccessPage({
  user,
  postJob,
}: {
  user: CurrentUser | null | undefined
  postJob: ReactNode
}) {
  const { t } = useLingui()
  const lang = useLang()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const id = orderIdOf(params)
  const { data: order, error } = useOrder(user && isEmployer(user) ? id : null, lang)
  const failed = order?.status === 'failed'
  useEffect(() => {
    // A failed order's address under success: its own page says what happened.
    if (failed) void navigate(pageHref('paymentFailure', lang, { order: id }), { replace: true })
  }, [failed, id, lang, navigate])

  const pending = order?.status === 'pending'
  const title = pending
    ? t`We are waiting for the payment service to confirm your payment`
    : t`Thank you, your payment went through`
  if (user === null || (user && !isEmployer(user))) {
    return (
      <Shell title={title}>
        <SignInFirst />
      </Shell>
    )
  }
  return (
    <Shell title={title}>
      {order && pending ? (
        <>
          <div
            className="notification is-info is-light"
            role="status"
            data-testid="payment-pending"
          >
            <p>
              <Trans>
                Your payment is pending. We ask the payment service again until it confirms it, and
                credit your purchase once, as soon as it does. This page updates by itself: there is
                nothing more to do and no need to pay again.
              </Trans>
            </p>
          </div>
          <OrderSummary order={order} />
        </>
      ) : order && !failed ? (
        <>
          <OrderSummary order={order} />
          <h2 className="title is-5">
            <Trans>What next</Trans>
          </h2>
          <div className="buttons">
            {postJob}
            <Link
              className="button is-link is-light"
              to={href('employerProfileMe', null, { tab: 'candidates' }, lang)}
            >
              <Trans>View your candidates and their contacts</Trans>
            </Link>
            {order.status === 'paid' ? (
              // Its tax invoice, issued when it was paid (the accountant's copy).
              <Link
                className="button is-light"
                to={href('paymentInvoice', { orderId: String(order.id) }, null, lang)}
              >
                <Trans>Tax invoice</Trans>
              </Link>
            ) : null}
          </div>
        </>
      ) : id === null || (error instanceof ApiError && error.status === 404) ? (
        <p className="notification is-warning is-light">
          <Trans>This order was not found among your orders.</Trans>
        </p>
      ) : (
        <LoadState error={error} failed={<Trans>Your order could not be loaded.</Trans>} />
      )}
    </Shell>
  )
}

/** `/payment/failure?order=`: why the payment did not go through, and the cart, kept, to try again. */
export function PaymentFailurePage({ user }: { user: CurrentUser | null | undefined }) {
  const { t } = useLingui()
  const lang = useLang()
  const [params] = useSearchParams()
  const id = orderIdOf(params)
  const { data: order, error } = useOrder(user && isEmployer(user) ? id : null, lang)
  // The order's own reason once it is read; the general one only when there is none to read, so
  // the alert never changes its words under a screen reader.
  const reading = id !== null && order === undefined && error === undefined
  // A gateway's answer the server could not verify (a bad signature, another amount or order).
  const unverified = params.get('reason') === 'unverified' && order?.status !== 'failed'
  const money = useMoney()
  const amount = order ? money(order.total) : ''
  const title = t`The payment did not go through`
  if (user === null || (user && !isEmployer(user))) {
    return (
      <Shell title={title}>
        <SignInFirst />
      </Shell>
    )
  }
  return (
    <Shell title={title}>
      <div className="notification is-danger is-light" role="alert">
        {reading ? null : (
          <p data-testid="failure-reason">
            {unverified ? (
              <Trans>
                The payment service&apos;s answer could not be verified, so nothing was credited.
              </Trans>
            ) : (
              (order?.failure_reason ?? (
                <Trans>The payment service did not confirm the payment.</Trans>
              ))
            )}
          </p>
        )}
        {order ? (
          <p data-testid="failure-amount">
            <Trans>Amount: {amount}</Trans>
          </p>
        ) : null}
        {unverified ? (
          <p>
            <Trans>
              Your cart is kept as it was. If money left your account, we credit the purchase as
              soon as the payment service confirms it; or contact us with your order number.
            </Trans>
          </p>
        ) : (
          <p>
            <Trans>Nothing was charged. Your cart is kept as it was.</Trans>
          </p>
        )}
      </div>
      <div className="buttons">
        <Link className="button is-primary" to={pageHref('paymentCartSummary', lang)}>
          <Trans>Try again</Trans>
        </Link>
        <Link className="button is-light" to={pageHref('contact', lang)}>
          <Trans>Contact us</Trans>
        </Link>
      </div>
    </Shell>
  )
}
