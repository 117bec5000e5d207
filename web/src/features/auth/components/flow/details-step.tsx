import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { resendWaitSeconds, type FlowTrack } from '@jagir/shared/rules/signup-flow'
import { resetDetailsFormSchema, signupDetailsFormSchema } from '@jagir/shared/schemas/signup'
import { TextField } from '../../../../components/form/text-field'
import { ApiError } from '../../../../lib/api-client'
import { sendCode } from '../../api/account-flows'
import { useAccountForm } from '../../hooks/use-account-form'
import { readFlowDraft, writeFlowDraft } from '../../hooks/use-flow-draft'
import { FormErrors } from '../../../../components/form/field-frame'
import { applyServerErrors } from '../../../../components/form/server-errors'
import { SubmitButton } from '../../../../components/form/submit-button'
import { PhoneField } from './phone-field'

export interface DetailsStepProps {
  track: FlowTrack
  /** The code was sent: go to the code step. */
  onDone: () => void
  /** The number already has an account: offer to sign in (the sign-in dialog). */
  onSignInInstead: () => void
}

/**
 * A track's first step: for a new account the name, the mobile number and an optional email; for
 * a forgotten password the number alone. Sends the code, keeps the draft.
 */
export function DetailsStep({ track, onDone, onSignInInstead }: DetailsStepProps) {
  const { t } = useLingui()
  const newAccount = track !== 'reset'
  const draft = readFlowDraft(track)
  const [general, setGeneral] = useState<string[]>([])
  const [taken, setTaken] = useState(false)
  const { register, control, handleSubmit, setError, formState, errorOf } = useAccountForm(
    newAccount ? signupDetailsFormSchema : resetDetailsFormSchema,
    {
      full_name: draft?.fullName ?? '',
      phone_number: draft?.phoneNumber ?? '',
      email: draft?.email ?? '',
    },
  )

  const submit = handleSubmit(async (values) => {
    setGeneral([])
    setTaken(false)
    const phone = values.phone_number
    const kept = { fullName: values.full_name, phoneNumber: phone, email: values.email }
    // Back from the code step with the same number: the code sent is still good.
    const sameNumber = draft?.phoneNumber === phone && resendWaitSeconds(draft.sentAt, clock()) > 0
    if (!sameNumber) {
      try {
        await sendCode(track, phone)
      } catch (error) {
        if (newAccount && error instanceof ApiError && error.status === 400) {
          setTaken(isPhoneRefusal(error.body))
        }
        return setGeneral(
          applyServerErrors(error, setError, {
            knownFields: ['full_name', 'phone_number', 'email'],
          }),
        )
      }
    }
    writeFlowDraft(track, {
      ...kept,
      otp: sameNumber ? (draft?.otp ?? '') : '',
      sentAt: sameNumber ? (draft?.sentAt ?? null) : clock(),
    })
    onDone()
  })

  return (
    <form onSubmit={submit} noValidate>
      <FormErrors messages={general} />
      {newAccount ? (
        <TextField
          label={t`Full name`}
          autoComplete="name"
          error={errorOf('full_name')}
          {...register('full_name')}
        />
      ) : null}
      <PhoneField
        label={t`Mobile number`}
        control={control}
        name="phone_number"
        error={errorOf('phone_number')}
      />
      {taken ? (
        <p className="mb-4">
          <button type="button" className="button is-link is-light" onClick={onSignInInstead}>
            <Trans>Sign in instead</Trans>
          </button>
        </p>
      ) : null}
      {newAccount ? (
        <TextField
          label={t`Email (optional)`}
          type="email"
          autoComplete="email"
          error={errorOf('email')}
          {...register('email')}
        />
      ) : null}
      <SubmitButton submitting={formState.isSubmitting} fullWidth>
        <Trans>Send verification code</Trans>
      </SubmitButton>
    </form>
  )
}

/** The time now (a module function: only ever called from the submit handler). */
const clock = () => Date.now()

/** True when a 400 is about the number itself (for a new account: it is already registered). */
function isPhoneRefusal(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'phone_number' in body
}
