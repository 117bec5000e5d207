import { useParams } from 'react-router'
import { useCurrentUser } from '../../features/auth/api/current-user'
import { JobDetailPage } from '../../features/job-detail/components/job-detail-page'

/** `/job/{jobSlug}/detail`: one job, with applying and saving for job seekers. */
export function Component() {
  const { jobSlug = '' } = useParams()
  const { user } = useCurrentUser()
  return <JobDetailPage key={jobSlug} slug={jobSlug} user={user} />
}
