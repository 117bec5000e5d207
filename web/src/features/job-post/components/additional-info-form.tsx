import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Trans, useLingui } from '@lingui/react/macro'
import { jagirErrorMap } from '@jagir/shared/errors/zod-issues'
import { isPublishDisabled } from '@jagir/shared/rules/additional-info'
import {
  ADDITIONAL_INFO_ERROR_ALIASES,
  toAdditionalInfoPayload,
} from '@jagir/shared/rules/job-additional-info-mapping'
import {
  additionalInfoFormSchema,
  type AdditionalInfoFormInput,
} from '@jagir/shared/schemas/job-additional-info-form'
import { noticeText } from '../../../lib/messages'
import { showSnackbar } from '../../../lib/snackbar'
import { saveAdditionalInfo } from '../api/save-additional-info'
import { useServerErrors } from '../hooks/use-server-errors'
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
  const form = useForm({
    resolver: zodResolver(additionalInfoFormSchema, { error: jagirErrorMap }),
    defaultValues: initial,
  })
  const { handleSubmit, setError, getValues, formState } = form
  const server = useServerErrors(setError, {
    aliases: ADDITIONAL_INFO_ERROR_ALIASES,
    knownFields: KNOWN_FIELDS,
  })

  const submit = handleSubmit(async (values) => {
    server.clear()
    try {
      await saveAdditionalInfo(slug, toAdditionalInfoPayload(values))
      showSnackbar(noticeText('additional_info_updated'), 'success')
      onSaved(getValues())
    } catch (error) {
      server.apply(error)
    }
  })
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
