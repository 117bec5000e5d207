import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import { PageTitle } from '../../../../components/ui/page-title'
import { showSnackbar } from '../../../../lib/snackbar'
import { changePassword } from '../../api/account-flows'
import { PasswordField } from '../flow/password-field'
import { useNewPasswordRules } from '../flow/password-rules'
import { applyServerErrors, GeneralErrors } from '../form-errors'
import './accounts.scss'

interface ChangeFields {
  old_password: string
  new_password: string
  confirm: string
}

/** `/settings/change-password`: current, new and confirmed password; the server's errors under them. */
export function ChangePasswordPage() {
  const { t } = useLingui()
  const rules = useNewPasswordRules()
  const [general, setGeneral] = useState<string[]>([])
  const { register, control, handleSubmit, setError, getValues, reset, formState } =
    useForm<ChangeFields>({ defaultValues: { old_password: '', new_password: '', confirm: '' } })
  const { errors, isSubmitting } = formState
  const typed = useWatch({ control, name: 'new_password' })

  const submit = handleSubmit(async ({ old_password, new_password }) => {
    setGeneral([])
    try {
      await changePassword(old_password, new_password)
    } catch (error) {
      return setGeneral(applyServerErrors(error, setError, ['old_password', 'new_password']))
    }
    reset()
    showSnackbar(t`Your password has been changed.`, 'success')
  })

  return (
    <section className="section">
      <PageTitle title={t`Change Password`} />
      <div className="container is-narrow-40">
        <div className="box">
          <h1 className="title is-4">
            <Trans>Change Password</Trans>
          </h1>
          <form onSubmit={submit} noValidate>
            <GeneralErrors messages={general} />
            <PasswordField
              label={t`Current password`}
              autoComplete="current-password"
              error={errors.old_password?.message}
              {...register('old_password', {
                validate: (value) => value !== '' || t`Please enter your current password.`,
              })}
            />
            <PasswordField
              label={t`New password`}
              autoComplete="new-password"
              strengthOf={typed}
              error={errors.new_password?.message}
              {...register('new_password', { validate: rules.password })}
            />
            <PasswordField
              label={t`Confirm password`}
              autoComplete="new-password"
              error={errors.confirm?.message}
              {...register('confirm', {
                validate: (value) => rules.confirm(value, getValues('new_password')),
              })}
            />
            <button
              type="submit"
              className={`button is-primary is-fullwidth${isSubmitting ? ' is-loading' : ''}`}
              disabled={isSubmitting}
            >
              <Trans>Change Password</Trans>
            </button>
          </form>
        </div>
      </div>
    </section>
  )
}
