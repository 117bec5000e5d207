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
import { ErrorBanner } from './error-banner'
import { ScreeningQuestions } from './screening-questions'
import { WizardModal } from './wizard-modal'

// The schema's refinements wrap its object; the field names are those of the defaults.
const KNOWN_FIELDS = [
  'has_benefits',
  'benefits',
  'required_two_wheeler',
  'is_document_required',
  'document_categories',
  'is_gender_specific',
  'gender',
  'is_age_specific',
  'age_unit',
  'age',
  'hide_org_name',
  'org_alt_name',
]

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
    knownFields: KNOWN_FIELDS,
    save: (values) => saveAdditionalInfo(slug, toAdditionalInfoPayload(values)),
    notice: 'additional_info_updated',
    onSaved: (_, values) => onSaved(values),
  })
  const { getValues, formState } = form
  const disabled = isPublishDisabled({ submitting: formState.isSubmitting })

  const footer = (
    <>
      <button type="button" className="button" onClick={() => onPrevious(getValues())}>
        <Trans>Previous Step</Trans>
      </button>
      <button
        type="submit"
        form={formId}
        className={`button is-primary${disabled ? ' is-loading' : ''}`}
        disabled={disabled}
      >
        <Trans>Preview and Publish</Trans>
      </button>
    </>
  )

  return (
    <WizardModal step={3} title={t`Additional Info`} onClose={onClose} footer={footer}>
      <p className="subtitle is-6">
        <Trans>Please fill your basic information</Trans>
      </p>
      <form id={formId} onSubmit={submit} noValidate aria-busy={formState.isSubmitting}>
        <ErrorBanner messages={server.general} />
        <AdditionalInfoFields form={form} />
      </form>
      <ScreeningQuestions slug={slug} />
    </WizardModal>
  )
}
