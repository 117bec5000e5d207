import { Trans } from '@lingui/react/macro'
import { DetailsStep } from '../flow/details-step'
import type { FlowProps } from './flow'

/** Forgot password: the account's mobile number, to which a code is sent (as /forgot-password). */
export function ForgotPasswordView({ setFlow, goTo }: FlowProps) {
  return (
    <>
      <p className="mb-4">
        <Trans>
          Enter the mobile number of your account. We will send you a code to set a new password.
        </Trans>
      </p>
      <DetailsStep
        track="reset"
        onDone={() => {
          setFlow({ track: 'reset' })
          goTo('verify-code')
        }}
        onSignInInstead={() => goTo('sign-in')}
      />
      <p className="mt-4 has-text-centered">
        <button type="button" className="button is-ghost px-1" onClick={() => goTo('sign-in')}>
          <Trans>Back to sign in</Trans>
        </button>
      </p>
    </>
  )
}
