import { CartSummaryPage } from '../../features/payment/components/cart-summary-page'
import { forgetShortlisted } from '../../features/hiring/lib/shortlist-store'

/** `/payment/cart-summary` (employer guard): the cart, its totals and Pay. */
export function Component() {
  return <CartSummaryPage forgetSeekers={forgetShortlisted} />
}
