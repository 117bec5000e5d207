import { Trans, useLingui } from '@lingui/react/macro'
import {
  fromJobDetailToSpecification,
  SPECIFICATION_ERROR_ALIASES,
  toSpecificationPayload,
} from '@jagir/shared/rules/job-specification-mapping'
import { specificationFormSchema } from '@jagir/shared/schemas/job-specification-form'
import { saveSpecification } from '../api/save-specification'
import { DetailStep, type DetailStepProps } from './detail-step'
import { EducationFields } from './education-fields'
import { ExperienceFields } from './experience-fields'
import { OptionalSections } from './optional-sections'

/** Step 2 'Job Specification': education, experience and the optional sections. */
export function SpecificationStep(props: DetailStepProps) {
  const { t } = useLingui()
  return (
    <DetailStep
      {...props}
      step={2}
      title={t`Job Specification`}
      draftKey="specification"
      fromDetail={fromJobDetailToSpecification}
      schema={specificationFormSchema}
      aliases={SPECIFICATION_ERROR_ALIASES}
      save={(slug, values) => saveSpecification(slug, toSpecificationPayload(values))}
      notice="specification_updated"
      submitLabel={<Trans>Next Step</Trans>}
      fields={(form) => (
        <>
          <EducationFields form={form} />
          <ExperienceFields form={form} />
          <OptionalSections form={form} />
        </>
      )}
    />
  )
}
