import { useParams } from 'react-router'
import { ApplicationsPage } from '../../features/employer/components/applications-page'

/** `/job/{jobSlug}/applications` (employer guard): the applicants of one of the employer's jobs. */
export function Component() {
  const { jobSlug = '' } = useParams()
  return <ApplicationsPage key={jobSlug} slug={jobSlug} />
}
