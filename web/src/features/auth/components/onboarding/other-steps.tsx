import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { SEEKER_STATUSES } from '@jagir/shared/rules/options'
import { saveWorkingStatus } from '../../api/account-flows'
import { readStepDraft, writeStepDraft } from '../../hooks/use-step-draft'
import { BasicInformationForm } from './basic-information-form'
import { WORKING_STATUS_TEXT } from './choice-text'
import { StepForm } from './step-form'
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

/** Step 4: whether the job seeker is looking, working, or available (docs/product.md#option-lists). */
export function WorkingStatusStep({ saved, onSaved, back }: StepProps) {
  const { t, i18n } = useLingui()
  const [status, setStatus] = useState<string>(
    () => readStepDraft<{ status: string }>('working-status')?.status ?? saved.working_status ?? '',
  )
  const choose = (value: string) => {
    setStatus(value)
    writeStepDraft('working-status', { status: value })
  }
  return (
    <StepForm
      value={status}
      missing={status ? null : t`Please choose one.`}
      save={saveWorkingStatus}
      field="working_status"
      errorId="working-status-error"
      onSaved={onSaved}
      back={back}
      submitLabel={<Trans>Save and finish</Trans>}
    >
      {(describedBy) => (
        <fieldset className="field" aria-describedby={describedBy}>
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
        </fieldset>
      )}
    </StepForm>
  )
}
