import { useId, type Ref, type SelectHTMLAttributes } from 'react'
import { FieldError } from './field-error'

export interface SelectOption {
  value: string
  label: string
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string
  options: readonly SelectOption[]
  error?: string
  /** Hides the label visually (it stays the field's accessible name). */
  hideLabel?: boolean
  ref?: Ref<HTMLSelectElement>
}

/** A labelled Bulma select with its error message. */
export function SelectField(props: SelectFieldProps) {
  const { label, options, error, hideLabel, id, ref, ...select } = props
  const ownId = useId()
  const selectId = id ?? ownId
  return (
    <div className="field">
      <label className={hideLabel ? 'is-sr-only' : 'label'} htmlFor={selectId}>
        {label}
      </label>
      <div className="control">
        <div className={`select is-fullwidth${error ? ' is-danger' : ''}`}>
          <select
            ref={ref}
            id={selectId}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${selectId}-error` : undefined}
            {...select}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <FieldError id={`${selectId}-error`} message={error} />
    </div>
  )
}
