import { Trans, useLingui } from '@lingui/react/macro'
import { setCurrentUser } from '../../api/current-user'
import { BasicInformationForm } from '../onboarding/basic-information-form'
import type { FlowProps } from './flow'

/** A job seeker's basic information in the dialog (onboarding's step 3 form). */
export function JobseekerDetailsView({ finish }: FlowProps) {
  const { t } = useLingui()
  return (
    <BasicInformationForm
      submitLabel={<Trans>Save</Trans>}
      onSaved={(user) => {
        void setCurrentUser(user)
        finish(t`Your details are saved.`)
      }}
    />
  )
}
