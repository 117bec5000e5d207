import { CartSummaryPage } from '../../features/payment/components/cart-summary-page'

/** `/payment/cart-summary` (employer guard): the cart, its totals and Pay. */
export function Component() {
  return <CartSummaryPage />
}
