import { useId, type Ref, type TextareaHTMLAttributes } from 'react'

interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string
  error?: string
  ref?: Ref<HTMLTextAreaElement>
}

/** A labelled Bulma textarea with its error under it, announced with the field. */
export function TextArea({ label, error, ref, ...area }: TextAreaProps) {
  const id = useId()
  return (
    <div className="field">
      <label className="label" htmlFor={id}>
        {label}
      </label>
      <div className="control">
        <textarea
          ref={ref}
          id={id}
          className={`textarea${error ? ' is-danger' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...area}
        />
      </div>
      {error ? (
        <p className="help is-danger" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
