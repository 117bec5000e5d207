import { Link } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { href } from '@jagir/shared/routes/table'
import { DaysLeft } from '../../../components/job/days-left'
import { JobDate } from '../../../components/job/job-date'
import {
  JOB_LEVEL_TEXT,
  JOB_TYPE_TEXT,
  jobTypesOf,
  optionText,
} from '../../../components/job/option-labels'
import { OrganizationLogo, organizationName } from '../../../components/job/organization'
import { salaryText } from '../../../components/job/salary'
import { useLang } from '../../../lib/lang'
import type { JobCard as Job } from '../api/job-search'

/**
 * One result: organisation (its alternative name when the name is hidden) and logo, title
 * linking to the job, place, salary, level, type, deadline and days left.
 */
export function JobCard({ job }: { job: Job }) {
  const { t, i18n } = useLingui()
  const lang = useLang()
  const organization = organizationName(job)
  const level = optionText(i18n, JOB_LEVEL_TEXT, job.job_level)
  const types = jobTypesOf(job).map((type) => optionText(i18n, JOB_TYPE_TEXT, type))
  return (
    <article className="box job-card">
      <div className="job-card-head">
        <OrganizationLogo job={job} size={56} />
        <div className="job-card-title">
          <h2 className="title is-5 mb-1">
            <Link
              to={href('jobDetail', { jobSlug: job.slug }, null, lang)}
              lang={job.title_lang !== lang ? job.title_lang : undefined}
            >
              {job.title || t`Untitled job`}
            </Link>
          </h2>
          {organization ? <p className="mb-1">{organization}</p> : null}
          {job.location ? <p className="has-text-grey-dark is-size-7">{job.location}</p> : null}
        </div>
      </div>
      <p className="mt-3 mb-2 has-text-weight-semibold">
        {salaryText(i18n, lang, job.offered_salary)}
      </p>
      <p className="tags mb-2">
        {level ? <span className="tag">{level}</span> : null}
        {types.map((type) => (
          <span key={type} className="tag">
            {type}
          </span>
        ))}
      </p>
      {job.deadline ? (
        <p className="is-size-7 job-card-deadline">
          <Trans>Deadline:</Trans> <JobDate value={job.deadline} />{' '}
          <DaysLeft deadline={job.deadline} />
        </p>
      ) : null}
    </article>
  )
}

/** A result-shaped placeholder while results load. */
export function JobCardSkeleton() {
  return (
    <div className="box job-card" aria-hidden="true">
      <div className="job-card-head">
        <div className="skeleton-block org-logo-56 mb-0" />
        <div className="skeleton-lines job-card-title">
          <div />
          <div />
        </div>
      </div>
      <div className="skeleton-lines mt-3">
        <div />
        <div />
      </div>
    </div>
  )
}
