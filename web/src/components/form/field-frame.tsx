import { useEffect, useRef, type ReactNode } from 'react'

interface FieldFrameProps {
  /** The control's id: the label points at it, its hint is `${id}-hint`, its error `${id}-error`. */
  id: string
  label: ReactNode
  /** A message shown under the field and announced with it (see `describedBy`). */
  error?: string
  /** What is shown under the control before the error (a count, a rule). */
  hint?: ReactNode
  /** Hides the label visually (it stays the field's accessible name). */
  hideLabel?: boolean
  /** Spins in the control while something is under way (a typed name being added). */
  loading?: boolean
  /** The control, with whatever goes beside it. */
  children: ReactNode
}

/**
 * A labelled Bulma field: its label, its control, a hint and its error under it. The control names
 * the hint and the error with `describedBy(id, error, hint)`, so a screen reader reads them with it.
 */
export function FieldFrame(props: FieldFrameProps) {
  const { id, label, error, hint, hideLabel, loading, children } = props
  return (
    <div className="field">
      <label className={hideLabel ? 'is-sr-only' : 'label'} htmlFor={id}>
        {label}
      </label>
      <div className={`control${loading ? ' is-loading' : ''}`}>{children}</div>
      {hint ? (
        <p className="help" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <FieldMessage id={id} error={error} />
    </div>
  )
}

/**
 * A labelled group of choices (radio buttons, checkboxes): a fieldset whose legend names it, a
 * hint under the legend, and its error under the choices. The fieldset names the hint and the
 * error (`describedBy(id, error, hint)`), so a screen reader reads them on entering the group.
 */
export function GroupFrame(props: Omit<FieldFrameProps, 'hideLabel' | 'loading'>) {
  const { id, label, error, hint, children } = props
  return (
    <fieldset className="field" {...describedBy(id, error, hint)}>
      <legend className="label">{label}</legend>
      {hint ? (
        <p className="help mb-2" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children}
      <FieldMessage id={id} error={error} alert />
    </fieldset>
  )
}

/**
 * A field's error under it, named by the field's id (see `describedBy`); with `alert`, announced
 * as it appears (a group's: nothing in a group takes the focus to read it).
 */
export function FieldMessage(props: {
  id: string
  error: string | null | undefined
  alert?: boolean
}) {
  if (!props.error) return null
  return (
    <p className="help is-danger" id={`${props.id}-error`} role={props.alert ? 'alert' : undefined}>
      {props.error}
    </p>
  )
}

/** A control's attributes for its messages: invalid when it has an error, described by both. */
export const describedBy = (id: string, error: string | null | undefined, hint?: unknown) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby':
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined,
})

/**
 * A form's errors that belong to no field, announced as an alert; with `scroll`, brought into view
 * when they appear (a long form whose top is out of sight).
 */
export function FormErrors({
  messages,
  scroll,
}: {
  messages: readonly string[]
  scroll?: boolean
}) {
  const alert = useRef<HTMLDivElement>(null)
  useEffect(() => {
    // jsdom has no scrolling; browsers do.
    if (scroll && messages.length > 0) alert.current?.scrollIntoView?.({ block: 'start' })
  }, [messages, scroll])
  if (messages.length === 0) return null
  return (
    <div ref={alert} className="notification is-danger is-light" role="alert">
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  )
}
