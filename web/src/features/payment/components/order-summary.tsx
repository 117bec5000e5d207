import { Link } from 'react-router'
import { Trans } from '@lingui/react/macro'
import { href } from '@jagir/shared/routes/table'
import type { Order } from '@jagir/shared/schemas/cart'
import { VAT_RATE_PERCENT } from '@jagir/shared/rules/vat'
import { formatNumber } from '../../../lib/format'
import { useLang } from '../../../lib/lang'
import { useMoney } from '../lib/money'
import { CartTotals } from './cart-totals'

/** What an order holds: each line (job posts with their quantity, a package's job seekers). */
export function OrderSummary({ order }: { order: Order }) {
  const lang = useLang()
  const money = useMoney()
  const number = formatNumber(order.id, lang, { useGrouping: false })
  return (
    <div className="box">
      <p className="title is-5" data-testid="order-number">
        <Trans>Order number {number}</Trans>
      </p>
      {order.reference ? (
        <p className="is-size-7 mb-3">
          <Trans>Payment reference {order.reference}</Trans>
        </p>
      ) : null}
      <ul className="mb-4">
        {order.items.map((line) => {
          const quantity = formatNumber(line.quantity, lang)
          const posts = formatNumber((line.job_price_setting?.job_posts ?? 0) * line.quantity, lang)
          const name = line.job_price_setting?.name ?? ''
          const price = money(line.price)
          const seekers = formatNumber(line.jobseekers.length, lang)
          return (
            <li key={line.id} className="cart-line" data-testid="order-line">
              {line.job_price_setting ? (
                <p>
                  <Trans>
                    {name} × {quantity}: {posts} job posts, {price}
                  </Trans>
                </p>
              ) : (
                <>
                  <p>
                    <Trans>
                      Hiring package: contact details of job seekers ({seekers}), {price}
                    </Trans>
                  </p>
                  <ul className="cart-seekers">
                    {line.jobseekers.map((seeker) => (
                      <li key={seeker.username}>
                        <Link to={href('jobseekerProfile', { id: seeker.username }, null, lang)}>
                          {seeker.full_name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </li>
          )
        })}
      </ul>
      <CartTotals
        subtotal={order.subtotal}
        vat={order.vat}
        vatRate={VAT_RATE_PERCENT}
        total={order.total}
      />
    </div>
  )
}
