import { Link, useNavigate } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  FLOW_DONE_PATHS,
  FLOW_PATHS,
  FLOW_STEPS,
  type FlowStep,
  type FlowTrack,
} from '@jagir/shared/rules/signup-flow'
import { href, localizePath } from '@jagir/shared/routes/table'
import { openAccountDialog } from '../../../../lib/account-dialog'
import { formatNumber } from '../../../../lib/format'
import { useLang } from '../../../../lib/lang'
import { showSnackbar } from '../../../../lib/snackbar'
import { CodeStep } from '../flow/code-step'
import { DetailsStep } from '../flow/details-step'
import { PasswordStep } from '../flow/password-step'
import { AccountPage } from './account-page'

/**
 * A page of a sign-up or password track: the same steps (and session draft) as the account
 * dialog's employer sign-up and forgotten password. The route's guard has already sent a user who
 * may not be here elsewhere, and its loader a step opened too early (the draft).
 */
export function FlowPage({ track, step }: { track: FlowTrack; step: FlowStep }) {
  const { t } = useLingui()
  const lang = useLang()
  const navigate = useNavigate()
  const go = (path: string) => void navigate(localizePath(path, lang))
  const titles: Record<FlowTrack, string> = {
    jobseeker: t`Create your job seeker account`,
    employer: t`Create your employer account`,
    reset: t`Forgot Password`,
  }
  const stepNames: Record<FlowStep, string> = {
    details: track === 'reset' ? t`Your mobile number` : t`Your details`,
    code: t`Verify your number`,
    password: track === 'reset' ? t`Your new password` : t`Choose a password`,
  }
  const number = formatNumber(FLOW_STEPS.indexOf(step) + 1, lang)
  const total = formatNumber(FLOW_STEPS.length, lang)
  const stepName = stepNames[step]
  const signIn = () =>
    openAccountDialog({
      view: 'sign-in',
      context: track === 'employer' ? 'employer-sign-in' : null,
      message: t`This mobile number already has an account. Sign in instead.`,
    })

  const done = () => {
    if (track === 'reset') {
      showSnackbar(t`Your password has been changed. Sign in with the new one.`, 'success')
      return void navigate(href('signIn', null, null, lang))
    }
    showSnackbar(t`Your account is ready.`, 'success')
    go(FLOW_DONE_PATHS[track])
  }

  return (
    <AccountPage title={titles[track]}>
      <p className="subtitle is-6 mb-4">
        <Trans>
          Step {number} of {total}: {stepName}
        </Trans>
      </p>
      {step === 'details' ? (
        <DetailsStep
          track={track}
          onDone={() => go(FLOW_PATHS[track].code)}
          onSignInInstead={signIn}
        />
      ) : step === 'code' ? (
        <CodeStep
          track={track}
          onDone={() => go(FLOW_PATHS[track].password)}
          onChangeNumber={() => go(FLOW_PATHS[track].details)}
        />
      ) : (
        <PasswordStep track={track} onDone={done} onRestart={() => go(FLOW_PATHS[track].details)} />
      )}
      {step === 'details' ? <OtherWays track={track} onSignIn={() => openAccountDialog()} /> : null}
    </AccountPage>
  )
}

/** Under a track's first step: sign in instead, or the other kind of account. */
function OtherWays({ track, onSignIn }: { track: FlowTrack; onSignIn: () => void }) {
  const lang = useLang()
  return (
    <div className="mt-5 has-text-centered">
      <p>
        <Trans>Already have an account?</Trans>{' '}
        <button type="button" className="button is-ghost px-1" onClick={onSignIn}>
          <Trans>Sign In</Trans>
        </button>
      </p>
      {track === 'jobseeker' ? (
        <p>
          <Trans>Hiring?</Trans>{' '}
          <Link to={href('employerSignUp', null, null, lang)}>
            <Trans>Create an employer account</Trans>
          </Link>
        </p>
      ) : track === 'employer' ? (
        <p>
          <Trans>Looking for a job?</Trans>{' '}
          <Link to={href('jobseekerRegistration', null, null, lang)}>
            <Trans>Sign up as a job seeker</Trans>
          </Link>
        </p>
      ) : null}
    </div>
  )
}
