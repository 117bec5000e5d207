import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { href } from '@jagir/shared/routes/table'
import { Trans, useLingui } from '@lingui/react/macro'
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
import type { JobDetailRead } from '../api/job-detail'
import { JobFacts } from './job-facts'
import { JobDescription, JobExtras, JobRequirements, OnlyIn } from './job-sections'
import { placeText } from './job-text'
import '../../../components/job/job.scss'

interface JobDetailViewProps {
  /** The job as GET `/api/v1/job/{slug}/` answers it. */
  job: JobDetailRead
  /** Buttons above the overview (apply, save); the job post preview shows its own or none. */
  actions?: ReactNode
  /** Shown under the header (e.g. the application form or a notice). */
  children?: ReactNode
}

/**
 * Everything a job detail holds (docs/product.md#job-page-and-applying): title, organisation, place, salary, level and
 * type up top; the sanitized description, requirements, benefits and documents in the main
 * column; the overview (criteria, vacancies, shift, dates) beside it. Used by the job page and
 * the job post wizard's preview.
 */
export function JobDetailView({ job, actions, children }: JobDetailViewProps) {
  const { t, i18n } = useLingui()
  const lang = useLang()
  const organization = organizationName(job)
  const place = placeText(job)
  const level = optionText(i18n, JOB_LEVEL_TEXT, job.job_level)
  const types = jobTypesOf(job).map((type) => optionText(i18n, JOB_TYPE_TEXT, type))
  return (
    <article className="job-detail" aria-labelledby="job-title">
      <header className="box job-detail-header">
        <div className="job-detail-heading">
          <OrganizationLogo job={job} size={72} />
          <div>
            <h1
              className="title is-3 mb-2"
              id="job-title"
              lang={job.title_lang !== lang ? job.title_lang : undefined}
            >
              {job.title || t`Untitled job`}
            </h1>
            {job.title_lang && job.title_lang !== lang ? <OnlyIn lang={job.title_lang} /> : null}
            {organization ? (
              <p className="subtitle is-5 mb-2">
                {/* The employer's page, unless the name shown is the alternative one. */}
                {job.organization?.id && job.show_name !== false ? (
                  <Link to={href('employerProfile', { id: job.organization.id }, null, lang)}>
                    {organization}
                  </Link>
                ) : (
                  organization
                )}
              </p>
            ) : null}
            {place ? <p className="has-text-grey-dark">{place}</p> : null}
          </div>
        </div>
        {/* Salary, place, deadline and (below) Apply fit a phone's first screen. */}
        <p className="tags mt-4 mb-0">
          <span className="tag is-primary is-light is-medium">
            {salaryText(i18n, lang, job.offered_salary)}
          </span>
          {level ? <span className="tag is-medium">{level}</span> : null}
          {types.map((type) => (
            <span key={type} className="tag is-medium">
              {type}
            </span>
          ))}
        </p>
        {job.deadline ? (
          <p className="job-deadline mt-3">
            <Trans>Apply before:</Trans> <JobDate value={job.deadline} />{' '}
            <DaysLeft deadline={job.deadline} />
          </p>
        ) : null}
      </header>
      {children}
      {/* Actions come first on small screens (Apply without scrolling), beside on wide ones. */}
      <div className="job-detail-grid">
        {actions ? <div className="box job-detail-actions">{actions}</div> : null}
        <div className="job-detail-main">
          <JobDescription job={job} />
          <JobRequirements job={job} />
          <JobExtras job={job} />
        </div>
        <div className="job-detail-aside">
          <JobFacts job={job} />
        </div>
      </div>
    </article>
  )
}
