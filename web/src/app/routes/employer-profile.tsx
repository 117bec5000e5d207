import { useParams, useSearchParams } from 'react-router'
import { employerPageLoader, jobsPageOf } from '../../features/employer/api/employer-page-data'
import { EmployerPage } from '../../features/employer/components/employer-page'

/** The employer and its open jobs, read by the server's render. */
export const loader = employerPageLoader

/** `/employer/profile/{id}`: an employer as job seekers see it (also `/employer/detail/{id}`). */
export function Component() {
  const { id = '' } = useParams()
  const [search] = useSearchParams()
  return <EmployerPage key={id} id={id} page={jobsPageOf(search)} />
}
