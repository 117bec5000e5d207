import { Link, useLocation, useSearchParams } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { href } from '@jagir/shared/routes/table'
import { JobDate } from '../../../components/job/job-date'
import { PagedResults } from '../../../components/ui/paged-results'
import { formatNumber, localDigits } from '../../../lib/format'
import { useLang } from '../../../lib/lang'
import { pageHref } from '../../../lib/links'
import { pageQuery, type Page } from '@jagir/shared/schemas/page'
import { readPage, usePage } from '../../../lib/paging'

// The history's reading and its money are written here rather than shared with the payment
// pages: a module the workspace shared with them would be a chunk of its own, one more file for
// every page's entry to name (docs/performance.md).

/** One of the employer's orders as the history lists it (`GET /api/v1/payment/orders/`). */
interface OrderRow {
  id: number
  created_at: string
  status: 'pending' | 'paid' | 'failed'
  total: number
  items: { kind: 'job_posts' | 'hiring_package'; name: string | null; quantity: number }[]
  /** The tax invoice's number, once the order is paid. */
  invoice_number: string | null
}

/** A page of orders; one without an id is left out. */
const readOrders = (body: Partial<Page<OrderRow>> | undefined) =>
  readPage(body, (order) => typeof order?.id === 'number')

/** The page of the history its address names (`?page=`), 1 unless a positive number. */
const pageOf = (search: URLSearchParams): number =>
  Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1)

/** What an order bought, in a few words. */
function OrderItems({ order }: { order: OrderRow }) {
  const lang = useLang()
  return (
    <ul className="my-2">
      {order.items.map((item, index) => {
        const quantity = formatNumber(item.quantity, lang)
        const name = item.name ?? ''
        return (
          <li key={index}>
            {item.kind === 'job_posts' ? (
              <Trans>
                Job posts, {name} × {quantity}
              </Trans>
            ) : (
              <Trans>Hiring package (contact details)</Trans>
            )}
          </li>
        )
      })}
    </ul>
  )
}

/** An order's status as the history says it. */
function OrderStatus({ status }: { status: OrderRow['status'] }) {
  if (status === 'paid') {
    return (
      <span className="tag is-success is-light">
        <Trans>Paid</Trans>
      </span>
    )
  }
  if (status === 'failed') {
    return (
      <span className="tag is-danger is-light">
        <Trans>Not paid</Trans>
      </span>
    )
  }
  return (
    <span className="tag is-warning is-light">
      <Trans>Payment in progress</Trans>
    </span>
  )
}

/**
 * The workspace's `orders` tab: the employer's orders, newest first, ten a page (`?page=`), each
 * with its date, number, what it bought, its total and status, and for a paid one its tax invoice.
 */
export function OrdersTab() {
  const { t } = useLingui()
  const lang = useLang()
  const { pathname } = useLocation()
  const [search] = useSearchParams()
  const page = pageOf(search)
  const list = usePage<OrderRow>(
    [`/api/v1/payment/orders/?${pageQuery('orders', page)}`, lang],
    readOrders,
  )
  return (
    <PagedResults
      of="orders"
      list={list}
      page={page}
      pageHref={(to) => `${pathname}?${new URLSearchParams({ tab: 'orders', page: String(to) })}`}
      className="order-history"
      label={t`Your orders`}
      keyOf={(order) => order.id}
      loading={<p aria-busy="true">{t`Loading your orders`}</p>}
      failed={<Trans>Your orders could not be loaded. Check your connection and try again.</Trans>}
      empty={
        <div className="box has-text-centered" data-testid="empty-tab">
          <p className="mb-3">
            <Trans>
              No orders yet. Job posts and job seekers' contact details you buy are listed here.
            </Trans>
          </p>
          <Link className="button is-primary" to={pageHref('pricing', lang)}>
            <Trans>See the pricing</Trans>
          </Link>
        </div>
      }
    >
      {(order) => {
        const number = formatNumber(order.id, lang, { useGrouping: false })
        // As the payment pages write rupees (lib/money.ts): 'NPR 2,260', 'रु. २,२६०'.
        const figure = formatNumber(order.total, lang, {
          minimumFractionDigits: Number.isInteger(order.total) ? 0 : 2,
          maximumFractionDigits: 2,
        })
        const total = t({ message: `NPR ${figure}`, comment: 'An amount in Nepali rupees' })
        const invoice = order.invoice_number ? localDigits(order.invoice_number, lang) : ''
        return (
          <article className="box order-row" data-testid="order-row">
            <div className="is-flex is-flex-wrap-wrap is-justify-content-space-between is-align-items-center">
              <h3 className="title is-6 mb-0">
                <Trans>Order number {number}</Trans>
              </h3>
              <OrderStatus status={order.status} />
            </div>
            <p className="is-size-7">
              <JobDate value={order.created_at} />
            </p>
            <OrderItems order={order} />
            <p>
              <Trans>Total (VAT included): {total}</Trans>
            </p>
            {order.status === 'paid' && order.invoice_number ? (
              <p className="mt-2">
                <Link
                  to={href('paymentInvoice', { orderId: String(order.id) }, null, lang)}
                  data-testid="invoice-link"
                >
                  <Trans>Tax invoice {invoice}</Trans>
                </Link>
              </p>
            ) : null}
          </article>
        )
      }}
    </PagedResults>
  )
}
