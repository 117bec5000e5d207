import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import type { CurrentUser } from '@jagir/shared/schemas/user'
import { useLang } from '../../../lib/lang'
import { isLoginRefusal, login, loginErrorsOf, type Credentials } from '../api/login'
import { socialSignInUrl, useBffConfig } from '../api/bff-config'
import { TextField } from '../../../components/ui/text-field'
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
  const { socialSignIn } = useBffConfig()
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
      if (!isLoginRefusal(error)) return
      const refusal = loginErrorsOf(error.body)
      setGeneral(
        refusal.general.length > 0 || Object.keys(refusal.fields).length > 0
          ? refusal.general
          : [messageText('something_went_wrong')],
      )
      for (const [field, messages] of Object.entries(refusal.fields)) {
        if (field === 'username' || field === 'password') {
          setError(field, { type: 'server', message: messages.join(' ') })
        }
      }
    }
  })

  return (
    <form onSubmit={submit} noValidate>
      {general.length > 0 ? (
        <div className="notification is-danger is-light" role="alert">
          {general.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
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
