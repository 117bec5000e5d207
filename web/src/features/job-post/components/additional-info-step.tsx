import { useLingui } from '@lingui/react/macro'
import { fromJobDetailToAdditionalInfo } from '@jagir/shared/rules/job-additional-info-mapping'
import { AdditionalInfoForm } from './additional-info-form'
import { DetailStep } from './detail-step'

interface StepProps {
  slug: string
  onSaved: () => void
  onPrevious: () => void
  onClose: () => void
}

/** Step 3, prefilled from the job's detail or from what was entered before. */
export function AdditionalInfoStep(props: StepProps) {
  const { t } = useLingui()
  return (
    <DetailStep
      {...props}
      step={3}
      title={t`Additional Info`}
      draftKey="additional"
      fromDetail={fromJobDetailToAdditionalInfo}
      form={(form) => <AdditionalInfoForm slug={props.slug} onClose={props.onClose} {...form} />}
    />
  )
}
