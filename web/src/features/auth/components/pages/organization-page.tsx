import { useNavigate, useSearchParams } from 'react-router'
import { INITIAL_FORM_REASON } from '@jagir/shared/routes/guards'
import { Trans, useLingui } from '@lingui/react/macro'
import type { CurrentUser } from '@jagir/shared/schemas/user'
import { href } from '@jagir/shared/routes/table'
import { useLang } from '../../../../lib/lang'
import { MESSAGE_TEXT } from '../../../../lib/messages'
import { showSnackbar } from '../../../../lib/snackbar'
import { OrganizationForm } from '../organization-form'
import { AccountPage } from './account-page'

/**
 * `/signup/organization-details`: the employer track's last step, the organisation (the details
 * dialog's same form). Then Post Job works (docs/product.md#post-job-button): on to the employer's
 * workspace, where the button and their jobs are.
 */
export function OrganizationPage({ user }: { user: CurrentUser | null | undefined }) {
  const { t, i18n } = useLingui()
  const lang = useLang()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  return (
    <AccountPage title={t`Your organization`}>
      {params.get('reason') === INITIAL_FORM_REASON ? (
        // Sent here by the job form's address (the jobPost guard): what is missing is this form.
        <p className="notification is-warning is-light" role="status" data-testid="form-reason">
          {i18n._(MESSAGE_TEXT.initial_form_not_filled)}
        </p>
      ) : null}
      <p className="mb-4">
        <Trans>Tell job seekers who you are. You can post jobs once this is saved.</Trans>
      </p>
      <OrganizationForm
        user={user}
        onSaved={() => {
          showSnackbar(t`Your organization's details are saved.`, 'success')
          void navigate(href('employerProfileMe', null, null, lang))
        }}
      />
    </AccountPage>
  )
}
