import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import { TextField } from '../../../../components/ui/text-field'
import { sendCode } from '../../api/account-flows'
import { applyServerErrors, GeneralErrors, isNepaliMobile, normalizePhone } from '../form-errors'
import type { FlowProps } from './flow'

interface SignUpFields {
  full_name: string
  phone_number: string
  email: string
}

/** Employer sign-up (spec section 2: sign-up in the dialog is always the employer one). */
export function SignUpView({ flow, setFlow, goTo }: FlowProps) {
  const { t } = useLingui()
  const [general, setGeneral] = useState<string[]>([])
  const { register, handleSubmit, setError, formState } = useForm<SignUpFields>({
    defaultValues: { full_name: flow.fullName, phone_number: flow.phone, email: flow.email ?? '' },
  })
  const { errors, isSubmitting } = formState

  const submit = handleSubmit(async (values) => {
    setGeneral([])
    const phone = normalizePhone(values.phone_number)
    try {
      await sendCode('signup', phone)
    } catch (error) {
      return setGeneral(applyServerErrors(error, setError, ['phone_number']))
    }
    setFlow({
      purpose: 'signup',
      phone,
      fullName: values.full_name.trim(),
      email: values.email.trim() || null,
      ticket: null,
    })
    goTo('verify-code')
  })

  return (
    <form onSubmit={submit} noValidate>
      <p className="mb-4">
        <Trans>Create an employer account to post jobs and find job seekers.</Trans>
      </p>
      <GeneralErrors messages={general} />
      <TextField
        label={t`Full name`}
        autoComplete="name"
        error={errors.full_name?.message}
        {...register('full_name', {
          validate: (value) => value.trim() !== '' || t`Please enter your name.`,
        })}
      />
      <TextField
        label={t`Mobile number`}
        type="tel"
        autoComplete="tel"
        error={errors.phone_number?.message}
        {...register('phone_number', {
          validate: (value) =>
            isNepaliMobile(value) || t`Please enter a 10-digit Nepali mobile number.`,
        })}
      />
      <TextField
        label={t`Email (optional)`}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email', {
          validate: (value) =>
            value.trim() === '' ||
            /^\S+@\S+\.\S+$/.test(value.trim()) ||
            t`Please enter a valid email address.`,
        })}
      />
      <button
        type="submit"
        className={`button is-primary is-fullwidth${isSubmitting ? ' is-loading' : ''}`}
        disabled={isSubmitting}
      >
        <Trans>Send verification code</Trans>
      </button>
      <p className="mt-4 has-text-centered">
        <Trans>Already have an account?</Trans>{' '}
        <button type="button" className="button is-ghost px-1" onClick={() => goTo('sign-in')}>
          <Trans>Sign In</Trans>
        </button>
      </p>
    </form>
  )
}
