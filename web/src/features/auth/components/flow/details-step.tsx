import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import { resendWaitSeconds, type FlowTrack } from '@jagir/shared/rules/signup-flow'
import { TextField } from '../../../../components/ui/text-field'
import { ApiError } from '../../../../lib/api-client'
import { sendCode } from '../../api/account-flows'
import { readFlowDraft, writeFlowDraft } from '../../hooks/use-flow-draft'
import { applyServerErrors, GeneralErrors, isNepaliMobile, normalizePhone } from '../form-errors'
import { PhoneField } from './phone-field'

interface DetailsValues {
  full_name: string
  phone_number: string
  email: string
}

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
  const { register, control, handleSubmit, setError, formState } = useForm<DetailsValues>({
    defaultValues: {
      full_name: draft?.fullName ?? '',
      phone_number: draft?.phoneNumber ?? '',
      email: draft?.email ?? '',
    },
  })
  const { errors, isSubmitting } = formState

  const submit = handleSubmit(async (values) => {
    setGeneral([])
    setTaken(false)
    const phone = normalizePhone(values.phone_number)
    const kept = {
      fullName: values.full_name.trim(),
      phoneNumber: phone,
      email: values.email.trim(),
    }
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
          applyServerErrors(error, setError, ['full_name', 'phone_number', 'email']),
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

  const validEmail = (value: string) =>
    value.trim() === '' ||
    /^\S+@\S+\.\S+$/.test(value.trim()) ||
    t`Please enter a valid email address.`

  return (
    <form onSubmit={submit} noValidate>
      <GeneralErrors messages={general} />
      {newAccount ? (
        <TextField
          label={t`Full name`}
          autoComplete="name"
          error={errors.full_name?.message}
          {...register('full_name', {
            validate: (value) => value.trim() !== '' || t`Please enter your name.`,
          })}
        />
      ) : null}
      <PhoneField
        label={t`Mobile number`}
        control={control}
        name="phone_number"
        rules={{
          validate: (value) =>
            isNepaliMobile(value) || t`Please enter a 10-digit Nepali mobile number.`,
        }}
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
          error={errors.email?.message}
          {...register('email', { validate: validEmail })}
        />
      ) : null}
      <button
        type="submit"
        className={`button is-primary is-fullwidth${isSubmitting ? ' is-loading' : ''}`}
        disabled={isSubmitting}
      >
        <Trans>Send verification code</Trans>
      </button>
    </form>
  )
}

/** The time now (a module function: only ever called from the submit handler). */
const clock = () => Date.now()

/** True when a 400 is about the number itself (for a new account: it is already registered). */
function isPhoneRefusal(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'phone_number' in body
}
