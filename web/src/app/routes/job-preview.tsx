import { useSearchParams } from 'react-router'
import { Trans } from '@lingui/react/macro'
import { useJobDetail } from '../../features/job-detail/api/job-detail'
import { JobDetailView } from '../../features/job-detail/components/job-detail-view'
import { JobPreviewPage } from '../../features/job-post/components/job-preview-page'
import { useLang } from '../../lib/lang'

/** The previewed job through the job page's own view (the two features meet here). */
function PreviewedJob({ slug }: { slug: string }) {
  const lang = useLang()
  const { data: job, error } = useJobDetail(slug, lang)
  return (
    <JobPreviewPage slug={slug} title={job?.title}>
      {job ? (
        <JobDetailView job={job} />
      ) : error ? (
        <p className="notification is-danger is-light" role="alert">
          <Trans>The job could not be loaded.</Trans>
        </p>
      ) : (
        <p className="has-text-grey" role="status" aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      )}
    </JobPreviewPage>
  )
}

/** `/job/preview?slug=`: the job post wizard's preview, with Edit and Publish (guard jobPost). */
export function Component() {
  const [params] = useSearchParams()
  const slug = params.get('slug') || null
  if (!slug) return <JobPreviewPage slug={null}>{null}</JobPreviewPage>
  return <PreviewedJob key={slug} slug={slug} />
}
