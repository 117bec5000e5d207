import { useId, type FormEvent, type ReactNode } from 'react'

interface FormShellProps {
  title: ReactNode
  /** Errors that belong to no field, announced above the fields. */
  general: readonly string[]
  submitting: boolean
  submitLabel: ReactNode
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  children: ReactNode
}

/** A public form's frame: its heading (its name), its general errors, its fields, its button. */
export function FormShell(props: FormShellProps) {
  const titleId = useId()
  return (
    <form onSubmit={props.onSubmit} noValidate aria-labelledby={titleId}>
      <h2 className="title is-5" id={titleId}>
        {props.title}
      </h2>
      {props.general.length > 0 ? (
        <div className="notification is-danger is-light" role="alert">
          {props.general.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
      {props.children}
      <button
        type="submit"
        className={`button is-primary${props.submitting ? ' is-loading' : ''}`}
        disabled={props.submitting}
      >
        {props.submitLabel}
      </button>
    </form>
  )
}
