import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import type { CurrentUser } from '@jagir/shared/schemas/user'
import { useLang } from '../../../lib/lang'
import { ApiError } from '../../../lib/api-client'
import { login, type Credentials } from '../api/login'
import { FormErrors } from '../../../components/form/field-frame'
import { applyServerErrors } from '../../../components/form/server-errors'
import { socialSignInUrl, useBffConfig } from '../api/bff-config'
import { TextField } from '../../../components/form/text-field'
import { messageText } from '../../../lib/messages'

interface SignInFormProps {
  /** Called with the user once signed in. */
  onSignedIn: (user: CurrentUser) => void
  /** Where social sign-in returns to (a local path). */
  next: string
  /** Shows the 'Forgot password?' link when given. */
  onForgotPassword?: () => void
}

/** E-mail or phone and password, sent to `/bff/login`; the provider's refusals shown inline. */
export function SignInForm({ onSignedIn, next, onForgotPassword }: SignInFormProps) {
  const { t } = useLingui()
  const lang = useLang()
  const socialSignIn = useBffConfig()?.socialSignIn === true
  const [general, setGeneral] = useState<string[]>([])
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Credentials>({ defaultValues: { username: '', password: '' } })

  const submit = handleSubmit(async (credentials) => {
    setGeneral([])
    try {
      onSignedIn(await login({ ...credentials, username: credentials.username.trim() }))
    } catch (error) {
      const messages = applyServerErrors(error, setError, { knownFields: ['username', 'password'] })
      // A refusal with nothing in it still says that something went wrong.
      const blank =
        error instanceof ApiError &&
        error.status === 400 &&
        (!error.body || typeof error.body !== 'object' || Object.keys(error.body).length === 0)
      setGeneral(blank ? [messageText('something_went_wrong')] : messages)
    }
  })

  return (
    <form onSubmit={submit} noValidate>
      <FormErrors messages={general} />
      <TextField
        label={t`Email or phone number`}
        autoComplete="username"
        error={errors.username?.message}
        {...register('username', {
          validate: (value) => value.trim() !== '' || t`Please enter your email or phone number.`,
        })}
      />
      <TextField
        label={t`Password`}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password', { required: t`Please enter your password.` })}
      />
      {onForgotPassword ? (
        <p className="mb-4 has-text-right">
          <button type="button" className="button is-ghost px-0" onClick={onForgotPassword}>
            <Trans>Forgot password?</Trans>
          </button>
        </p>
      ) : null}
      <button
        type="submit"
        className={`button is-primary is-fullwidth${isSubmitting ? ' is-loading' : ''}`}
        disabled={isSubmitting}
      >
        <Trans>Sign In</Trans>
      </button>
      {socialSignIn ? (
        <>
          <p className="has-text-centered my-3">
            <Trans>or</Trans>
          </p>
          <a
            className="button is-fullwidth is-outlined is-primary"
            href={`${socialSignInUrl(next)}&lang=${lang}`}
          >
            <Trans>Continue with a social account</Trans>
          </a>
        </>
      ) : null}
    </form>
  )
}
