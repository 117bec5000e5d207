import { lazy, Suspense } from 'react'
import { Trans } from '@lingui/react/macro'
import type { CurrentUser } from '@jagir/shared/schemas/user'
import { openAccountDialog, openSignupChoice } from '../../lib/account-dialog'

// Only signed-in users have the account menu: visitors' first load does without its code.
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })))

/** Sign In and Sign Up for visitors; the account menu (change password, logout) for users. */
export function UserMenu({ user }: { user: CurrentUser | null | undefined }) {
  if (user === undefined) return null
  if (!user) {
    return (
      <div className="navbar-item">
        <div className="buttons">
          <button type="button" className="button is-light" onClick={() => openAccountDialog()}>
            <Trans>Sign In</Trans>
          </button>
          <button
            type="button"
            className="button is-primary is-outlined"
            onClick={openSignupChoice}
          >
            <Trans>Sign Up</Trans>
          </button>
        </div>
      </div>
    )
  }
  return (
    <Suspense fallback={null}>
      <AccountMenu user={user} />
    </Suspense>
  )
}
