import { lazy, Suspense } from 'react'
import { BROWSE_BY } from '@jagir/shared/rules/browse'
import { splitLang } from '@jagir/shared/routes/table'
import { isJobseeker } from '@jagir/shared/schemas/user'
import { useCurrentUser } from '../../features/auth/api/current-user'
import { browseData } from '../../features/browse/api/browse'
import type { LoaderFunctionArgs } from 'react-router'
import { SaveSearchButton } from '../../features/alerts/components/save-search-button'
import { jobSearchData } from '../../features/job-search/api/job-search'
import { readFilters } from '../../features/job-search/api/search-params'
import { JobSearchPage } from '../../features/job-search/components/job-search-page'
import { loadRouteData } from '../../lib/page-data'

// The browse block follows the results: its code is not part of the page's first JavaScript.
const BrowseBlock = lazy(() =>
  import('../../features/browse/components/browse-block').then((m) => ({
    default: m.BrowseBlock,
  })),
)

/** The page of results the address asks for, and the browse block's lists, read by the server. */
export function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const { lang } = splitLang(url.pathname)
  const filters = readFilters(url.searchParams)
  // The server reads as a visitor: a seeker's own ordering is read by the browser, signed in.
  const results = filters.sort === 'recommended' ? [] : [jobSearchData(filters, lang)]
  const browse = BROWSE_BY.map((by) => browseData(by, lang))
  return loadRouteData(context, [...results, ...browse])
}

/** `/job/search?search=`: job search with filters, sorting and pages, all in the address. */
export function Component() {
  const { user } = useCurrentUser()
  return (
    <JobSearchPage
      saveSearch={(query, suggestedName) => (
        <SaveSearchButton query={query} suggestedName={suggestedName} user={user} />
      )}
      seeker={isJobseeker(user)}
      after={
        <Suspense fallback={null}>
          <BrowseBlock />
        </Suspense>
      }
    />
  )
}
