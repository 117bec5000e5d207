import { useState, type FormEvent, type ReactNode } from 'react'
import type { CurrentUser } from '@jagir/shared/schemas/user'
import { FormErrors } from '../../../../components/form/field-frame'
import { applyServerErrors } from '../../../../components/form/server-errors'
import { SubmitButton } from '../../../../components/form/submit-button'
import type { StepProps } from './step-props'

interface StepFormProps<T> {
  /** What is chosen so far. */
  value: T
  /** The message when nothing is chosen (the step needs a choice); null once there is one. */
  missing: string | null
  /** Saves the choice; answers the updated user. */
  save: (value: T) => Promise<CurrentUser>
  /** The choice's name in the server's answers: its 400s show under the choice. */
  field: string
  onSaved: StepProps['onSaved']
  back: StepProps['back']
  submitLabel: ReactNode
  /** The choice, given what is wrong with it while something is (shown under it). */
  children: (error: string | undefined) => ReactNode
}

/**
 * An onboarding step whose one choice (not a typed form) is saved on its own: a missing choice
 * or the server's refusal shown under it, the server's other errors above.
 */
export function StepForm<T>(props: StepFormProps<T>) {
  const { value, missing, save, field, onSaved, back, submitLabel, children } = props
  // The missing-choice error is the `missing` of the moment: it goes as soon as a choice is made.
  const [error, setError] = useState<string | null>(null)
  const [missingShown, setMissingShown] = useState(false)
  const shown = missingShown ? missing : error
  const [general, setGeneral] = useState<string[]>([])
  const [saving, setSaving] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setGeneral([])
    setError(null)
    setMissingShown(!!missing)
    if (missing) return
    setSaving(true)
    try {
      onSaved(await save(value))
    } catch (failure) {
      const showError = (_name: string, { message }: { message?: string }) =>
        setError(message ?? null)
      setGeneral(applyServerErrors(failure, showError, { knownFields: [field] }))
    } finally {
      setSaving(false)
    }
  }
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <FormErrors messages={general} />
      {children(shown ?? undefined)}
      <div className="buttons is-right">
        {back}
        <SubmitButton submitting={saving}>{submitLabel}</SubmitButton>
      </div>
    </form>
  )
}
