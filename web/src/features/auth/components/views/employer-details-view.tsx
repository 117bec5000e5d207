import { useNavigate } from 'react-router'
import { useLingui } from '@lingui/react/macro'
import { hasOrganization } from '@jagir/shared/rules/organization'
import { href } from '@jagir/shared/routes/table'
import { useLang } from '../../../../lib/lang'
import { OrganizationForm } from '../organization-form'
import type { FlowProps } from './flow'

/**
 * The employer's initial profile form in the dialog (the organisation page's same form). The
 * first save goes on to the employer's workspace; a later edit stays where it was made.
 */
export function EmployerDetailsView({ user, finish }: FlowProps) {
  const { t } = useLingui()
  const lang = useLang()
  const navigate = useNavigate()
  const first = !hasOrganization(user)
  return (
    <OrganizationForm
      user={user}
      onSaved={() => {
        finish(t`Your organization's details are saved.`)
        if (first) void navigate(href('employerProfileMe', null, null, lang))
      }}
    />
  )
}
