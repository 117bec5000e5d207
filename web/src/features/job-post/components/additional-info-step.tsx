import { useState } from 'react'
import { useSWRConfig } from 'swr'
import { useLingui } from '@lingui/react/macro'
import { fromJobDetailToAdditionalInfo } from '@jagir/shared/rules/job-additional-info-mapping'
import type { AdditionalInfoFormInput } from '@jagir/shared/schemas/job-additional-info-form'
import { useJobDetail } from '../api/job-detail'
import { jobDetailPath } from '../api/job-detail-path'
import { revalidatePath } from '../api/lang-key'
import { keepDraft, KnownLabelsContext, useWizardState } from '../hooks/use-wizard-state'
import { AdditionalInfoForm } from './additional-info-form'
import { detailLabels } from './detail-labels'
import { WizardLoading } from './wizard-modal'

interface StepProps {
  slug: string
  onSaved: () => void
  onPrevious: () => void
  onClose: () => void
}

/** Step 3, prefilled from the job's detail or from what was entered before. */
export function AdditionalInfoStep({ slug, onSaved, onPrevious, onClose }: StepProps) {
  const { t } = useLingui()
  const { drafts } = useWizardState()
  const { mutate } = useSWRConfig()
  const [draft] = useState(() => (drafts.get().slug === slug ? drafts.get().additional : undefined))
  const detail = useJobDetail(slug)

  if (!draft && !detail.data) {
    return (
      <WizardLoading
        step={3}
        title={t`Additional Info`}
        onClose={onClose}
        failed={!!detail.error}
      />
    )
  }
  const keep = (values: AdditionalInfoFormInput) => keepDraft(drafts, slug, { additional: values })
  return (
    <KnownLabelsContext value={detailLabels(detail.data)}>
      <AdditionalInfoForm
        slug={slug}
        initial={draft ?? fromJobDetailToAdditionalInfo(detail.data!)}
        onPrevious={(values) => {
          keep(values)
          onPrevious()
        }}
        onSaved={(values) => {
          keep(values)
          revalidatePath(mutate, jobDetailPath(slug))
          onSaved()
        }}
        onClose={onClose}
      />
    </KnownLabelsContext>
  )
}
