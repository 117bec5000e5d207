import type { ReactNode } from 'react'

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
