import { useId } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  APPLICATION_STATUSES,
  readApplicationStatus,
  type ApplicationStatus,
} from '@jagir/shared/rules/application-status'
import { JobDate } from '../../../components/job/job-date'
import { JobseekerCard } from '../../../components/profile/jobseeker-card'
import type { Application } from '../api/applications'
import { statusText } from './status-labels'

/**
 * One applicant: their card (linking to the public profile), education, the day they applied,
 * each screening answer under its question, and the status the employer sets.
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
  const selectId = useId()
  const seeker = application.jobseeker
  if (!seeker) return null
  const name = seeker.full_name?.trim() || seeker.username
  const status = readApplicationStatus(application.status) ?? 'new'
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
      {application.cover_letter ? (
        <p className="mt-3 organization-about">{application.cover_letter}</p>
      ) : null}
    </JobseekerCard>
  )
}
