import { useId, useState, type ReactNode } from 'react'
import { useSWRConfig } from 'swr'
import type { UseFormReturn } from 'react-hook-form'
import type { $ZodType } from 'zod/v4/core'
import { Trans } from '@lingui/react/macro'
import type { NoticeKey } from '@jagir/shared/errors/messages'
import type { JobDetail } from '@jagir/shared/schemas/job-detail'
import { FormErrors } from '../../../components/form/field-frame'
import { useJobDetail } from '../api/job-detail'
import { jobDetailPath } from '../api/job-detail-path'
import { revalidatePath } from '../api/lang-key'
import {
  keepDraft,
  KnownLabelsContext,
  useWizardState,
  type WizardDrafts,
} from '../hooks/use-wizard-state'
import { useWizardStepForm } from '../hooks/use-wizard-step-form'
import { detailLabels } from './detail-labels'
import { StepFooter } from './step-footer'
import { WizardLoading, WizardModal } from './wizard-modal'

type DetailDraftKey = 'specification' | 'additional'
type Values<K extends DetailDraftKey> = NonNullable<WizardDrafts[K]>

/** The wizard's step 2 or 3 itself: the job, and where it goes once saved or left. */
export interface DetailStepProps {
  slug: string
  onSaved: () => void
  onPrevious: () => void
  onClose: () => void
}

interface StepFormProps<K extends DetailDraftKey, Output> {
  step: 2 | 3
  title: string
  /** Where the step's values are kept between steps. */
  draftKey: K
  /** The step's form values from the job's detail (the shared mapping). */
  fromDetail: (detail: JobDetail) => Values<K>
  /** The shared schema checking the step, and the server's names for its fields. */
  schema: $ZodType<Output, Values<K>> & { shape: Readonly<Record<string, unknown>> }
  aliases: Readonly<Record<string, string>>
  /** Sends the checked values for the job. */
  save: (slug: string, values: Output) => Promise<unknown>
  notice: NoticeKey
  /** The submit button's words. */
  submitLabel: ReactNode
  /** Shown above the form, and after it (outside it: step 3's questions are forms of their own). */
  intro?: ReactNode
  after?: ReactNode
  /** The step's fields. */
  fields: (form: UseFormReturn<Values<K>, unknown, Output>) => ReactNode
}

/**
 * Steps 2 and 3: prefilled from what was entered before (docs/product.md#steps-and-the-address:
 * values carried by Previous Step and saves) or else from the job's detail, whose names label the
 * chosen lookups; checked by the step's shared schema, saved, and a save refreshes the detail the
 * preview shows. Previous Step and the save are the dialog's footer.
 */
export function DetailStep<K extends DetailDraftKey, Output>(
  props: DetailStepProps & StepFormProps<K, Output>,
) {
  const { slug, step, title, draftKey, fromDetail, onSaved, onPrevious, onClose } = props
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
      <StepForm
        {...props}
        initial={draft ?? fromDetail(detail.data!)}
        onPrevious={(values) => {
          keep(values)
          onPrevious()
        }}
        onSaved={(values) => {
          keep(values)
          revalidatePath(mutate, jobDetailPath(slug))
          onSaved()
        }}
      />
    </KnownLabelsContext>
  )
}

function StepForm<K extends DetailDraftKey, Output>(
  props: StepFormProps<K, Output> & {
    slug: string
    initial: Values<K>
    onPrevious: (values: Values<K>) => void
    onSaved: (values: Values<K>) => void
    onClose: () => void
  },
) {
  const { slug, step, title, schema, aliases, save, notice, initial, onSaved, onClose } = props
  const formId = useId()
  const { form, server, submit } = useWizardStepForm({
    schema,
    initial,
    aliases,
    save: (values) => save(slug, values),
    notice,
    onSaved: (_, values) => onSaved(values),
  })
  const { isSubmitting } = form.formState

  const footer = (
    <StepFooter
      formId={formId}
      busy={isSubmitting}
      back={<Trans>Previous Step</Trans>}
      onBack={() => props.onPrevious(form.getValues())}
    >
      {props.submitLabel}
    </StepFooter>
  )
  return (
    <WizardModal step={step} title={title} onClose={onClose} footer={footer}>
      {props.intro}
      <form id={formId} onSubmit={submit} noValidate aria-busy={isSubmitting}>
        <FormErrors messages={server.general} scroll />
        {props.fields(form)}
      </form>
      {props.after}
    </WizardModal>
  )
}
