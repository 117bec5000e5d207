import { useId } from 'react'

interface SwitchFieldProps {
  label: string
  checked: boolean
  onChange: (on: boolean) => void
  disabled?: boolean
}

/** An on/off switch: a native checkbox with the switch role, so Space toggles it. */
export function SwitchField({ label, checked, onChange, disabled }: SwitchFieldProps) {
  const id = useId()
  return (
    <div className="field switch-field">
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="switch-input"
        checked={checked}
        aria-checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className="switch-label">
        {label}
      </label>
    </div>
  )
}
