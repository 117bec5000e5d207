import type { ReactNode } from 'react'

/**
 * A labelled Bulma field: its label, its control, and its message under it. The control names
 * the message with `describedBy(id, error)`, so a screen reader reads it with the field.
 */
export function FieldFrame({
  id,
  label,
  error,
  children,
}: {
  /** The control's id. */
  id: string
  label: string
  error?: string
  children: ReactNode
}) {
  return (
    <div className="field">
      <label className="label" htmlFor={id}>
        {label}
      </label>
      <div className="control">{children}</div>
      <FieldMessage id={id} error={error} />
    </div>
  )
}

/** A field's message under it, named by the field's id (see `describedBy`). */
export function FieldMessage({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null
  return (
    <p className="help is-danger" id={`${id}-error`}>
      {error}
    </p>
  )
}

/** A control's attributes for its message: invalid, and described by it. */
export const describedBy = (id: string, error: string | undefined) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
})
