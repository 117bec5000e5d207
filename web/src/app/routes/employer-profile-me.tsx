import { useCurrentUser } from '../../features/auth/api/current-user'
import { EmployerWorkspace } from '../../features/employer/components/employer-workspace'
import { forgetShortlisted, useStoredShortlist } from '../../features/hiring/lib/shortlist-store'
import { OrdersTab } from '../../features/payment/components/orders-tab'
import { PostJobSlot } from '../../components/ui/post-job-slot'

/** `/employer/profile/me?tab=` (employer guard): the employer's workspace. */
export function Component() {
  const { user } = useCurrentUser()
  const local = useStoredShortlist()
  // The guard let an employer in; until the user is known the page waits (a moment at most).
  if (!user) return <section className="section" aria-busy="true" />
  return (
    <EmployerWorkspace
      user={user}
      postJob={<PostJobSlot user={user} />}
      shortlist={{ local, forget: forgetShortlisted }}
      orders={<OrdersTab />}
    />
  )
}
