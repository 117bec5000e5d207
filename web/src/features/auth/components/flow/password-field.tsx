import './password-field.scss'
import { useId, useState, type InputHTMLAttributes, type Ref } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import { passwordStrength } from '@jagir/shared/rules/password'
import { FieldFrame } from '../../../../components/form/field-frame'

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
    <FieldFrame id={id} label={label} error={error}>
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
    </FieldFrame>
  )
}

interface NewPasswordFieldsProps {
  /** The new password's input (`register('…')`), and its message. */
  password: UseFormRegisterReturn
  passwordError?: string
  /** The confirmation's input, and its message. */
  confirm: UseFormRegisterReturn
  confirmError?: string
  /** What is typed as the new password, rated under it. */
  typed: string
}

/** A new password, with its strength hint, and the same typed again. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { password, passwordError, confirm, confirmError, typed } = props
  const { t } = useLingui()
  return (
    <>
      <PasswordField
        label={t`New password`}
        autoComplete="new-password"
        strengthOf={typed}
        error={passwordError}
        {...password}
      />
      <PasswordField
        label={t`Confirm password`}
        autoComplete="new-password"
        error={confirmError}
        {...confirm}
      />
    </>
  )
}
