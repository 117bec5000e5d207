import {
  useId,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react'

interface FieldFrameProps {
  label: string
  error?: string
  children: (ids: { id: string; describedBy?: string }) => ReactNode
  /** Hides the label visually (a row's heading names the field). */
  hideLabel?: boolean
  help?: ReactNode
}

/** A labelled field with its error under it, announced with the control. */
export function FieldFrame({ label, error, children, hideLabel, help }: FieldFrameProps) {
  const id = useId()
  const errorId = `${id}-error`
  const helpId = `${id}-help`
  const describedBy = [error ? errorId : '', help ? helpId : ''].filter(Boolean).join(' ')
  return (
    <div className="field">
      <label className={hideLabel ? 'is-sr-only' : 'label'} htmlFor={id}>
        {label}
      </label>
      <div className="control">{children({ id, describedBy: describedBy || undefined })}</div>
      {help ? (
        <p className="help" id={helpId}>
          {help}
        </p>
      ) : null}
      {error ? (
        <p className="help is-danger" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string
  error?: string
  options: readonly { value: string; label: string }[]
  /** A first, empty choice ("Choose..."). */
  placeholder?: string
  ref?: Ref<HTMLSelectElement>
}

/** A labelled Bulma select. */
export function SelectField({
  label,
  error,
  options,
  placeholder,
  ref,
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error}>
      {({ id, describedBy }) => (
        <div className={`select is-fullwidth${error ? ' is-danger' : ''}`}>
          <select
            ref={ref}
            id={id}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            {...select}
          >
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
    </FieldFrame>
  )
}

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string
  error?: string
  help?: ReactNode
  ref?: Ref<HTMLTextAreaElement>
}

/** A labelled textarea. */
export function TextAreaField({ label, error, help, ref, ...area }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} help={help}>
      {({ id, describedBy }) => (
        <textarea
          ref={ref}
          id={id}
          className={`textarea${error ? ' is-danger' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...area}
        />
      )}
    </FieldFrame>
  )
}
