import { useState } from 'react'
import { useSWRConfig } from 'swr'
import { useLingui } from '@lingui/react/macro'
import { fromBasicInfoRead } from '@jagir/shared/rules/job-basic-info-mapping'
import {
  basicInfoFormDefaults,
  type BasicInfoFormInput,
} from '@jagir/shared/schemas/job-basic-info-form'
import type { JobBasicInfoRead } from '@jagir/shared/schemas/job-basic-info'
import { refId, type LookupRef } from '@jagir/shared/schemas/lookup'
import type { CurrentUser } from '@jagir/shared/schemas/user'
import { useLang } from '../../../lib/lang'
import { basicInfoPath, useJobBasicInfo } from '../api/job-basic-info'
import { jobDetailPath } from '../api/job-detail-path'
import { revalidatePath } from '../api/lang-key'
import type { LookupKind } from '../api/lookups'
import { forgetUnsavedStep, useUnsavedStep } from '../hooks/use-unsaved-step'
import {
  keepDraft,
  KnownLabelsContext,
  labelKey,
  useWizardState,
  type LabelMap,
} from '../hooks/use-wizard-state'
import { BasicInfoForm } from './basic-info-form'
import { WizardLoading } from './wizard-modal'

/** Names of the places of a job read back, for its location fields. */
export function basicInfoLabels(read: JobBasicInfoRead): LabelMap {
  const labels: Record<string, string> = {}
  const add = (kind: LookupKind, ref: LookupRef | null | undefined, field: 'name' | 'address') => {
    const text = typeof ref === 'object' && ref !== null ? ref[field] : undefined
    if (typeof text === 'string') labels[labelKey(kind, refId(ref)!)] = text
  }
  add('districts', read.location_info?.district, 'name')
  add('cities', read.location_info?.city, 'name')
  add('locations', read.job_locations[0]?.address, 'address')
  return labels
}

interface StepProps {
  slug: string | null
  user: CurrentUser | null
  onSaved: (slug: string) => void
  onClose: () => void
}

/** Step 1: a new job's defaults, or the job's saved values (edit mode), or what was entered. */
export function BasicInfoStep({ slug, user, onSaved, onClose }: StepProps) {
  const { t } = useLingui()
  const { drafts, labels } = useWizardState()
  const { mutate } = useSWRConfig()
  const lang = useLang()
  // Values carried from another language are not this language's texts: read the job again.
  const [draft] = useState(() =>
    drafts.get().slug === slug && drafts.get().basicLang === lang ? drafts.get().basic : undefined,
  )
  // Read even with a draft: the names of the saved places come from it.
  const read = useJobBasicInfo(slug)
  const unsaved = useUnsavedStep(!slug && !draft, labels)
  const cancel = () => {
    if (!slug) forgetUnsavedStep()
    onClose()
  }

  if ((slug && !draft && !read.data) || unsaved === undefined) {
    return <WizardLoading step={1} title={t`Post a Job`} onClose={cancel} failed={!!read.error} />
  }
  const initial: BasicInfoFormInput =
    draft ??
    (read.data
      ? fromBasicInfoRead(read.data)
      : // Kept by an older page: a field it did not have starts at its default.
        { ...basicInfoFormDefaults(), ...unsaved?.values })
  const save = (saved: string, values: BasicInfoFormInput) => {
    if (!slug) forgetUnsavedStep()
    keepDraft(drafts, saved, { basic: values, basicLang: lang })
    revalidatePath(mutate, basicInfoPath(saved))
    revalidatePath(mutate, jobDetailPath(saved))
    onSaved(saved)
  }
  return (
    <KnownLabelsContext value={read.data ? basicInfoLabels(read.data) : {}}>
      <BasicInfoForm
        slug={slug}
        user={user}
        initial={initial}
        onSaved={save}
        onClose={cancel}
        fallbackLang={
          read.data && !draft
            ? {
                title: read.data.title_lang !== lang ? read.data.title_lang : undefined,
                description:
                  read.data.description_lang !== lang && read.data.description
                    ? read.data.description_lang
                    : undefined,
              }
            : undefined
        }
      />
    </KnownLabelsContext>
  )
}
