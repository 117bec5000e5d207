import { useLocation, useRevalidator } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { isEmployer, isReferrer, type CurrentUser } from '@jagir/shared/schemas/user'
import { Modal } from '../../../components/ui/modal'
import {
  closeAccountDialog,
  showAccountView,
  useAccountDialog,
  type AccountContext,
  type AccountView,
} from '../../../lib/account-dialog'
import { showSnackbar } from '../../../lib/snackbar'
import { useCurrentUser } from '../api/current-user'
import { SignInForm } from './sign-in-form'

/** Spec section 2: employer mode when opened from pricing or employer sign-in, or for employers. */
export function isEmployerMode(
  context: AccountContext | null,
  user: CurrentUser | null | undefined,
) {
  return context === 'pricing' || context === 'employer-sign-in' || isEmployer(user)
}

/** The account dialog: sign-in and the other account views (spec section 2, "Account dialog"). */
export function AccountDialog() {
  const state = useAccountDialog()
  const { user } = useCurrentUser()
  const { t } = useLingui()
  const location = useLocation()
  const revalidator = useRevalidator()
  const employerMode = isEmployerMode(state.context, user)

  // A referrer's dialog closes instead of changing view (spec section 2).
  const changeView = (view: AccountView) => {
    if (isReferrer(user)) closeAccountDialog()
    else showAccountView(view)
  }

  const titles: Record<AccountView, string> = {
    'sign-in': employerMode ? t`Employer Sign In` : t`Sign In`,
    'sign-up': t`Employer Sign Up`,
    'forgot-password': t`Forgot Password`,
    'verify-code': t`Verify Code`,
    'set-password': t`Set Password`,
    details: employerMode ? t`Employer Details` : t`Jobseeker Details`,
    enroll: t`Enroll as Referrer`,
  }

  return (
    <Modal title={titles[state.view]} onClose={closeAccountDialog} narrow>
      {state.message ? (
        <div className="notification is-warning is-light" role="alert">
          {state.message}
        </div>
      ) : null}
      {state.view === 'sign-in' ? (
        <>
          <SignInForm
            next={location.pathname + location.search}
            onForgotPassword={() => changeView('forgot-password')}
            onSignedIn={() => {
              closeAccountDialog()
              showSnackbar(t`Successfully Logged In`, 'success')
              void revalidator.revalidate()
            }}
          />
          <p className="mt-4 has-text-centered">
            <Trans>Don't have an account?</Trans>{' '}
            <button
              type="button"
              className="button is-ghost px-1"
              onClick={() => changeView('sign-up')}
            >
              <Trans>Sign Up</Trans>
            </button>
          </p>
        </>
      ) : null}
    </Modal>
  )
}
