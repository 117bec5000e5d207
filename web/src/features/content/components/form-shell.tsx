import { useId, type FormEvent, type ReactNode } from 'react'
import { FormErrors } from '../../../components/form/field-frame'
import { SubmitButton } from '../../../components/form/submit-button'
import type { Received } from '../api/forms'
import { SentNotice } from './sent-notice'

interface FormShellProps {
  title: ReactNode
  /** Errors that belong to no field, announced above the fields. */
  general: readonly string[]
  submitting: boolean
  submitLabel: ReactNode
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  children: ReactNode
  /** Once the provider took the form: what it answered, said in place of the form. */
  sent: Received | null
  sentTitle: ReactNode
  /** A button to fill the form again ("Write another message"), when it may be. */
  again?: { label: ReactNode; onClick: () => void }
}

/**
 * A public form's frame: its heading (its name), its general errors, its fields and its button;
 * once sent, the provider's thank-you in its place.
 */
export function FormShell(props: FormShellProps) {
  const titleId = useId()
  const { sent, again } = props
  if (sent) {
    return (
      <SentNotice
        title={props.sentTitle}
        detail={sent.detail}
        again={
          again ? (
            <button type="button" className="button is-small" onClick={again.onClick}>
              {again.label}
            </button>
          ) : null
        }
      />
    )
  }
  return (
    <form onSubmit={props.onSubmit} noValidate aria-labelledby={titleId}>
      <h2 className="title is-5" id={titleId}>
        {props.title}
      </h2>
      <FormErrors messages={props.general} />
      {props.children}
      <SubmitButton submitting={props.submitting}>{props.submitLabel}</SubmitButton>
    </form>
  )
}
