import { splitLang } from '@jagir/shared/routes/table'
import type { LoaderFunctionArgs } from 'react-router'
import { useCurrentUser } from '../../features/auth/api/current-user'
import { employerZoneData, readZoneFilters } from '../../features/employer/api/employer-zone'
import { EmployerZonePage } from '../../features/employer/components/employer-zone-page'
import { loadRouteData } from '../../lib/page-data'
import { PostJobSlot } from '../../components/ui/post-job-slot'

/** The page of employers the address asks for, and the filters' choices, read by the server. */
export function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const { lang } = splitLang(url.pathname)
  return loadRouteData(context, employerZoneData(readZoneFilters(url.searchParams), lang))
}

/** `/employer-zone`: why and how to hire here, and the directory of employers. */
export function Component() {
  const { user } = useCurrentUser()
  return <EmployerZonePage postJob={<PostJobSlot user={user} />} />
}
