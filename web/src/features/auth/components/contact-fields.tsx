import type { ReactNode } from 'react'
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form'
import { useLingui } from '@lingui/react/macro'
import { isNepaliMobile } from '@jagir/shared/rules/phone'
import { accountMessage } from '@jagir/shared/schemas/account-messages'
import { useErrorText } from '../../../components/form/error-text'
import { NumberField } from '../../../components/form/number-field'
import { TextField } from '../../../components/form/text-field'

/** What a person gives to be reached: the employer sign-up and a training enrolment ask it. */
export interface ContactValues {
  full_name: string
  phone_number: string
  email: string
}

interface ContactFieldsProps {
  register: UseFormRegister<ContactValues>
  control: Control<ContactValues>
  errors: FieldErrors<ContactValues>
  submitting: boolean
  /** The submit button's text. */
  submitLabel: ReactNode
  /** Checks the optional email's form before sending (the sign-up does; enrolment leaves it to the server). */
  checkEmail?: boolean
  /** Keeps the button disabled for a reason other than a submission under way. */
  disabled?: boolean
}

/** Name, Nepali mobile number and optional email, then the form's submit button. */
export function ContactFields(props: ContactFieldsProps) {
  const { register, control, errors, submitting, submitLabel, checkEmail, disabled } = props
  const { t } = useLingui()
  const text = useErrorText()
  const validEmail = (value: string) =>
    value.trim() === '' || /^\S+@\S+\.\S+$/.test(value.trim()) || accountMessage('email_invalid')

  return (
    <>
      <TextField
        label={t`Full name`}
        autoComplete="name"
        error={text(errors.full_name?.message)}
        {...register('full_name', {
          validate: (value) => value.trim() !== '' || accountMessage('name_required'),
        })}
      />
      <NumberField
        label={t`Mobile number`}
        phone
        autoComplete="tel"
        control={control}
        name="phone_number"
        error={text(errors.phone_number?.message)}
        rules={{ validate: (value) => isNepaliMobile(value) || accountMessage('mobile_invalid') }}
      />
      <TextField
        label={t`Email (optional)`}
        type="email"
        autoComplete="email"
        error={text(errors.email?.message)}
        {...register('email', checkEmail ? { validate: validEmail } : undefined)}
      />
      <button
        type="submit"
        className={`button is-primary is-fullwidth${submitting ? ' is-loading' : ''}`}
        disabled={submitting || disabled}
      >
        {submitLabel}
      </button>
    </>
  )
}
