import { Trans, useLingui } from '@lingui/react/macro'
import {
  ADDITIONAL_INFO_ERROR_ALIASES,
  fromJobDetailToAdditionalInfo,
  toAdditionalInfoPayload,
} from '@jagir/shared/rules/job-additional-info-mapping'
import { additionalInfoFormSchema } from '@jagir/shared/schemas/job-additional-info-form'
import { saveAdditionalInfo } from '../api/save-additional-info'
import { AdditionalInfoFields } from './additional-info-fields'
import { DetailStep, type DetailStepProps } from './detail-step'
import { ScreeningQuestions } from './screening-questions'

/** Step 3 'Additional Info': the switches, the alternative name and the screening questions. */
export function AdditionalInfoStep(props: DetailStepProps) {
  const { t } = useLingui()
  return (
    <DetailStep
      {...props}
      step={3}
      title={t`Additional Info`}
      draftKey="additional"
      fromDetail={fromJobDetailToAdditionalInfo}
      schema={additionalInfoFormSchema}
      aliases={ADDITIONAL_INFO_ERROR_ALIASES}
      save={(slug, values) => saveAdditionalInfo(slug, toAdditionalInfoPayload(values))}
      notice="additional_info_updated"
      submitLabel={<Trans>Preview and Publish</Trans>}
      intro={
        <p className="subtitle is-6">
          <Trans>Please fill your basic information</Trans>
        </p>
      }
      fields={(form) => <AdditionalInfoFields form={form} />}
      after={<ScreeningQuestions slug={props.slug} />}
    />
  )
}
