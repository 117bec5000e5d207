import { ChangePasswordPage } from '../../features/auth/components/pages/change-password-page'

/** `/settings/change-password` (signed-in users only: the route's `loggedIn` guard). */
export function Component() {
  return <ChangePasswordPage />
}
