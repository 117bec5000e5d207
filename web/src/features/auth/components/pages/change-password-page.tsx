import { useState } from 'react'
import { useWatch } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import { changePasswordFormSchema } from '@jagir/shared/schemas/password'
import { showSnackbar } from '../../../../lib/snackbar'
import { changePassword } from '../../api/account-flows'
import { useAccountForm } from '../../hooks/use-account-form'
import { NewPasswordFields, PasswordField } from '../flow/password-field'
import { SubmitButton } from '../../../../components/form/submit-button'
import { FormErrors } from '../../../../components/form/field-frame'
import { applyServerErrors } from '../../../../components/form/server-errors'
import { AccountPage } from './account-page'

/** `/settings/change-password`: current, new and confirmed password; the server's errors under them. */
export function ChangePasswordPage() {
  const { t } = useLingui()
  const [general, setGeneral] = useState<string[]>([])
  const { register, control, handleSubmit, setError, reset, formState, errorOf } = useAccountForm(
    changePasswordFormSchema,
    { old_password: '', new_password: '', confirm: '' },
  )
  const typed = useWatch({ control, name: 'new_password' })

  const submit = handleSubmit(async ({ old_password, new_password }) => {
    setGeneral([])
    try {
      await changePassword(old_password, new_password)
    } catch (error) {
      return setGeneral(
        applyServerErrors(error, setError, { knownFields: ['old_password', 'new_password'] }),
      )
    }
    reset()
    showSnackbar(t`Your password has been changed.`, 'success')
  })

  return (
    <AccountPage title={t`Change Password`}>
      <form onSubmit={submit} noValidate>
        <FormErrors messages={general} />
        <PasswordField
          label={t`Current password`}
          autoComplete="current-password"
          error={errorOf('old_password')}
          {...register('old_password')}
        />
        <NewPasswordFields
          password={register('new_password')}
          passwordError={errorOf('new_password')}
          confirm={register('confirm')}
          confirmError={errorOf('confirm')}
          typed={typed}
        />
        <SubmitButton submitting={formState.isSubmitting} fullWidth>
          <Trans>Change Password</Trans>
        </SubmitButton>
      </form>
    </AccountPage>
  )
}
