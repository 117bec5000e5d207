import { useId } from 'react'
import { Link } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { href } from '@jagir/shared/routes/table'
import {
  APPLICATION_STATUSES,
  readApplicationStatus,
  type ApplicationStatus,
} from '@jagir/shared/rules/application-status'
import { JobDate } from '../../../components/job/job-date'
import { JobseekerCard } from '../../../components/profile/jobseeker-card'
import { useLang } from '../../../lib/lang'
import type { Application } from '../api/applications'
import { statusText } from './status-labels'

/**
 * One applicant: their card (linking to the public profile), education, the day they applied,
 * each screening answer under its question, the cover letter and the CV sent (a download, or a
 * link to the profile the CV is made from), and the status the employer sets.
 */
export function ApplicationItem({
  application,
  onStatus,
  saving,
}: {
  application: Application
  onStatus: (application: Application, status: ApplicationStatus) => void
  saving: boolean
}) {
  const { t, i18n } = useLingui()
  const lang = useLang()
  const selectId = useId()
  const seeker = application.jobseeker
  if (!seeker) return null
  const name = seeker.full_name?.trim() || seeker.username
  const status = readApplicationStatus(application.status) ?? 'new'
  const cv = application.cv
  return (
    <JobseekerCard
      seeker={seeker}
      headingLevel={2}
      actions={
        <div className="field">
          <label className="label is-small" htmlFor={selectId}>
            <Trans>Status</Trans>
          </label>
          <div className={`select is-small${saving ? ' is-loading' : ''}`}>
            <select
              id={selectId}
              value={status}
              disabled={saving}
              aria-label={t`Status of ${name}`}
              onChange={(event) => onStatus(application, event.target.value as ApplicationStatus)}
            >
              {APPLICATION_STATUSES.map((one) => (
                <option key={one} value={one}>
                  {statusText(i18n, one)}
                </option>
              ))}
            </select>
          </div>
        </div>
      }
    >
      <dl className="employer-job-facts mt-3">
        <div>
          <dt>
            <Trans>Education</Trans>
          </dt>
          <dd>{seeker.education?.name || t`Not given`}</dd>
        </div>
        <div>
          <dt>
            <Trans>Applied on</Trans>
          </dt>
          <dd>
            <JobDate value={application.created_at} />
          </dd>
        </div>
      </dl>
      {application.answers.length ? (
        <dl className="application-answers" aria-label={t`Answers of ${name}`}>
          {application.answers.map((answer) => (
            <div key={answer.question.id}>
              <dt>{answer.question.question}</dt>
              <dd>{answer.answer || t`Not answered`}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <dl className="application-documents" aria-label={t`Cover letter and CV of ${name}`}>
        <div>
          <dt>
            <Trans>Cover letter</Trans>
          </dt>
          <dd className="application-letter">{application.cover_letter || t`None`}</dd>
        </div>
        <div>
          <dt>
            <Trans>CV</Trans>
          </dt>
          <dd>
            {cv?.choice === 'file' && cv.url ? (
              <a href={cv.url} download={cv.file_name}>
                <Trans>Download the CV of {name}</Trans>
                {cv.file_name ? ` (${cv.file_name})` : null}
              </a>
            ) : cv?.choice === 'profile' ? (
              <Link to={href('jobseekerProfile', { id: seeker.username }, null, lang)}>
                <Trans>The CV made from the profile of {name}</Trans>
              </Link>
            ) : (
              t`None sent`
            )}
          </dd>
        </div>
      </dl>
    </JobseekerCard>
  )
}
