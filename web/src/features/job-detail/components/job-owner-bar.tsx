import { Link } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { href } from '@jagir/shared/routes/table'
import { formatNumber } from '../../../lib/format'
import { useLang } from '../../../lib/lang'
import { pageHref } from '../../../lib/links'
import { JobManageActions } from '../../../components/job/job-manage-actions'
import type { JobDetailRead } from '../api/job-detail'

interface JobOwnerBarProps {
  job: JobDetailRead
  /** After closing, extending or reposting: the job is read again. */
  onChanged: () => Promise<unknown>
}

/**
 * The owner's bar on their job's page: Manage (Edit, and close, extend, repost or duplicate as
 * the job's status allows) and Applicants (n). Shown only once the signed-in owner's own read of
 * the job has come in, after the page has hydrated: the page visitors get (server-rendered,
 * cached) is the same for everyone. A chunk of its own, loaded only for the owner.
 */
export default function JobOwnerBar({ job, onChanged }: JobOwnerBarProps) {
  const { t } = useLingui()
  const lang = useLang()
  const count = job.applications_count ?? 0
  const title = job.title ?? ''
  const applicants = formatNumber(count, lang)
  return (
    <nav
      className="notification is-info is-light job-owner-bar"
      aria-label={t`Manage your job`}
      data-testid="job-owner-bar"
    >
      <p className="mb-2">
        <Trans>You posted this job.</Trans>{' '}
        {job.status === 'expired' ? (
          <Trans>It has ended: job seekers can no longer apply.</Trans>
        ) : null}
      </p>
      <div className="buttons mb-0">
        <Link
          className="button is-link"
          to={href('jobApplications', { jobSlug: job.slug }, null, lang)}
        >
          <Trans>Applicants ({applicants})</Trans>
        </Link>
        <Link
          className="button"
          to={pageHref('jobPost', lang, { slug: job.slug, step: 1 })}
          aria-label={t`Edit ${title}`}
        >
          <Trans>Edit</Trans>
        </Link>
        <JobManageActions
          job={{ slug: job.slug, title: job.title, status: job.status, deadline: job.deadline }}
          onChanged={onChanged}
        />
      </div>
    </nav>
  )
}
