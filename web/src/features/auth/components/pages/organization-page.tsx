import { useNavigate } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { CurrentUser } from '@jagir/shared/schemas/user'
import { href } from '@jagir/shared/routes/table'
import { useLang } from '../../../../lib/lang'
import { showSnackbar } from '../../../../lib/snackbar'
import { OrganizationForm } from '../organization-form'
import { AccountPage } from './account-page'

/**
 * `/signup/organization-details`: the employer track's last step, the organisation (the details
 * dialog's same form). Then Post Job works (docs/product.md#post-job-button): on to the employer's
 * workspace, where the button and their jobs are.
 */
export function OrganizationPage({ user }: { user: CurrentUser | null | undefined }) {
  const { t } = useLingui()
  const lang = useLang()
  const navigate = useNavigate()
  return (
    <AccountPage title={t`Your organization`}>
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
