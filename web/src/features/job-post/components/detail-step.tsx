import { useState, type ReactNode } from 'react'
import { useSWRConfig } from 'swr'
import type { JobDetail } from '@jagir/shared/schemas/job-detail'
import { useJobDetail } from '../api/job-detail'
import { jobDetailPath } from '../api/job-detail-path'
import { revalidatePath } from '../api/lang-key'
import {
  keepDraft,
  KnownLabelsContext,
  useWizardState,
  type WizardDrafts,
} from '../hooks/use-wizard-state'
import { detailLabels } from './detail-labels'
import { WizardLoading } from './wizard-modal'

type DetailDraftKey = 'specification' | 'additional'
type Values<K extends DetailDraftKey> = NonNullable<WizardDrafts[K]>

/** What a step read from the job's detail gives its form. */
export interface DetailStepFormProps<V> {
  initial: V
  onPrevious: (values: V) => void
  onSaved: (values: V) => void
}

interface DetailStepProps<K extends DetailDraftKey> {
  slug: string
  step: 2 | 3
  title: string
  /** Where the step's values are kept between steps. */
  draftKey: K
  /** The step's form values from the job's detail (the shared mapping). */
  fromDetail: (detail: JobDetail) => Values<K>
  form: (props: DetailStepFormProps<Values<K>>) => ReactNode
  onSaved: () => void
  onPrevious: () => void
  onClose: () => void
}

/**
 * Steps 2 and 3: prefilled from what was entered before (docs/product.md#steps-and-the-address: values carried by
 * Previous Step and saves) or else from the job's detail, whose names label the chosen lookups;
 * a save refreshes the detail the preview shows.
 */
export function DetailStep<K extends DetailDraftKey>(props: DetailStepProps<K>) {
  const { slug, step, title, draftKey, fromDetail, form, onSaved, onPrevious, onClose } = props
  const { drafts } = useWizardState()
  const { mutate } = useSWRConfig()
  const [draft] = useState(() =>
    drafts.get().slug === slug ? (drafts.get()[draftKey] as Values<K> | undefined) : undefined,
  )
  const detail = useJobDetail(slug)

  if (!draft && !detail.data) {
    return <WizardLoading step={step} title={title} onClose={onClose} failed={!!detail.error} />
  }
  const keep = (values: Values<K>) => keepDraft(drafts, slug, { [draftKey]: values })
  return (
    <KnownLabelsContext value={detailLabels(detail.data)}>
      {form({
        initial: draft ?? fromDetail(detail.data!),
        onPrevious: (values) => {
          keep(values)
          onPrevious()
        },
        onSaved: (values) => {
          keep(values)
          revalidatePath(mutate, jobDetailPath(slug))
          onSaved()
        },
      })}
    </KnownLabelsContext>
  )
}
