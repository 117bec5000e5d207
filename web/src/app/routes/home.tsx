import { lazy, Suspense } from 'react'
import { splitLang } from '@jagir/shared/routes/table'
import type { LoaderFunctionArgs } from 'react-router'
import { PageTitle } from '../../components/ui/page-title'
import { preloadHomeJobs } from '../../features/home/api/home-jobs'
import { JobGridSkeleton } from '../../features/home/components/job-section'
import { HomeHero } from '../../features/home/components/home-hero'

// The job lists sit below the search box: their code loads while their data does, after the
// first paint, so the home page's first JavaScript stays small.
const HomeJobs = lazy(() => import('./home-jobs').then((m) => ({ default: m.HomeJobs })))

/** Starts the job lists loading without holding the page back. */
export function loader({ request }: LoaderFunctionArgs) {
  preloadHomeJobs(splitLang(new URL(request.url).pathname).lang)
  void import('./home-jobs')
  return null
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
