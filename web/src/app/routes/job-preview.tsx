import { useSearchParams } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { useJobDetail } from '../../features/job-detail/api/job-detail'
import { JobDetailView } from '../../features/job-detail/components/job-detail-view'
import { useJobBasicInfo } from '../../features/job-post/api/job-basic-info'
import { JobPreviewPage } from '../../features/job-post/components/job-preview-page'
import { PreviewQuestions } from '../../features/job-detail/components/preview-questions'
import { useQuestions } from '../../features/job-post/api/questions'
import { OPTION_LABELS } from '../../features/job-post/components/option-labels'
import { ApiError } from '../../lib/api-client'
import { useLang } from '../../lib/lang'

/** The statuses the API publishes from: a draft, and an expired job (renewed). */
const PUBLISHABLE = ['draft', 'expired']

/** An unknown job, or another employer's (the owner's read answers 404), or an expired one. */
const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 410)

/**
 * The previewed job through the job page's own view (the two features meet here). Only its
 * owner previews it: the owner-only read of the wizard decides, and the route's error boundary
 * shows the 404 page for a job that is not the viewer's, as the job page does for unknown jobs.
 */
function PreviewedJob({ slug }: { slug: string }) {
  const lang = useLang()
  const { i18n } = useLingui()
  const { data: job, error } = useJobDetail(slug, lang, true)
  const questions = useQuestions(slug)
  const owned = useJobBasicInfo(slug)
  if (isMissing(owned.error)) throw owned.error
  if (isMissing(error)) throw error
  const failed = error ?? owned.error
  return (
    <JobPreviewPage
      slug={slug}
      title={job?.title}
      owned={!!owned.data}
      publishable={!job?.status || PUBLISHABLE.includes(job.status)}
    >
      {job && owned.data ? (
        <JobDetailView job={job}>
          <PreviewQuestions
            questions={questions.data}
            typeLabel={(type) => i18n._(OPTION_LABELS[`question_type.${type}`]!)}
          />
        </JobDetailView>
      ) : failed ? (
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
