import { useState } from 'react'
import { useSWRConfig } from 'swr'
import { useLingui } from '@lingui/react/macro'
import { fromJobDetailToSpecification } from '@jagir/shared/rules/job-specification-mapping'
import type { SpecificationFormInput } from '@jagir/shared/schemas/job-specification-form'
import { useJobDetail } from '../api/job-detail'
import { jobDetailPath } from '../api/job-detail-path'
import { revalidatePath } from '../api/lang-key'
import { keepDraft, KnownLabelsContext, useWizardState } from '../hooks/use-wizard-state'
import { detailLabels } from './detail-labels'
import { SpecificationForm } from './specification-form'
import { WizardLoading } from './wizard-modal'

interface StepProps {
  slug: string
  onSaved: () => void
  onPrevious: () => void
  onClose: () => void
}

/** Step 2, prefilled from the job's detail or from what was entered before. */
export function SpecificationStep({ slug, onSaved, onPrevious, onClose }: StepProps) {
  const { t } = useLingui()
  const { drafts } = useWizardState()
  const { mutate } = useSWRConfig()
  const [draft] = useState(() =>
    drafts.get().slug === slug ? drafts.get().specification : undefined,
  )
  const detail = useJobDetail(slug)

  if (!draft && !detail.data) {
    return (
      <WizardLoading
        step={2}
        title={t`Job Specification`}
        onClose={onClose}
        failed={!!detail.error}
      />
    )
  }
  const keep = (values: SpecificationFormInput) =>
    keepDraft(drafts, slug, { specification: values })
  return (
    <KnownLabelsContext value={detailLabels(detail.data)}>
      <SpecificationForm
        slug={slug}
        initial={draft ?? fromJobDetailToSpecification(detail.data!)}
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
