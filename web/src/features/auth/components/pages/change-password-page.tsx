import { useState } from 'react'
import { useWatch } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import { changePasswordFormSchema } from '@jagir/shared/schemas/password'
import { PageTitle } from '../../../../components/ui/page-title'
import { showSnackbar } from '../../../../lib/snackbar'
import { changePassword } from '../../api/account-flows'
import { useAccountForm } from '../../hooks/use-account-form'
import { PasswordField } from '../flow/password-field'
import { applyServerErrors, GeneralErrors } from '../form-errors'
import './accounts.scss'

/** `/settings/change-password`: current, new and confirmed password; the server's errors under them. */
export function ChangePasswordPage() {
  const { t } = useLingui()
  const [general, setGeneral] = useState<string[]>([])
  const { register, control, handleSubmit, setError, reset, formState, errorOf } = useAccountForm(
    changePasswordFormSchema,
    { old_password: '', new_password: '', confirm: '' },
  )
  const { isSubmitting } = formState
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
              error={errorOf('old_password')}
              {...register('old_password')}
            />
            <PasswordField
              label={t`New password`}
              autoComplete="new-password"
              strengthOf={typed}
              error={errorOf('new_password')}
              {...register('new_password')}
            />
            <PasswordField
              label={t`Confirm password`}
              autoComplete="new-password"
              error={errorOf('confirm')}
              {...register('confirm')}
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
