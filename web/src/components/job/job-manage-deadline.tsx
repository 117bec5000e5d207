import type { Control, FieldValues, Path } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Lang } from '@jagir/shared/routes/table'
import { deadlineBounds } from '@jagir/shared/schemas/job-basic-info'
import { FormDateField } from '../form/date-field'

interface DeadlineFieldProps<T extends FieldValues> {
  control: Control<T>
  name: Path<T>
  error?: string
  /** False for a job whose deadline step 1 does not change (pending, denied, ended). */
  editable: boolean
}

/**
 * The job post wizard's 'Apply by' (step 1): a day from today to 90 days ahead, Bikram Sambat
 * with AD beside it in Nepali, the browser's date input in English. Loaded lazily with step 1:
 * the calendar's code and these words stay out of the wizard's first load (their own catalog
 * part, shared with the job's Extend and Repost dialogs). A job whose deadline step 1 does not
 * change gets a line saying where it changes instead.
 */
export default function DeadlineField<T extends FieldValues>({
  control,
  name,
  error,
  editable,
}: DeadlineFieldProps<T>) {
  const { t } = useLingui()
  const { min, max } = deadlineBounds()
  if (!editable) {
    return (
      <p className="help mb-4">
        <Trans>This job's deadline changes by extending or reposting it, from your jobs.</Trans>
      </p>
    )
  }
  return (
    <FormDateField
      label={t`Apply by`}
      control={control}
      name={name}
      min={min}
      max={max}
      error={error}
    />
  )
}

/**
 * The job post wizard's note when the job has no title or description of its own in the page's
 * language: the other language's are shown, and saved unchanged they stay that language's alone.
 * (Loaded lazily by step 1, only for such a job.)
 */
export function LanguageFallbackNote({ shown }: { shown: Lang }) {
  return (
    <p className="notification is-info is-light" data-testid="language-fallback">
      {shown === 'ne' ? (
        <Trans>
          This job has no English title or description yet: the Nepali ones are shown. Type the
          English ones here, or leave them: the Nepali ones stay as they are.
        </Trans>
      ) : (
        <Trans>
          This job has no Nepali title or description yet: the English ones are shown. Type the
          Nepali ones here, or leave them: the English ones stay as they are.
        </Trans>
      )}
    </p>
  )
}
