import { useCurrentUser } from '../../features/auth/api/current-user'
import { PaymentFailurePage } from '../../features/payment/components/payment-result-page'

/** `/payment/failure?order=`: why the payment failed; the cart is kept to try again. */
export function Component() {
  const { user } = useCurrentUser()
  return <PaymentFailurePage user={user} />
}
