import { useState } from 'react'
import { useWatch } from 'react-hook-form'
import { Trans } from '@lingui/react/macro'
import type { FlowTrack } from '@jagir/shared/rules/signup-flow'
import { setPasswordFormSchema } from '@jagir/shared/schemas/password'
import type { CurrentUser } from '@jagir/shared/schemas/user'
import { setPassword, verifyCode } from '../../api/account-flows'
import { login } from '../../api/login'
import { useAccountForm } from '../../hooks/use-account-form'
import { clearFlowDraft, readFlowDraft, ticketFor } from '../../hooks/use-flow-draft'
import { FormErrors } from '../../../../components/form/field-frame'
import { applyServerErrors } from '../../../../components/form/server-errors'
import { SubmitButton } from '../../../../components/form/submit-button'
import { NewPasswordFields } from './password-field'

export interface PasswordStepProps {
  track: FlowTrack
  /** The password is set: a new account is signed in (its user given), a reset is done. */
  onDone: (user: CurrentUser | null) => void
  /** The code is no longer good: start the track again. */
  onRestart: () => void
}

/**
 * The new password, with a strength hint and Show/Hide. A new account is then created and signed
 * in; a forgotten password is replaced. Either way the track's draft is forgotten.
 */
export function PasswordStep({ track, onDone, onRestart }: PasswordStepProps) {
  const [general, setGeneral] = useState<string[]>([])
  const [expired, setExpired] = useState(false)
  const { register, control, handleSubmit, setError, formState, errorOf } = useAccountForm(
    setPasswordFormSchema,
    { password: '', confirm: '' },
  )
  const typed = useWatch({ control, name: 'password' })

  const submit = handleSubmit(async ({ password }) => {
    setGeneral([])
    setExpired(false)
    const draft = readFlowDraft(track)
    if (!draft?.phoneNumber || !draft.otp) return onRestart()
    try {
      // After a reload the ticket is gone: the kept code gets a new one.
      const ticket =
        ticketFor(track, draft.phoneNumber) ??
        (await verifyCode(track, draft.phoneNumber, draft.otp))
      await setPassword(track, draft.phoneNumber, ticket, password, {
        fullName: draft.fullName,
        email: draft.email || null,
      })
    } catch (error) {
      const messages = applyServerErrors(error, setError, { knownFields: ['password'] })
      // The code or its ticket has expired (10 minutes): say so and offer a new code.
      const gone = hasKey(error, 'otp') || hasKey(error, 'verification_token')
      setExpired(gone)
      return setGeneral(gone ? [] : messages)
    }
    const user = track === 'reset' ? null : await login({ username: draft.phoneNumber, password })
    clearFlowDraft(track)
    onDone(user)
  })

  return (
    <form onSubmit={submit} noValidate>
      <FormErrors messages={general} />
      {expired ? (
        <div className="notification is-danger is-light" role="alert">
          <p>
            <Trans>Your verification code has expired. Please ask for a new one.</Trans>
          </p>
          <button type="button" className="button is-small mt-2" onClick={onRestart}>
            <Trans>Start again</Trans>
          </button>
        </div>
      ) : null}
      <NewPasswordFields
        password={register('password')}
        passwordError={errorOf('password')}
        confirm={register('confirm')}
        confirmError={errorOf('confirm')}
        typed={typed}
      />
      <SubmitButton submitting={formState.isSubmitting} fullWidth>
        <Trans>Set Password</Trans>
      </SubmitButton>
    </form>
  )
}

function hasKey(error: unknown, key: string): boolean {
  const body = (error as { body?: unknown } | null)?.body
  return typeof body === 'object' && body !== null && key in body
}
