import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import { TextField } from '../../../../components/ui/text-field'
import { enrollInTraining } from '../../api/account-flows'
import { applyServerErrors, GeneralErrors, isNepaliMobile, normalizePhone } from '../form-errors'
import type { FlowProps } from './flow'

interface EnrollFields {
  full_name: string
  phone_number: string
  email: string
}

/** Enrolment in a training (the dialog's subject is the training's slug). */
export function EnrollView({ user, finish, subject }: FlowProps & { subject: string | null }) {
  const { t } = useLingui()
  const [general, setGeneral] = useState<string[]>([])
  const { register, handleSubmit, setError, formState } = useForm<EnrollFields>({
    defaultValues: {
      full_name: user?.full_name ?? '',
      phone_number: user?.phone_number ?? '',
      email: '',
    },
  })
  const { errors, isSubmitting } = formState

  const submit = handleSubmit(async (values) => {
    setGeneral([])
    if (!subject) return
    try {
      const answer = await enrollInTraining(subject, {
        full_name: values.full_name.trim(),
        phone_number: normalizePhone(values.phone_number),
        email: values.email.trim() || null,
      })
      finish(answer?.detail ?? t`You are enrolled.`)
    } catch (error) {
      setGeneral(applyServerErrors(error, setError, Object.keys(values)))
    }
  })

  return (
    <form onSubmit={submit} noValidate>
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
        {...register('email')}
      />
      <button
        type="submit"
        className={`button is-primary is-fullwidth${isSubmitting ? ' is-loading' : ''}`}
        disabled={isSubmitting || !subject}
      >
        <Trans>Enroll</Trans>
      </button>
    </form>
  )
}
