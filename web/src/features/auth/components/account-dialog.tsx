import './account-forms.scss'
import { useState, type ComponentType } from 'react'
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
import { EmployerDetailsView } from './views/employer-details-view'
import { EnrollView } from './views/enroll-view'
import { EMPTY_FLOW, type Flow, type FlowProps } from './views/flow'
import { ForgotPasswordView } from './views/forgot-password-view'
import { JobseekerDetailsView } from './views/jobseeker-details-view'
import { SetPasswordView } from './views/set-password-view'
import { SignUpView } from './views/sign-up-view'
import { VerifyCodeView } from './views/verify-code-view'

/** docs/product.md#the-account-dialog: employer mode when opened from pricing or employer sign-in, or for employers. */
export function isEmployerMode(
  context: AccountContext | null,
  user: CurrentUser | null | undefined,
) {
  return context === 'pricing' || context === 'employer-sign-in' || isEmployer(user)
}

const VIEWS: Partial<Record<AccountView, ComponentType<FlowProps>>> = {
  'sign-up': SignUpView,
  'forgot-password': ForgotPasswordView,
  'verify-code': VerifyCodeView,
  'set-password': SetPasswordView,
}

/** The account dialog and its views (docs/product.md#the-account-dialog). */
export function AccountDialog() {
  const state = useAccountDialog()
  const { user } = useCurrentUser()
  const { t } = useLingui()
  const location = useLocation()
  const revalidator = useRevalidator()
  const [flow, setFlow] = useState<Flow>(EMPTY_FLOW)
  const employerMode = isEmployerMode(state.context, user)

  // A referrer's dialog closes instead of changing view (docs/product.md#the-account-dialog).
  const goTo = (view: AccountView, message?: string) => {
    if (isReferrer(user)) closeAccountDialog()
    else showAccountView(view, message ?? null)
  }
  const finish = (notice: string) => {
    closeAccountDialog()
    showSnackbar(notice, 'success')
    // Guards and data of the page may read differently for the signed-in user.
    void revalidator.revalidate()
  }
  const props: FlowProps = { flow, setFlow, goTo, user, employerMode, finish }

  const titles: Record<AccountView, string> = {
    'sign-in': employerMode ? t`Employer Sign In` : t`Sign In`,
    'sign-up': t`Employer Sign Up`,
    'forgot-password': t`Forgot Password`,
    'verify-code': t`Verify Code`,
    'set-password': t`Set Password`,
    details: employerMode ? t`Employer Details` : t`Jobseeker Details`,
    enroll: t`Enroll in Training`,
  }

  const View = VIEWS[state.view]
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
            onForgotPassword={() => goTo('forgot-password')}
            onSignedIn={(signedIn) => {
              finish(t`Successfully Logged In`)
              // Carry on with what asked for the sign-in (open the wizard, the apply form).
              state.afterSignIn?.(signedIn)
            }}
          />
          <p className="mt-4 has-text-centered">
            <Trans>Don't have an account?</Trans>{' '}
            <button type="button" className="button is-ghost px-1" onClick={() => goTo('sign-up')}>
              <Trans>Sign Up</Trans>
            </button>
          </p>
        </>
      ) : state.view === 'details' ? (
        employerMode ? (
          <EmployerDetailsView {...props} />
        ) : (
          <JobseekerDetailsView {...props} />
        )
      ) : state.view === 'enroll' ? (
        <EnrollView {...props} subject={state.subject} />
      ) : View ? (
        <View {...props} />
      ) : null}
    </Modal>
  )
}
