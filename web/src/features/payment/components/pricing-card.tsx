import { useState } from 'react'
import { useNavigate } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { asciiDigits } from '@jagir/shared/rules/digits'
import { cartTotals, linePrice } from '@jagir/shared/rules/vat'
import { PRICING_QUANTITY_MAX, type PricingPackage } from '@jagir/shared/schemas/pricing'
import { isEmployer, type CurrentUser } from '@jagir/shared/schemas/user'
import { openAccountDialog } from '../../../lib/account-dialog'
import { formatNumber } from '../../../lib/format'
import { useLang } from '../../../lib/lang'
import { pageHref } from '../../../lib/links'
import { showSnackbar } from '../../../lib/snackbar'
import { addJobPosts } from '../api/pricing'
import { useMoney } from '../lib/money'
import { QuantityForm } from './quantity-form'

/** What the typed quantity costs, VAT apart (the cart's figures come from the provider). */
function Preview({ unitPrice, typed }: { unitPrice: number; typed: string }) {
  const money = useMoney()
  const quantity = Number(asciiDigits(typed.trim()))
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > PRICING_QUANTITY_MAX) return null
  const { subtotal, vat, total } = cartTotals([{ price: linePrice(unitPrice, quantity) }])
  const before = money(subtotal)
  const tax = money(vat)
  const all = money(total)
  return (
    <p className="is-size-7 mb-3" aria-live="polite">
      <Trans>
        {before} + VAT {tax} = {all}
      </Trans>
    </p>
  )
}

/**
 * A job post package: its price before VAT, what it gives, and Buy with a quantity. Buying needs
 * an employer: a visitor gets the employer sign-in dialog (entry context pricing,
 * docs/product.md#the-account-dialog) and the purchase goes on once signed in.
 */
export function PricingCard({
  pkg,
  user,
}: {
  pkg: PricingPackage
  user: CurrentUser | null | undefined
}) {
  const { t } = useLingui()
  const lang = useLang()
  const navigate = useNavigate()
  const money = useMoney()
  const [typed, setTyped] = useState('1')
  const posts = formatNumber(pkg.job_posts, lang)
  const days = formatNumber(pkg.duration_days, lang)
  const price = money(pkg.price)

  const buy = async (quantity: number, who: CurrentUser | null | undefined): Promise<void> => {
    if (!who) {
      openAccountDialog({
        view: 'sign-in',
        context: 'pricing',
        message: t`Sign in as an employer to buy a package.`,
        afterSignIn: (signedIn) => void buy(quantity, signedIn).catch(() => undefined),
      })
      return
    }
    if (!isEmployer(who)) {
      showSnackbar(t`Only an employer account can buy packages. Sign in as an employer.`, 'danger')
      return
    }
    await addJobPosts({ job_price_setting: pkg.id, quantity })
    await navigate(pageHref('paymentCartSummary', lang))
  }

  return (
    <article className="card pricing-card" aria-labelledby={`pricing-${pkg.id}`}>
      <div className="card-content">
        <h3 className="title is-5" id={`pricing-${pkg.id}`}>
          {pkg.name}
        </h3>
        <p className="title is-4 mb-1">{price}</p>
        <p className="is-size-7 mb-3">
          <Trans>per package, before 13% VAT</Trans>
        </p>
        <p className="mb-2">{pkg.description}</p>
        <ul className="pricing-features mb-4">
          <li>
            {pkg.job_posts === 1 ? (
              <Trans>1 job post, listed for {days} days</Trans>
            ) : (
              <Trans>
                {posts} job posts, each listed for {days} days
              </Trans>
            )}
          </li>
          {pkg.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <QuantityForm
          initial={1}
          label={t`How many packages`}
          submitLabel={<Trans>Buy</Trans>}
          busyLabel={t`Adding to the cart`}
          onQuantity={setTyped}
          onSubmit={(quantity) => buy(quantity, user)}
        >
          <Preview unitPrice={pkg.price} typed={typed} />
        </QuantityForm>
      </div>
    </article>
  )
}
