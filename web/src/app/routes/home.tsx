import { lazy, Suspense } from 'react'
import { splitLang } from '@jagir/shared/routes/table'
import type { LoaderFunctionArgs } from 'react-router'
import { PageTitle } from '../../components/ui/page-title'
import { homeJobsData, preloadHomeJobs } from '../../features/home/api/home-jobs'
import { loadRouteData, serverLoad } from '../../lib/page-data'
import { JobGridSkeleton } from '../../features/home/components/job-section'
import { HomeHero } from '../../features/home/components/home-hero'

// The job lists sit below the search box: their code loads while their data does, after the
// first paint, so the home page's first JavaScript stays small.
const HomeJobs = lazy(() => import('./home-jobs').then((m) => ({ default: m.HomeJobs })))

/**
 * The job lists: read by the server's render; in the browser, started without holding the page
 * back.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { lang } = splitLang(new URL(request.url).pathname)
  // The browse block's lists too, on the server (its code is the lazy part's, imported there).
  const browse = serverLoad(context) ? (await import('./home-jobs')).homeBrowseData(lang) : []
  return loadRouteData(context, [...homeJobsData(lang), ...browse], () => {
    preloadHomeJobs(lang)
    void import('./home-jobs')
  })
}

/** `/`: the search box, then the featured and latest jobs. */
export function Component() {
  return (
    <>
      <PageTitle />
      <HomeHero />
      <Suspense
        fallback={
          <section className="section" aria-hidden="true">
            <div className="container">
              <JobGridSkeleton />
            </div>
          </section>
        }
      >
        <HomeJobs />
      </Suspense>
    </>
  )
}
