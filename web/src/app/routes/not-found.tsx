import { ErrorPage } from '../../features/errors/components/error-page'

/** Any address no route matches: the 404 error page (the BFF answers it with status 404). */
export function Component() {
  return <ErrorPage status={404} />
}
