import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { SEEKER_STATUSES } from '@jagir/shared/rules/options'
import { saveWorkingStatus } from '../../api/account-flows'
import { readStepDraft, writeStepDraft } from '../../hooks/use-step-draft'
import { RadioGroup } from '../../../../components/form/radio-group'
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
      onSaved={onSaved}
      back={back}
      submitLabel={<Trans>Save and finish</Trans>}
    >
      {(error) => (
        <RadioGroup
          label={t`Which is true of you now?`}
          name="working_status"
          options={SEEKER_STATUSES.map((v) => ({
            value: v,
            label: i18n._(WORKING_STATUS_TEXT[v]!),
          }))}
          value={status}
          onChange={(event) => choose(event.target.value)}
          error={error}
        />
      )}
    </StepForm>
  )
}
