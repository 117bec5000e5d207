import { useState } from 'react'
import { Link } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { href } from '@jagir/shared/routes/table'
import type { CartLine } from '@jagir/shared/schemas/cart'
import { formatNumber } from '../../../lib/format'
import { useLang } from '../../../lib/lang'
import { useMoney } from '../lib/money'
import { QuantityForm } from './quantity-form'

/** The job seekers of a hiring package line, each a link to their profile. */
function Seekers({ line }: { line: CartLine }) {
  const lang = useLang()
  const count = formatNumber(line.jobseekers.length, lang)
  return (
    <>
      <p>
        <Trans>Contact details of these job seekers ({count})</Trans>
      </p>
      <ul className="cart-seekers">
        {line.jobseekers.map((seeker) => (
          <li key={seeker.username}>
            <Link to={href('jobseekerProfile', { id: seeker.username }, null, lang)}>
              {seeker.full_name}
            </Link>
            {seeker.headline ? <span className="has-text-grey"> · {seeker.headline}</span> : null}
          </li>
        ))}
      </ul>
    </>
  )
}

/**
 * One line of the cart: a hiring package with its job seekers, or job posts with a quantity to
 * change (1 to 100); each can be removed. Its price comes from the provider.
 */
export function CartLineItem({
  line,
  busy,
  onQuantity,
  onRemove,
}: {
  line: CartLine
  /** A payment is under way: nothing changes meanwhile. */
  busy: boolean
  onQuantity: (line: CartLine, quantity: number) => Promise<void>
  onRemove: (line: CartLine) => Promise<void>
}) {
  const { t } = useLingui()
  const lang = useLang()
  const money = useMoney()
  const [removing, setRemoving] = useState(false)
  const setting = line.job_price_setting
  const name = setting ? setting.name : t`Hiring package`
  const posts = setting ? formatNumber(setting.job_posts, lang) : ''
  const each = setting ? money(setting.price) : ''
  const remove = async () => {
    setRemoving(true)
    try {
      await onRemove(line)
    } finally {
      setRemoving(false)
    }
  }
  return (
    <li className="cart-line" data-testid="cart-line">
      <div className="cart-line-head">
        <div>
          <h2 className="title is-5 mb-2">{name}</h2>
          {setting ? (
            <p>
              {setting.job_posts === 1 ? (
                <Trans>1 job post a package, {each} each</Trans>
              ) : (
                <Trans>
                  {posts} job posts a package, {each} each
                </Trans>
              )}
            </p>
          ) : (
            <Seekers line={line} />
          )}
        </div>
        <p className="title is-5" data-testid="cart-line-price">
          {money(line.price)}
        </p>
      </div>
      {setting ? (
        <QuantityForm
          // A new quantity from the provider (merged from the pricing page) resets the field.
          key={line.quantity}
          initial={line.quantity}
          label={t`How many packages of ${name}`}
          submitLabel={<Trans>Update</Trans>}
          busyLabel={t`Updating`}
          disabled={busy}
          onSubmit={(quantity) => onQuantity(line, quantity)}
        />
      ) : null}
      <button
        type="button"
        className={`button is-small is-danger is-light mt-2${removing ? ' is-loading' : ''}`}
        onClick={() => void remove()}
        disabled={busy || removing}
        aria-label={t`Remove ${name}`}
      >
        <Trans>Remove</Trans>
      </button>
    </li>
  )
}
