import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import { NumberField } from '../../../../components/ui/number-field'
import { localDigits } from '../../../../lib/format'
import { useLang } from '../../../../lib/lang'
import { showSnackbar } from '../../../../lib/snackbar'
import { sendCode, verifyCode } from '../../api/account-flows'
import { applyServerErrors, GeneralErrors } from '../form-errors'
import type { FlowProps } from './flow'

/** The 6-digit code sent by SMS; checking it gives the ticket that lets a password be set. */
export function VerifyCodeView({ flow, setFlow, goTo }: FlowProps) {
  const { t } = useLingui()
  const lang = useLang()
  const [general, setGeneral] = useState<string[]>([])
  const { control, handleSubmit, setError, formState } = useForm<{ otp: string }>({
    defaultValues: { otp: '' },
  })
  const phone = localDigits(flow.phone, lang)

  const submit = handleSubmit(async ({ otp }) => {
    setGeneral([])
    try {
      const ticket = await verifyCode(flow.purpose, flow.phone, otp.trim())
      setFlow({ ...flow, ticket })
      goTo('set-password')
    } catch (error) {
      setGeneral(applyServerErrors(error, setError, ['otp']))
    }
  })

  const resend = async () => {
    setGeneral([])
    try {
      await sendCode(flow.purpose, flow.phone)
      showSnackbar(t`We have sent the code again.`, 'success')
    } catch (error) {
      setGeneral(applyServerErrors(error, setError, []))
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <p className="mb-4">
        <Trans>Enter the 6-digit code we sent to {phone}.</Trans>
      </p>
      <GeneralErrors messages={general} />
      <NumberField
        label={t`Verification code`}
        autoComplete="one-time-code"
        maxLength={6}
        control={control}
        name="otp"
        rules={{
          validate: (value) => /^\d{6}$/.test(value.trim()) || t`The code has 6 digits.`,
        }}
      />
      <button
        type="submit"
        className={`button is-primary is-fullwidth${formState.isSubmitting ? ' is-loading' : ''}`}
        disabled={formState.isSubmitting}
      >
        <Trans>Verify</Trans>
      </button>
      <p className="mt-4 has-text-centered">
        <button type="button" className="button is-ghost px-1" onClick={() => void resend()}>
          <Trans>Send the code again</Trans>
        </button>
      </p>
    </form>
  )
}
