import type { ReactNode } from 'react'

interface LabelledFieldProps {
  /** The control's id: the label points at it, its error is `${id}-error`. */
  id: string
  label: ReactNode
  /** A message shown under the field (the control names `${id}-error` in aria-describedby). */
  error?: string
  /** The control, with whatever goes beside it. */
  children: ReactNode
  /** What is shown under the control before the error (a hint). */
  hint?: ReactNode
}

/** A Bulma field: its label, the control, a hint, and its error under it. */
export function LabelledField({ id, label, error, children, hint }: LabelledFieldProps) {
  return (
    <div className="field">
      <label className="label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint}
      {error ? (
        <p className="help is-danger" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** A submit button that spins and waits while the form is being sent. */
export function SubmitButton({
  submitting,
  fullWidth = false,
  children,
}: {
  submitting: boolean
  /** As wide as the form (a form's one button), else beside others (Back). */
  fullWidth?: boolean
  children: ReactNode
}) {
  const width = fullWidth ? ' is-fullwidth' : ''
  return (
    <button
      type="submit"
      className={`button is-primary${width}${submitting ? ' is-loading' : ''}`}
      disabled={submitting}
    >
      {children}
    </button>
  )
}
