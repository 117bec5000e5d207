import { useLingui } from '@lingui/react/macro'
import { fromJobDetailToSpecification } from '@jagir/shared/rules/job-specification-mapping'
import { DetailStep } from './detail-step'
import { SpecificationForm } from './specification-form'

interface StepProps {
  slug: string
  onSaved: () => void
  onPrevious: () => void
  onClose: () => void
}

/** Step 2, prefilled from the job's detail or from what was entered before. */
export function SpecificationStep(props: StepProps) {
  const { t } = useLingui()
  return (
    <DetailStep
      {...props}
      step={2}
      title={t`Job Specification`}
      draftKey="specification"
      fromDetail={fromJobDetailToSpecification}
      form={(form) => <SpecificationForm slug={props.slug} onClose={props.onClose} {...form} />}
    />
  )
}
