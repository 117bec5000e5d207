import type { ReactNode } from 'react'

interface StepFooterProps {
  /** The id of the step's form, which the submit button submits from the modal's footer. */
  formId: string
  /** The save is in flight: the submit button shows it and cannot be pressed again. */
  busy: boolean
  /** The button going back (Cancel on step 1, Previous Step after). */
  back: ReactNode
  onBack: () => void
  /** The submit button's label. */
  children: ReactNode
}

/** A wizard step's footer: the way back and the button saving the step. */
export function StepFooter({ formId, busy, back, onBack, children }: StepFooterProps) {
  return (
    <>
      <button type="button" className="button" onClick={onBack}>
        {back}
      </button>
      <button
        type="submit"
        form={formId}
        className={`button is-primary${busy ? ' is-loading' : ''}`}
        disabled={busy}
      >
        {children}
      </button>
    </>
  )
}
