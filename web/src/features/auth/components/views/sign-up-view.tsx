import { Trans, useLingui } from '@lingui/react/macro'
import { DetailsStep } from '../flow/details-step'
import type { FlowProps } from './flow'

/**
 * Employer sign-up (docs/product.md#the-account-dialog: sign-up in the dialog is always the employer one): the same
 * steps and draft as the /employer/sign-up pages.
 */
export function SignUpView({ setFlow, goTo }: FlowProps) {
  const { t } = useLingui()
  return (
    <>
      <p className="mb-4">
        <Trans>Create an employer account to post jobs and find job seekers.</Trans>
      </p>
      <DetailsStep
        track="employer"
        onDone={() => {
          setFlow({ track: 'employer' })
          goTo('verify-code')
        }}
        onSignInInstead={() =>
          goTo('sign-in', t`This mobile number already has an account. Sign in instead.`)
        }
      />
      <p className="mt-4 has-text-centered">
        <Trans>Already have an account?</Trans>{' '}
        <button type="button" className="button is-ghost px-1" onClick={() => goTo('sign-in')}>
          <Trans>Sign In</Trans>
        </button>
      </p>
    </>
  )
}
