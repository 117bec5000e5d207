import { useId, type Ref, type SelectHTMLAttributes } from 'react'

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string
  options: { value: string | number; label: string }[]
  /** The empty first choice ('Choose…'). */
  placeholder: string
  error?: string
  ref?: Ref<HTMLSelectElement>
}

/** A labelled Bulma select with its error message. */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  ref,
  ...select
}: SelectFieldProps) {
  const id = useId()
  return (
    <div className="field">
      <label className="label" htmlFor={id}>
        {label}
      </label>
      <div className={`control select is-fullwidth${error ? ' is-danger' : ''}`}>
        <select
          id={id}
          ref={ref}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...select}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p className="help is-danger" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
