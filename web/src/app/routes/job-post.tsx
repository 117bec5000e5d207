import { useLingui } from '@lingui/react/macro'
import { PageTitle } from '../../components/ui/page-title'
import { JobPostWizard } from '../../features/job-post/components/job-post-wizard'

/** `/job/post?slug=&step=`: the job post wizard (guarded by jobPost). */
export function Component() {
  const { t } = useLingui()
  return (
    <>
      <PageTitle title={t`Post a Job`} />
      <JobPostWizard />
    </>
  )
}
