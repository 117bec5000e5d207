import { useId, type InputHTMLAttributes, type Ref } from 'react'

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string
  /** A message shown under the field and announced with it. */
  error?: string
  ref?: Ref<HTMLInputElement>
}

/** A labelled Bulma input with its error message. */
export function TextField({ label, error, id, className, ref, ...input }: TextFieldProps) {
  const ownId = useId()
  const inputId = id ?? ownId
  const errorId = `${inputId}-error`
  return (
    <div className="field">
      <label className="label" htmlFor={inputId}>
        {label}
      </label>
      <div className="control">
        <input
          ref={ref}
          id={inputId}
          className={`input${error ? ' is-danger' : ''}${className ? ` ${className}` : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
      </div>
      {error ? (
        <p className="help is-danger" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
