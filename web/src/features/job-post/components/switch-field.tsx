import { useId } from 'react'
import { describedBy, FieldMessage } from '../../../components/form/field-frame'

interface SwitchFieldProps {
  label: string
  checked: boolean
  onChange: (on: boolean) => void
  disabled?: boolean
  /** A server's message about the switch. */
  error?: string
}

/** An on/off switch: a native checkbox with the switch role, so Space toggles it. */
export function SwitchField({ label, checked, onChange, disabled, error }: SwitchFieldProps) {
  const id = useId()
  return (
    <div className="field">
      <div className="switch-field">
        <input
          id={id}
          type="checkbox"
          role="switch"
          className="switch-input"
          checked={checked}
          aria-checked={checked}
          {...describedBy(id, error)}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id} className="switch-label">
          {label}
        </label>
      </div>
      <FieldMessage id={id} error={error} />
    </div>
  )
}
