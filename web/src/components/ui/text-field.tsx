import { useId, type InputHTMLAttributes, type Ref } from 'react'
import { describedBy, FieldFrame } from './field-frame'

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
  return (
    <FieldFrame id={inputId} label={label} error={error}>
      <input
        ref={ref}
        id={inputId}
        className={`input${error ? ' is-danger' : ''}${className ? ` ${className}` : ''}`}
        {...describedBy(inputId, error)}
        {...input}
      />
    </FieldFrame>
  )
}
