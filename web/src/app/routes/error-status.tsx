import { useParams } from 'react-router'
import { ErrorPage } from '../../features/errors/components/error-page'

/** `/errors/{statusCode}`: the error page for that status; a code that is not a number is a 404. */
export function Component() {
  const { statusCode = '' } = useParams()
  const status = /^\d{3}$/.test(statusCode) ? Number(statusCode) : 404
  return <ErrorPage status={status} />
}
