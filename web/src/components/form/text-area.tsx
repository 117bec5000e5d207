import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react'
import { describedBy, FieldFrame } from './field-frame'

interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode
  /** A message shown under the field and announced with it. */
  error?: string
  /** Shown under the field before the error (a count of characters). */
  hint?: ReactNode
  ref?: Ref<HTMLTextAreaElement>
}

/** A labelled Bulma textarea with its error message. */
export function TextArea({ label, error, hint, id: givenId, ref, ...area }: TextAreaProps) {
  const ownId = useId()
  const id = givenId ?? ownId
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <textarea
        ref={ref}
        id={id}
        className={`textarea${error ? ' is-danger' : ''}`}
        {...describedBy(id, error, hint)}
        {...area}
      />
    </FieldFrame>
  )
}
