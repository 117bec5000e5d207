import { useLingui } from '@lingui/react/macro'
import { PasswordStep } from '../flow/password-step'
import type { FlowProps } from './flow'

/**
 * The new password (the pages' password step, in the dialog). Sign-up then asks the new employer
 * for their organization; a reset goes back to sign-in.
 */
export function SetPasswordView({ flow, goTo }: FlowProps) {
  const { t } = useLingui()
  const restart = () => goTo(flow.track === 'reset' ? 'forgot-password' : 'sign-up')
  return (
    <PasswordStep
      track={flow.track}
      onRestart={restart}
      onDone={() =>
        flow.track === 'reset'
          ? goTo('sign-in', t`Your password has been changed. Sign in with the new one.`)
          : goTo(
              'details',
              t`Your account is ready. Tell us about your organization to start posting jobs.`,
            )
      }
    />
  )
}
