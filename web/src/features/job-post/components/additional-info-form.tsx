import { useId } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { isPublishDisabled } from '@jagir/shared/rules/additional-info'
import {
  ADDITIONAL_INFO_ERROR_ALIASES,
  toAdditionalInfoPayload,
} from '@jagir/shared/rules/job-additional-info-mapping'
import {
  additionalInfoFormSchema,
  type AdditionalInfoFormInput,
} from '@jagir/shared/schemas/job-additional-info-form'
import { saveAdditionalInfo } from '../api/save-additional-info'
import { useWizardStepForm } from '../hooks/use-wizard-step-form'
import { AdditionalInfoFields } from './additional-info-fields'
import { FormErrors } from '../../../components/form/field-frame'
import { ScreeningQuestions } from './screening-questions'
import { StepFooter } from './step-footer'
import { WizardModal } from './wizard-modal'

interface AdditionalInfoFormProps {
  slug: string
  initial: AdditionalInfoFormInput
  onSaved: (values: AdditionalInfoFormInput) => void
  onPrevious: (values: AdditionalInfoFormInput) => void
  onClose: () => void
}

/** Step 3 'Additional Info': the switches, the alternative name and the screening questions. */
export function AdditionalInfoForm(props: AdditionalInfoFormProps) {
  const { slug, initial, onSaved, onPrevious, onClose } = props
  const { t } = useLingui()
  const formId = useId()
  const { form, server, submit } = useWizardStepForm({
    schema: additionalInfoFormSchema,
    initial,
    aliases: ADDITIONAL_INFO_ERROR_ALIASES,
    save: (values) => saveAdditionalInfo(slug, toAdditionalInfoPayload(values)),
    notice: 'additional_info_updated',
    onSaved: (_, values) => onSaved(values),
  })
  const { getValues, formState } = form

  // 'Preview and Publish' is disabled while the step is being submitted (docs/product.md#step-3-additional-info).
  const footer = (
    <StepFooter
      formId={formId}
      busy={isPublishDisabled({ submitting: formState.isSubmitting })}
      back={<Trans>Previous Step</Trans>}
      onBack={() => onPrevious(getValues())}
    >
      <Trans>Preview and Publish</Trans>
    </StepFooter>
  )

  return (
    <WizardModal step={3} title={t`Additional Info`} onClose={onClose} footer={footer}>
      <p className="subtitle is-6">
        <Trans>Please fill your basic information</Trans>
      </p>
      <form id={formId} onSubmit={submit} noValidate aria-busy={formState.isSubmitting}>
        <FormErrors messages={server.general} scroll />
        <AdditionalInfoFields form={form} />
      </form>
      <ScreeningQuestions slug={slug} />
    </WizardModal>
  )
}
