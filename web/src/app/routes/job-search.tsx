import { splitLang } from '@jagir/shared/routes/table'
import type { LoaderFunctionArgs } from 'react-router'
import { SaveSearchButton } from '../../features/alerts/components/save-search-button'
import { useCurrentUser } from '../../features/auth/api/current-user'
import { jobSearchData } from '../../features/job-search/api/job-search'
import { readFilters } from '../../features/job-search/api/search-params'
import { JobSearchPage } from '../../features/job-search/components/job-search-page'
import { loadRouteData } from '../../lib/page-data'

/** The page of results the address asks for, read by the server's render. */
export function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const { lang } = splitLang(url.pathname)
  return loadRouteData(context, [jobSearchData(readFilters(url.searchParams), lang)])
}

/** `/job/search?search=`: job search with filters, sorting and pages, all in the address. */
export function Component() {
  const { user } = useCurrentUser()
  return (
    <JobSearchPage
      saveSearch={(query, suggestedName) => (
        <SaveSearchButton query={query} suggestedName={suggestedName} user={user} />
      )}
    />
  )
}
