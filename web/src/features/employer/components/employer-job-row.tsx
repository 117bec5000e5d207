import { Link } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { href } from '@jagir/shared/routes/table'
import { DaysLeft } from '../../../components/job/days-left'
import { JobDate } from '../../../components/job/job-date'
import { formatNumber } from '../../../lib/format'
import { useLang } from '../../../lib/lang'
import { pageHref } from '../../../lib/links'
import type { EmployerJob, JobStatus } from '../api/employer-jobs'
import { lazy, Suspense } from 'react'

// Close, extend, repost and duplicate, with their dialogs and calendar: loaded after the list.
const JobManageActions = lazy(() =>
  import('../../../components/job/job-manage-actions').then((module) => ({
    default: module.JobManageActions,
  })),
)

interface EmployerJobRowProps {
  job: EmployerJob
  status: JobStatus
  /** Publishes a draft (draft tab only). */
  onPublish?: (job: EmployerJob) => void
  /** True while this job is being published. */
  publishing?: boolean
  /** Copies the job's public address (active jobs). */
  onCopyLink?: (job: EmployerJob) => void
  /** After closing, extending, reposting or duplicating: the tabs are read again. */
  onChanged?: () => void | Promise<unknown>
}

/**
 * One of the employer's jobs: title, place, vacancies, posted and deadline dates (Bikram Sambat
 * beside AD in Nepali), days left, views and applicants, with the actions its status allows.
 * A job that is live (active, or expired after being live) opens as visitors see it; the others
 * open in the preview.
 */
export function EmployerJobRow({
  job,
  status,
  onPublish,
  publishing,
  onCopyLink,
  onChanged,
}: EmployerJobRowProps) {
  const { t } = useLingui()
  const lang = useLang()
  const live = status === 'active' || status === 'expired'
  const title = job.title || t`Untitled job`
  const detail = href('jobDetail', { jobSlug: job.slug }, null, lang)
  const preview = pageHref('jobPreview', lang, { slug: job.slug })
  const edit = pageHref('jobPost', lang, { slug: job.slug, step: 1 })
  const applicants = href('jobApplications', { jobSlug: job.slug }, null, lang)
  const views = formatNumber(job.views ?? 0, lang)
  const applications = formatNumber(job.applications_count ?? 0, lang)
  const vacancies = formatNumber(job.vacancies ?? 1, lang)
  return (
    <article className="box employer-job" data-testid="employer-job">
      <h3 className="title is-5 mb-2">
        <Link
          to={live ? detail : preview}
          lang={job.title_lang && job.title_lang !== lang ? job.title_lang : undefined}
        >
          {title}
        </Link>
      </h3>
      <p className="has-text-grey-dark mb-2">
        {job.location ? <span>{job.location} · </span> : null}
        <Trans>Vacancies: {vacancies}</Trans>
      </p>
      <dl className="employer-job-facts">
        {job.published_at ? (
          <div>
            <dt>
              <Trans>Posted</Trans>
            </dt>
            <dd>
              <JobDate value={job.published_at} />
            </dd>
          </div>
        ) : null}
        {job.deadline && status !== 'draft' ? (
          <div>
            <dt>
              <Trans>Deadline</Trans>
            </dt>
            <dd>
              <JobDate value={job.deadline} />{' '}
              {status === 'active' ? <DaysLeft deadline={job.deadline} /> : null}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>
            <Trans>Views</Trans>
          </dt>
          <dd>{views}</dd>
        </div>
        <div>
          <dt>
            <Trans>Applicants</Trans>
          </dt>
          <dd data-testid="applicants-count">{applications}</dd>
        </div>
      </dl>
      <div className="buttons are-small mt-3">
        {live ? (
          <Link className="button" to={detail}>
            <Trans>View</Trans>
          </Link>
        ) : (
          <Link className="button" to={preview}>
            <Trans>Preview</Trans>
          </Link>
        )}
        <Link className="button" to={edit} aria-label={t`Edit ${title}`}>
          <Trans>Edit</Trans>
        </Link>
        {status === 'draft' && onPublish ? (
          <button
            type="button"
            className={`button is-primary${publishing ? ' is-loading' : ''}`}
            disabled={publishing}
            onClick={() => onPublish(job)}
            aria-label={t`Publish ${title}`}
          >
            <Trans>Publish</Trans>
          </button>
        ) : null}
        {live ? (
          <Link
            className="button is-link is-light"
            to={applicants}
            aria-label={t`See applicants of ${title}`}
          >
            <Trans>See applicants</Trans>
          </Link>
        ) : null}
        {status === 'active' && onCopyLink ? (
          <button
            type="button"
            className="button"
            onClick={() => onCopyLink(job)}
            aria-label={t`Copy link of ${title}`}
          >
            <Trans>Copy link</Trans>
          </button>
        ) : null}
        {onChanged ? (
          <Suspense fallback={null}>
            <JobManageActions job={{ ...job, status }} onChanged={onChanged} />
          </Suspense>
        ) : null}
      </div>
    </article>
  )
}
