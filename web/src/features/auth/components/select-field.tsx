import { useId, type Ref, type SelectHTMLAttributes } from 'react'
import { LabelledField } from './form-parts'

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
    <LabelledField id={id} label={label} error={error}>
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
    </LabelledField>
  )
}
