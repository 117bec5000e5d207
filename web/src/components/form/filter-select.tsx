import { useId, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { SelectOptions } from './select-field'

/** One choice of a filter: its value in the address and its label. */
export interface Choice {
  value: string
  label: string
}

interface FilterSelectProps {
  label: ReactNode
  /** The chosen value, '' for none. */
  value: string
  choices: readonly Choice[]
  /** Called with the chosen value and the select (its form holds the other filters). */
  onChange: (value: string, select: HTMLSelectElement) => void
  /** The empty choice's text ("Any" by default); null for a select that always has a value. */
  emptyLabel?: string | null
  /** While its choices load the select is disabled. */
  loading?: boolean
  name: string
  /** The select's id, when something else points at it; its own otherwise. */
  id?: string
}

/** A labelled Bulma select for one search filter; choosing applies it at once. */
export function FilterSelect(props: FilterSelectProps) {
  const { label, value, choices, onChange, emptyLabel, loading, name } = props
  const { t } = useLingui()
  const ownId = useId()
  const id = props.id ?? ownId
  // A value from a shared link whose choice has not loaded (or no longer exists) stays visible.
  const known = (value === '' && emptyLabel !== null) || choices.some((c) => c.value === value)
  return (
    <div className="field">
      <label className="label is-small" htmlFor={id}>
        {label}
      </label>
      <div className={`control select is-fullwidth is-small${loading ? ' is-loading' : ''}`}>
        <select
          id={id}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value, event.target)}
        >
          {emptyLabel === null ? null : <option value="">{emptyLabel ?? t`Any`}</option>}
          {known ? null : <option value={value}>{loading ? t`Loading` : value}</option>}
          <SelectOptions options={choices} />
        </select>
      </div>
    </div>
  )
}
