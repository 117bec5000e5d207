import { useId, type Ref, type TextareaHTMLAttributes } from 'react'
import { describedBy, FieldFrame } from './field-frame'

interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string
  /** A message shown under the field and announced with it. */
  error?: string
  ref?: Ref<HTMLTextAreaElement>
}

/** A labelled Bulma textarea with its error message. */
export function TextArea({ label, error, ref, ...area }: TextAreaProps) {
  const id = useId()
  return (
    <FieldFrame id={id} label={label} error={error}>
      <textarea
        ref={ref}
        id={id}
        className={`textarea${error ? ' is-danger' : ''}`}
        {...describedBy(id, error)}
        {...area}
      />
    </FieldFrame>
  )
}
