import { useLingui } from '@lingui/react/macro'

interface MustHaveBoxProps {
  /** What the box makes a must-have, its accessible name ('Education is a must-have'). */
  label: string
  checked: boolean
  /** Greyed out and not ticked while the requirement beside it cannot be a must-have. */
  disabled: boolean
  onChange: (on: boolean) => void
}

/** The 'Must have' box in the column beside a requirement of step 2 (education, experience). */
export function MustHaveBox({ label, checked, disabled, onChange }: MustHaveBoxProps) {
  const { t } = useLingui()
  return (
    <div className="column">
      <label className={`checkbox${disabled ? ' has-text-grey-light' : ''}`}>
        <input
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-label={label}
          onChange={(event) => onChange(event.target.checked)}
        />{' '}
        {t`Must have`}
      </label>
    </div>
  )
}
