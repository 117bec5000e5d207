import { useEffect } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { isSafeNextPath } from '@jagir/shared/routes/next-path'
import { href } from '@jagir/shared/routes/table'
import { PageTitle } from '../../components/ui/page-title'
import { useCurrentUser } from '../../features/auth/api/current-user'
import { oauthErrorMessage } from '../../features/auth/components/oauth-error'
import { SignInForm } from '../../features/auth/components/sign-in-form'
import { openSignupChoice } from '../../lib/account-dialog'
import { useLang } from '../../lib/lang'
import { showSnackbar } from '../../lib/snackbar'

/** `/sign-in`: the sign-in form; afterwards the user goes to `?next=` (a local path) or home. */
export function Component() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const lang = useLang()
  const { t, i18n } = useLingui()
  const { user } = useCurrentUser()
  const next = params.get('next')
  const target = isSafeNextPath(next) ? next : href('home', null, null, lang)
  const oauthError = oauthErrorMessage(params.get('error'))

  // Already signed in (another tab, or the back button): carry on to where they were going.
  useEffect(() => {
    if (user) void navigate(target, { replace: true })
  }, [user, navigate, target])

  return (
    <section className="section">
      <PageTitle title={t`Sign In`} />
      <div className="container is-narrow-28">
        <div className="box">
          <h1 className="title is-4">
            <Trans>Sign In</Trans>
          </h1>
          {oauthError ? (
            <div className="notification is-danger is-light" role="alert">
              {i18n._(oauthError)}
            </div>
          ) : null}
          <SignInForm
            next={target}
            onSignedIn={() => showSnackbar(t`Successfully Logged In`, 'success')}
            onForgotPassword={() => void navigate(href('forgotPassword', null, null, lang))}
          />
          <p className="mt-4 has-text-centered">
            <Trans>Don't have an account?</Trans>{' '}
            <button type="button" className="button is-ghost px-1" onClick={openSignupChoice}>
              <Trans>Sign Up</Trans>
            </button>
          </p>
        </div>
      </div>
    </section>
  )
}
