import { lazy, Suspense, useId } from 'react'
import type { Control, FieldValues } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  BASIC_INFO_ERROR_ALIASES,
  toBasicInfoPayload,
} from '@jagir/shared/rules/job-basic-info-mapping'
import { JOB_LEVEL_OPTIONS, JOB_TYPE_OPTIONS, SHIFT_OPTIONS } from '@jagir/shared/rules/options'
import {
  basicInfoFormSchema,
  type BasicInfoFormInput,
} from '@jagir/shared/schemas/job-basic-info-form'
import type { Lang } from '@jagir/shared/routes/table'
import type { CurrentUser } from '@jagir/shared/schemas/user'
import { saveBasicInfo } from '../api/save-basic-info'
import { useKeepUnsavedStep } from '../hooks/use-unsaved-step'
import { useWizardState } from '../hooks/use-wizard-state'
import { useWizardStepForm } from '../hooks/use-wizard-step-form'
import { messageAt } from './basic-info-types'
import { DescriptionField } from './description-field'
import { FormErrors } from '../../../components/form/field-frame'
import { useErrorText } from './validation-text'
import { LocationFields } from './location-fields'
import { optionItems } from './option-labels'
import { SalaryFields } from './salary-fields'
import { SelectField } from '../../../components/form/select-field'
import { StepFooter } from './step-footer'
import { TitleTemplateFields } from './title-template-fields'
import { WizardModal } from './wizard-modal'
import { NumberField } from '../../../components/form/number-field'

// The deadline's calendar and the language note are a chunk of their own (with their words): the
// wizard's first load stays as it was.
const loadDeadline = () => import('../../../components/job/job-manage-deadline')
const DeadlineField = lazy(loadDeadline)
const LanguageFallbackNote = lazy(() =>
  loadDeadline().then((module) => ({ default: module.LanguageFallbackNote })),
)

/** Step 1's fields chosen from a fixed list. */
type Choice = 'preferred_shift' | 'job_type' | 'job_level'

interface BasicInfoFormProps {
  slug: string | null
  initial: BasicInfoFormInput
  /** Called with the saved job's slug and what the form held. */
  onSaved: (slug: string, values: BasicInfoFormInput) => void
  onClose: () => void
  /** The employer: the job is posted for their first organization. */
  user: CurrentUser | null
  /**
   * The language of the title and description read back, when the job has none of its own in
   * the page's language yet: they are shown as they are in that language, and saved unchanged
   * they stay that language's alone.
   */
  fallbackLang?: { title?: Lang; description?: Lang }
}

/** Step 1 'Post a Job' (docs/product.md#step-1-post-a-job): its fields, its checks and its save. */
export function BasicInfoForm({
  slug,
  initial,
  onSaved,
  onClose,
  user,
  fallbackLang,
}: BasicInfoFormProps) {
  const { t, i18n } = useLingui()
  const errorText = useErrorText()
  const formId = useId()
  const { form, server, submit } = useWizardStepForm({
    schema: basicInfoFormSchema,
    initial,
    aliases: BASIC_INFO_ERROR_ALIASES,
    save: (values) => saveBasicInfo(slug, toBasicInfoPayload(values, user)),
    notice: 'basic_info_updated',
    onSaved: (saved, values) => onSaved(saved.slug, values),
  })
  const { register, formState } = form
  // A new job's values wait in session storage until saved or cancelled (kept over a reload).
  const { labels } = useWizardState()
  useKeepUnsavedStep(form, slug ? null : labels)

  const error = (path: string) => errorText(path, messageAt(formState.errors, path))
  const select = (name: Choice, label: string, options: Parameters<typeof optionItems>[1]) => (
    <SelectField
      label={label}
      options={optionItems(i18n, options)}
      error={error(name)}
      {...register(name)}
    />
  )

  const footer = (
    <StepFooter
      formId={formId}
      busy={formState.isSubmitting}
      back={<Trans>Cancel</Trans>}
      onBack={onClose}
    >
      {slug ? <Trans>Update</Trans> : <Trans>Proceed</Trans>}
    </StepFooter>
  )

  return (
    <WizardModal step={1} title={t`Post a Job`} onClose={onClose} footer={footer}>
      <form id={formId} onSubmit={submit} noValidate aria-busy={formState.isSubmitting}>
        <FormErrors messages={server.general} scroll />
        <TitleTemplateFields form={form} slug={slug} />
        {fallbackLang?.title || fallbackLang?.description ? (
          <Suspense fallback={null}>
            <LanguageFallbackNote shown={(fallbackLang.title ?? fallbackLang.description)!} />
          </Suspense>
        ) : null}
        <div className="columns">
          <div className="column">
            {select('preferred_shift', t`Preferred shift`, SHIFT_OPTIONS)}
          </div>
          <div className="column">
            <NumberField
              label={t`Number of candidates`}
              control={form.control}
              name="vacancies"
              error={error('vacancies')}
            />
          </div>
        </div>
        <LocationFields form={form} />
        <SalaryFields form={form} />
        <div className="columns">
          <div className="column">{select('job_type', t`Job type`, JOB_TYPE_OPTIONS)}</div>
          <div className="column">{select('job_level', t`Job level`, JOB_LEVEL_OPTIONS)}</div>
        </div>
        <Suspense fallback={<div className="field" aria-hidden="true" />}>
          <DeadlineField
            // The lazy component is generic over any form; this one's field is `deadline`.
            control={form.control as unknown as Control<FieldValues>}
            name="deadline"
            error={error('deadline')}
            editable={initial.deadline !== null}
          />
        </Suspense>
        <DescriptionField form={form} />
      </form>
    </WizardModal>
  )
}
