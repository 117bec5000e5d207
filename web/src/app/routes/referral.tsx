import { useCurrentUser } from '../../features/auth/api/current-user'
import { ReferralPage } from '../../features/referrer/components/referral-page'

/** `/referral`: what referring is, and the way to start. */
export function Component() {
  const { user } = useCurrentUser()
  return <ReferralPage user={user} />
}
