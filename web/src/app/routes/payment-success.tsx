import { useEffect } from 'react'
import {
  fetchCurrentUser,
  setCurrentUser,
  useCurrentUser,
} from '../../features/auth/api/current-user'
import { PaymentSuccessPage } from '../../features/payment/components/payment-result-page'
import { PostJobSlot } from '../../components/ui/post-job-slot'

/** `/payment/success?order=`: the paid order and what to do next. */
export function Component() {
  const { user } = useCurrentUser()
  // A purchase changes what the user may do (job posts left): Post Job decides on the new user.
  useEffect(() => {
    void fetchCurrentUser().then(setCurrentUser, () => undefined)
  }, [])
  return <PaymentSuccessPage user={user} postJob={<PostJobSlot user={user} />} />
}
