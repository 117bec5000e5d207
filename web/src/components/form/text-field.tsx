import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'
import { describedBy, FieldFrame } from './field-frame'

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode
  /** A message shown under the field and announced with it. */
  error?: string
  hint?: ReactNode
  hideLabel?: boolean
  ref?: Ref<HTMLInputElement>
}

/** A labelled Bulma input with its error message. */
export function TextField(props: TextFieldProps) {
  const { label, error, hint, hideLabel, id, className, ref, ...input } = props
  const ownId = useId()
  const inputId = id ?? ownId
  return (
    <FieldFrame id={inputId} label={label} error={error} hint={hint} hideLabel={hideLabel}>
      <input
        ref={ref}
        id={inputId}
        className={`input${error ? ' is-danger' : ''}${className ? ` ${className}` : ''}`}
        {...describedBy(inputId, error, hint)}
        {...input}
      />
    </FieldFrame>
  )
}
