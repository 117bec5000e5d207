import { useParams, useSearchParams } from 'react-router'
import { employerPageLoader, jobsPageOf } from '../../features/employer/api/employer-page-data'
import { EmployerPage } from '../../features/employer/components/employer-page'

/** The employer and its open jobs, read by the server's render. */
export const loader = employerPageLoader

/** `/employer/detail/{id}`: the same screen as `/employer/profile/{id}` (the product names both). */
export function Component() {
  const { id = '' } = useParams()
  const [search] = useSearchParams()
  return <EmployerPage key={id} id={id} page={jobsPageOf(search)} />
}
