import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react'
import { describedBy, FieldFrame } from './field-frame'

/** One choice of a select: its value and its label. */
export interface SelectOption {
  value: string | number
  label: string
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode
  options: readonly SelectOption[]
  /** A first, empty choice ('Choose…'); none when the select always has a value. */
  placeholder?: string
  error?: string
  hint?: ReactNode
  /** Hides the label visually (it stays the field's accessible name). */
  hideLabel?: boolean
  ref?: Ref<HTMLSelectElement>
}

/** A labelled Bulma select with its error message. */
export function SelectField(props: SelectFieldProps) {
  const { label, options, placeholder, error, hint, hideLabel, id, ref, ...select } = props
  const ownId = useId()
  const selectId = id ?? ownId
  return (
    <FieldFrame id={selectId} label={label} error={error} hint={hint} hideLabel={hideLabel}>
      <div className={`select is-fullwidth${error ? ' is-danger' : ''}`}>
        <select ref={ref} id={selectId} {...describedBy(selectId, error, hint)} {...select}>
          <SelectOptions placeholder={placeholder} options={options} />
        </select>
      </div>
    </FieldFrame>
  )
}

/** A select's choices: an empty first one when `placeholder` is given, then `options`. */
export function SelectOptions(props: { placeholder?: string; options: readonly SelectOption[] }) {
  return (
    <>
      {props.placeholder !== undefined ? <option value="">{props.placeholder}</option> : null}
      {props.options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  )
}
