import { useEffect, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { resendWaitSeconds, type FlowTrack } from '@jagir/shared/rules/signup-flow'
import { codeFormSchema } from '@jagir/shared/schemas/signup'
import { NumberField } from '../../../../components/form/number-field'
import { formatNumber, localDigits } from '../../../../lib/format'
import { useLang } from '../../../../lib/lang'
import { showSnackbar } from '../../../../lib/snackbar'
import { sendCode, verifyCode } from '../../api/account-flows'
import { useAccountForm } from '../../hooks/use-account-form'
import { rememberTicket, useFlowDraft, writeFlowDraft } from '../../hooks/use-flow-draft'
import { FormErrors } from '../../../../components/form/field-frame'
import { applyServerErrors } from '../../../../components/form/server-errors'
import { SubmitButton } from '../../../../components/form/submit-button'

export interface CodeStepProps {
  track: FlowTrack
  /** The code is right: go to the password step. */
  onDone: () => void
  /** Back to the number (to change it). */
  onChangeNumber: () => void
}

/** The seconds left before another code may be asked, counting down once a second. */
function useResendWait(sentAt: number | null): number {
  const [now, setNow] = useState(() => Date.now())
  const wait = resendWaitSeconds(sentAt, now)
  useEffect(() => {
    if (wait <= 0) return
    const timer = window.setTimeout(() => setNow(Date.now()), 1000)
    return () => window.clearTimeout(timer)
  }, [wait, now])
  return wait
}

/** The 6-digit code sent by SMS, with a resend after a visible countdown. */
export function CodeStep({ track, onDone, onChangeNumber }: CodeStepProps) {
  const { t } = useLingui()
  const lang = useLang()
  const draft = useFlowDraft(track)
  const [general, setGeneral] = useState<string[]>([])
  const { control, handleSubmit, setError, formState, errorOf } = useAccountForm(codeFormSchema, {
    otp: '',
  })
  const wait = useResendWait(draft?.sentAt ?? null)
  const phoneNumber = draft?.phoneNumber ?? ''
  const phone = localDigits(phoneNumber, lang)

  const submit = handleSubmit(async ({ otp }) => {
    setGeneral([])
    try {
      const ticket = await verifyCode(track, phoneNumber, otp)
      rememberTicket(track, phoneNumber, ticket)
      writeFlowDraft(track, { otp })
      onDone()
    } catch (error) {
      setGeneral(applyServerErrors(error, setError, { knownFields: ['otp'] }))
    }
  })

  const resend = async () => {
    setGeneral([])
    try {
      await sendCode(track, phoneNumber)
    } catch (error) {
      // A 429 is shown as a notice by the API client; a 400 goes here.
      return setGeneral(applyServerErrors(error, setError, { knownFields: [] }))
    }
    writeFlowDraft(track, { sentAt: Date.now(), otp: '' })
    showSnackbar(t`We have sent the code again.`, 'success')
  }

  const seconds = formatNumber(wait, lang)
  return (
    <form onSubmit={submit} noValidate>
      <p className="mb-4">
        <Trans>Enter the 6-digit code we sent to {phone}.</Trans>{' '}
        <button type="button" className="button is-ghost px-1" onClick={onChangeNumber}>
          <Trans>Change number</Trans>
        </button>
      </p>
      <FormErrors messages={general} />
      <NumberField
        label={t`Verification code`}
        autoComplete="one-time-code"
        maxLength={6}
        control={control}
        name="otp"
        error={errorOf('otp')}
      />
      <SubmitButton submitting={formState.isSubmitting} fullWidth>
        <Trans>Verify</Trans>
      </SubmitButton>
      <p className="mt-4 has-text-centered">
        <button
          type="button"
          className="button is-ghost px-1"
          disabled={wait > 0}
          onClick={() => void resend()}
        >
          {wait > 0 ? (
            <Trans>Send the code again in {seconds} s</Trans>
          ) : (
            <Trans>Send the code again</Trans>
          )}
        </button>
      </p>
    </form>
  )
}
