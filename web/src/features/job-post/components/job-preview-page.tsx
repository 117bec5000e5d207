import { useState, type ReactNode } from 'react'
import { Link, useNavigate } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { href } from '@jagir/shared/routes/table'
import { PageTitle } from '../../../components/ui/page-title'
import { useLang } from '../../../lib/lang'
import { showSnackbar } from '../../../lib/snackbar'
import { publishJob } from '../api/publish-job'

interface JobPreviewPageProps {
  /** The previewed job (`?slug=`), or null when the address names none. */
  slug: string | null
  /** The job's title, once loaded. */
  title?: string
  /** The viewer's own job is confirmed: Edit and Publish are offered only then. */
  owned?: boolean
  /**
   * False when the job's status allows no publishing (live, pending review, or denied by the
   * moderators): the API publishes a draft and renews an expired job only.
   */
  publishable?: boolean
  /** The job as a seeker will see it (the job detail view), or a placeholder while it loads. */
  children: ReactNode
}

/**
 * `/job/preview?slug=` (docs/product.md#preview-and-publish): the job as a seeker will see it, with Edit (back to the
 * wizard, prefilled) and Publish.
 */
export function JobPreviewPage({
  slug,
  title,
  owned,
  publishable = true,
  children,
}: JobPreviewPageProps) {
  const { t } = useLingui()
  const lang = useLang()
  const navigate = useNavigate()
  const [publishing, setPublishing] = useState(false)

  if (!slug) {
    return (
      <section className="section">
        <div className="container">
          <PageTitle title={t`Job preview`} />
          <p className="notification is-warning is-light" role="alert">
            <Trans>There is no job to preview.</Trans>{' '}
            <Link to={href('jobPost', null, null, lang)}>
              <Trans>Post a Job</Trans>
            </Link>
          </p>
        </div>
      </section>
    )
  }

  const publish = async () => {
    setPublishing(true)
    try {
      await publishJob(slug)
      showSnackbar(t`Your job has been published.`, 'success')
      void navigate(href('jobDetail', { jobSlug: slug }, null, lang))
    } catch {
      // The API client has shown what went wrong (docs/product.md#what-a-failed-call-does).
      setPublishing(false)
    }
  }

  return (
    <section className="section">
      <div className="container">
        <PageTitle title={title ? t`Preview: ${title}` : t`Job preview`} />
        {owned ? (
          <div className="notification is-info is-light job-preview-bar">
            <div className="is-flex is-flex-wrap-wrap is-align-items-center is-justify-content-space-between">
              <p className="mb-2 mr-4">
                <Trans>This is how job seekers will see your job.</Trans>
              </p>
              <div className="buttons mb-0">
                <Link className="button" to={href('jobPost', null, { slug, step: 1 }, lang)}>
                  <Trans>Edit</Trans>
                </Link>
                {publishable ? (
                  <button
                    type="button"
                    className={`button is-primary${publishing ? ' is-loading' : ''}`}
                    disabled={publishing}
                    onClick={() => void publish()}
                  >
                    <Trans>Publish</Trans>
                  </button>
                ) : null}
              </div>
            </div>
          </div>
        ) : null}
        {children}
      </div>
    </section>
  )
}
