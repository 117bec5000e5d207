import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import { TextField } from '../../../../components/ui/text-field'
import { login } from '../../api/login'
import { setPassword } from '../../api/account-flows'
import { applyServerErrors, GeneralErrors } from '../form-errors'
import type { FlowProps } from './flow'

interface PasswordFields {
  password: string
  confirm: string
}

/**
 * The new password. Sign-up then signs the new employer in and asks for their organization;
 * a reset goes back to sign-in.
 */
export function SetPasswordView({ flow, goTo }: FlowProps) {
  const { t } = useLingui()
  const [general, setGeneral] = useState<string[]>([])
  const { register, handleSubmit, setError, getValues, formState } = useForm<PasswordFields>({
    defaultValues: { password: '', confirm: '' },
  })

  const submit = handleSubmit(async ({ password }) => {
    setGeneral([])
    if (!flow.ticket) return goTo(flow.purpose === 'signup' ? 'sign-up' : 'forgot-password')
    try {
      await setPassword(flow.purpose, flow.phone, flow.ticket, password, {
        fullName: flow.fullName,
        email: flow.email,
      })
    } catch (error) {
      return setGeneral(applyServerErrors(error, setError, ['password']))
    }
    if (flow.purpose === 'reset') {
      return goTo('sign-in', t`Your password has been changed. Sign in with the new one.`)
    }
    await login({ username: flow.phone, password })
    goTo(
      'details',
      t`Your account is ready. Tell us about your organization to start posting jobs.`,
    )
  })

  return (
    <form onSubmit={submit} noValidate>
      <GeneralErrors messages={general} />
      <TextField
        label={t`New password`}
        type="password"
        autoComplete="new-password"
        error={formState.errors.password?.message}
        {...register('password', {
          validate: (value) =>
            value.length < 8
              ? t`Use at least 8 characters.`
              : /^\d+$/.test(value)
                ? t`Use letters as well as numbers.`
                : true,
        })}
      />
      <TextField
        label={t`Confirm password`}
        type="password"
        autoComplete="new-password"
        error={formState.errors.confirm?.message}
        {...register('confirm', {
          validate: (value) => value === getValues('password') || t`The passwords do not match.`,
        })}
      />
      <button
        type="submit"
        className={`button is-primary is-fullwidth${formState.isSubmitting ? ' is-loading' : ''}`}
        disabled={formState.isSubmitting}
      >
        <Trans>Set Password</Trans>
      </button>
    </form>
  )
}
