import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { SEEKER_STATUSES } from '@jagir/shared/rules/options'
import { saveWorkingStatus } from '../../api/account-flows'
import { readStepDraft, writeStepDraft } from '../../hooks/use-step-draft'
import { applyServerErrors, GeneralErrors } from '../form-errors'
import { BasicInformationForm } from './basic-information-form'
import { WORKING_STATUS_TEXT } from './choice-text'
import type { StepProps } from './step-props'

/** Step 3: the basic information form. */
export function BasicInformationStep({ saved, onSaved, back }: StepProps) {
  return (
    <BasicInformationForm
      saved={saved.basic_information}
      onSaved={onSaved}
      submitLabel={<Trans>Save and continue</Trans>}
    >
      {back}
    </BasicInformationForm>
  )
}

/** Step 4: whether the job seeker is looking, working, or available (spec section 9). */
export function WorkingStatusStep({ saved, onSaved, back }: StepProps) {
  const { t, i18n } = useLingui()
  const [status, setStatus] = useState<string>(
    () => readStepDraft<{ status: string }>('working-status')?.status ?? saved.working_status ?? '',
  )
  const [error, setError] = useState<string | null>(null)
  const [general, setGeneral] = useState<string[]>([])
  const [saving, setSaving] = useState(false)
  const choose = (value: string) => {
    setStatus(value)
    writeStepDraft('working-status', { status: value })
  }
  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    setGeneral([])
    if (!status) return setError(t`Please choose one.`)
    setError(null)
    setSaving(true)
    try {
      onSaved(await saveWorkingStatus(status))
    } catch (failure) {
      setGeneral(
        applyServerErrors(failure, (_n, { message }) => setError(message ?? null), [
          'working_status',
        ]),
      )
    } finally {
      setSaving(false)
    }
  }
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <GeneralErrors messages={general} />
      <fieldset className="field" aria-describedby={error ? 'working-status-error' : undefined}>
        <legend className="label">
          <Trans>Which is true of you now?</Trans>
        </legend>
        {SEEKER_STATUSES.map((value) => (
          <div className="control mb-2" key={value}>
            <label className="radio">
              <input
                type="radio"
                name="working_status"
                value={value}
                checked={status === value}
                onChange={() => choose(value)}
              />{' '}
              {i18n._(WORKING_STATUS_TEXT[value]!)}
            </label>
          </div>
        ))}
        {error ? (
          <p className="help is-danger" id="working-status-error" role="alert">
            {error}
          </p>
        ) : null}
      </fieldset>
      <div className="buttons is-right">
        {back}
        <button
          type="submit"
          className={`button is-primary${saving ? ' is-loading' : ''}`}
          disabled={saving}
        >
          <Trans>Save and finish</Trans>
        </button>
      </div>
    </form>
  )
}
