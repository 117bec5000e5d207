import { useParams } from 'react-router'
import { errorPageStatus } from '@jagir/shared/errors/status'
import { ErrorPage } from '../../features/errors/components/error-page'

/** `/errors/{statusCode}`: the error page for that status; anything but an error status is a 404. */
export function Component() {
  const { statusCode } = useParams()
  const status = errorPageStatus(statusCode)
  return <ErrorPage status={status} />
}
