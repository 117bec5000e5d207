import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Trans } from '@lingui/react/macro'
import { sendCode } from '../../api/account-flows'
import { ContactFields, type ContactValues } from '../contact-fields'
import { applyServerErrors, GeneralErrors, normalizePhone } from '../form-errors'
import type { FlowProps } from './flow'

/** Employer sign-up (spec section 2: sign-up in the dialog is always the employer one). */
export function SignUpView({ flow, setFlow, goTo }: FlowProps) {
  const [general, setGeneral] = useState<string[]>([])
  const { register, control, handleSubmit, setError, formState } = useForm<ContactValues>({
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
      <ContactFields
        register={register}
        control={control}
        errors={errors}
        submitting={isSubmitting}
        checkEmail
        submitLabel={<Trans>Send verification code</Trans>}
      />
      <p className="mt-4 has-text-centered">
        <Trans>Already have an account?</Trans>{' '}
        <button type="button" className="button is-ghost px-1" onClick={() => goTo('sign-in')}>
          <Trans>Sign In</Trans>
        </button>
      </p>
    </form>
  )
}
