import { useId } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  SPECIFICATION_ERROR_ALIASES,
  toSpecificationPayload,
} from '@jagir/shared/rules/job-specification-mapping'
import {
  specificationFormSchema,
  type SpecificationFormInput,
} from '@jagir/shared/schemas/job-specification-form'
import { saveSpecification } from '../api/save-specification'
import { useWizardStepForm } from '../hooks/use-wizard-step-form'
import { EducationFields } from './education-fields'
import { FormErrors } from '../../../components/form/field-frame'
import { ExperienceFields } from './experience-fields'
import { OptionalSections } from './optional-sections'
import { StepFooter } from './step-footer'
import { WizardModal } from './wizard-modal'

interface SpecificationFormProps {
  slug: string
  initial: SpecificationFormInput
  onSaved: (values: SpecificationFormInput) => void
  onPrevious: (values: SpecificationFormInput) => void
  onClose: () => void
}

/** Step 2 'Job Specification': education, experience and the optional sections. */
export function SpecificationForm(props: SpecificationFormProps) {
  const { slug, initial, onSaved, onPrevious, onClose } = props
  const { t } = useLingui()
  const formId = useId()
  const { form, server, submit } = useWizardStepForm({
    schema: specificationFormSchema,
    initial,
    aliases: SPECIFICATION_ERROR_ALIASES,
    save: (values) => saveSpecification(slug, toSpecificationPayload(values)),
    notice: 'specification_updated',
    onSaved: (_, values) => onSaved(values),
  })
  const { getValues, formState } = form

  const footer = (
    <StepFooter
      formId={formId}
      busy={formState.isSubmitting}
      back={<Trans>Previous Step</Trans>}
      onBack={() => onPrevious(getValues())}
    >
      <Trans>Next Step</Trans>
    </StepFooter>
  )

  return (
    <WizardModal step={2} title={t`Job Specification`} onClose={onClose} footer={footer}>
      <form id={formId} onSubmit={submit} noValidate aria-busy={formState.isSubmitting}>
        <FormErrors messages={server.general} scroll />
        <EducationFields form={form} />
        <ExperienceFields form={form} />
        <OptionalSections form={form} />
      </form>
    </WizardModal>
  )
}
