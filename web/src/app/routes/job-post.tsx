import { useLingui } from '@lingui/react/macro'
import { PageTitle } from '../../components/ui/page-title'
import { useCurrentUser } from '../../features/auth/api/current-user'
import { JobPostWizard } from '../../features/job-post/components/job-post-wizard'

/** `/job/post?slug=&step=`: the job post wizard (guarded by jobPost) for the signed-in user. */
export function Component() {
  const { t } = useLingui()
  const { user } = useCurrentUser()
  return (
    <>
      <PageTitle title={t`Post a Job`} />
      <JobPostWizard user={user} />
    </>
  )
}
