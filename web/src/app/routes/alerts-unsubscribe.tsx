import type { LoaderFunctionArgs } from 'react-router'
import { unsubscribeData } from '../../features/alerts/api/saved-searches'
import { UnsubscribePage } from '../../features/alerts/components/unsubscribe-page'
import { loadRouteData } from '../../lib/page-data'

/** The saved search the link names, read by the server's render (it changes nothing). */
export function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token')
  return loadRouteData(context, token ? [unsubscribeData(token)] : [])
}

/** `/alerts/unsubscribe?token=` (no guard): an alert email's unsubscribe link, signed out. */
export function Component() {
  return <UnsubscribePage />
}
