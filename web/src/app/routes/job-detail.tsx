import { lazy, Suspense } from 'react'
import { splitLang } from '@jagir/shared/routes/table'
import { useParams, type LoaderFunctionArgs } from 'react-router'
import { useCurrentUser } from '../../features/auth/api/current-user'
import { jobDetailData } from '../../features/job-detail/api/job-detail'
import { JobDetailPage } from '../../features/job-detail/components/job-detail-page'
import { loadRouteData } from '../../lib/page-data'

// Similar jobs come after the job: their code and data load once the job is on screen.
const SimilarJobs = lazy(() =>
  import('./similar-jobs').then((m) => ({ default: m.SimilarJobCards })),
)

/** The job as a visitor sees it, read by the server's render. */
export function loader({ request, params, context }: LoaderFunctionArgs) {
  const { lang } = splitLang(new URL(request.url).pathname)
  return loadRouteData(context, [jobDetailData(params.jobSlug ?? '', lang)])
}

/** `/job/{jobSlug}/detail`: one job, with applying and saving for job seekers, then similar jobs. */
export function Component() {
  const { jobSlug = '' } = useParams()
  const { user } = useCurrentUser()
  return (
    <>
      <JobDetailPage key={jobSlug} slug={jobSlug} user={user} />
      <Suspense fallback={null}>
        <SimilarJobs key={jobSlug} slug={jobSlug} />
      </Suspense>
    </>
  )
}
