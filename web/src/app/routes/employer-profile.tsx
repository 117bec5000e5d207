import { splitLang } from '@jagir/shared/routes/table'
import { useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router'
import { organizationJobsData } from '../../features/employer/api/organization-jobs'
import { organizationData } from '../../features/employer/api/organizations'
import { EmployerPage } from '../../features/employer/components/employer-page'
import { loadRouteData } from '../../lib/page-data'

const pageOf = (params: URLSearchParams) => {
  const page = Number(params.get('page'))
  return Number.isInteger(page) && page > 0 ? page : 1
}

/** The employer and (by a numeric id) the first page of its open jobs, read by the server. */
export function loader({ request, params, context }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const { lang } = splitLang(url.pathname)
  const id = params.id ?? ''
  const pieces = [organizationData(id, lang)]
  if (/^\d+$/.test(id))
    pieces.push(organizationJobsData(Number(id), pageOf(url.searchParams), lang))
  return loadRouteData(context, pieces)
}

/** `/employer/profile/{id}` (and `/employer/detail/{id}`): an employer as job seekers see it. */
export function Component() {
  const { id = '' } = useParams()
  const [search] = useSearchParams()
  return <EmployerPage key={id} id={id} page={pageOf(search)} />
}
