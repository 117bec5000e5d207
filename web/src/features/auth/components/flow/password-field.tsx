import './password-field.scss'
import { useId, useState, type InputHTMLAttributes, type Ref } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { passwordStrength } from '@jagir/shared/rules/password'

/** The hint's class for each strength, written whole (the build keeps only classes the source writes). */
const STRENGTH_CLASS = {
  weak: 'is-weak',
  fair: 'is-fair',
  strong: 'is-strong',
} as const

interface PasswordFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string
  error?: string
  ref?: Ref<HTMLInputElement>
  /** The typed value, to rate it (new passwords only). */
  strengthOf?: string
}

/** A password input with Show/Hide, its error, and for a new password a strength hint. */
export function PasswordField({ label, error, ref, strengthOf, ...input }: PasswordFieldProps) {
  const { t } = useLingui()
  const id = useId()
  const [shown, setShown] = useState(false)
  const strength = strengthOf ? passwordStrength(strengthOf) : null
  const hints = {
    weak: t`Weak: use at least 8 characters, with letters and numbers.`,
    fair: t`Fair: 12 or more characters with capitals, numbers or symbols make it strong.`,
    strong: t`Strong password.`,
  }
  const described = [strength ? `${id}-strength` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ')
  return (
    <div className="field">
      <label className="label" htmlFor={id}>
        {label}
      </label>
      <div className="field has-addons mb-0">
        <div className="control is-expanded">
          <input
            ref={ref}
            id={id}
            type={shown ? 'text' : 'password'}
            className={`input${error ? ' is-danger' : ''}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={described || undefined}
            {...input}
          />
        </div>
        <div className="control">
          <button
            type="button"
            className="button"
            aria-pressed={shown}
            aria-controls={id}
            onClick={() => setShown(!shown)}
          >
            {shown ? <Trans>Hide</Trans> : <Trans>Show</Trans>}
          </button>
        </div>
      </div>
      {strength ? (
        <p
          className={`help password-strength ${STRENGTH_CLASS[strength]}`}
          id={`${id}-strength`}
          aria-live="polite"
        >
          {hints[strength]}
        </p>
      ) : null}
      {error ? (
        <p className="help is-danger" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
