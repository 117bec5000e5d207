import { useLingui } from '@lingui/react/macro'
import { OrganizationForm } from '../organization-form'
import type { FlowProps } from './flow'

/** The employer's initial profile form in the dialog (the organisation page's same form). */
export function EmployerDetailsView({ user, finish }: FlowProps) {
  const { t } = useLingui()
  return (
    <OrganizationForm
      user={user}
      onSaved={() => finish(t`Your organization's details are saved.`)}
    />
  )
}
