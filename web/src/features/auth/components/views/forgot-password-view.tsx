import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import { NumberField } from '../../../../components/ui/number-field'
import { sendCode } from '../../api/account-flows'
import { applyServerErrors, GeneralErrors, isNepaliMobile, normalizePhone } from '../form-errors'
import type { FlowProps } from './flow'

/** Forgot password: the account's mobile number, to which a code is sent. */
export function ForgotPasswordView({ flow, setFlow, goTo }: FlowProps) {
  const { t } = useLingui()
  const [general, setGeneral] = useState<string[]>([])
  const { control, handleSubmit, setError, formState } = useForm<{ phone_number: string }>({
    defaultValues: { phone_number: flow.phone },
  })

  const submit = handleSubmit(async ({ phone_number }) => {
    setGeneral([])
    const phone = normalizePhone(phone_number)
    try {
      await sendCode('reset', phone)
    } catch (error) {
      return setGeneral(applyServerErrors(error, setError, ['phone_number']))
    }
    setFlow({ purpose: 'reset', phone, fullName: '', email: null, ticket: null })
    goTo('verify-code')
  })

  return (
    <form onSubmit={submit} noValidate>
      <p className="mb-4">
        <Trans>
          Enter the mobile number of your account. We will send you a code to set a new password.
        </Trans>
      </p>
      <GeneralErrors messages={general} />
      <NumberField
        label={t`Mobile number`}
        phone
        autoComplete="tel"
        control={control}
        name="phone_number"
        rules={{
          validate: (value) =>
            isNepaliMobile(value) || t`Please enter a 10-digit Nepali mobile number.`,
        }}
      />
      <button
        type="submit"
        className={`button is-primary is-fullwidth${formState.isSubmitting ? ' is-loading' : ''}`}
        disabled={formState.isSubmitting}
      >
        <Trans>Send verification code</Trans>
      </button>
      <p className="mt-4 has-text-centered">
        <button type="button" className="button is-ghost px-1" onClick={() => goTo('sign-in')}>
          <Trans>Back to sign in</Trans>
        </button>
      </p>
    </form>
  )
}
