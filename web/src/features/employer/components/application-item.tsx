import { useId, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { href } from '@jagir/shared/routes/table'
import {
  APPLICATION_STATUSES,
  readApplicationStatus,
  type ApplicationStatus,
} from '@jagir/shared/rules/application-status'
import { JobDate } from '../../../components/job/job-date'
import { APPLICANT_NOTE_MAX, RATING_MAX } from '@jagir/shared/rules/applicant'
import { JobseekerCard } from '../../../components/profile/jobseeker-card'
import { formatNumber } from '../../../lib/format'
import { useLang } from '../../../lib/lang'
import type { Application } from '../api/applications'
import { ContactLinks } from './contact-links'
import { StarIcon } from './star-icon'
import { statusText } from './status-labels'

/**
 * One applicant: their card (linking to the public profile), education, the day they applied,
 * each screening answer under its question, the cover letter and the CV sent (a download, or a
 * link to the profile the CV is made from), and the status the employer sets.
 */
export function ApplicationItem({
  application,
  onStatus,
  onNotes,
  saving,
  selected,
  onSelect,
}: {
  application: Application
  onStatus: (application: Application, status: ApplicationStatus) => void
  /** Saves the note and/or rating; resolves true when saved. */
  onNotes: (
    application: Application,
    change: { note?: string; rating?: number | null },
  ) => Promise<boolean>
  saving: boolean
  /** Whether it is among those a bulk status change moves. */
  selected: boolean
  onSelect: (application: Application, selected: boolean) => void
}) {
  const { t, i18n } = useLingui()
  const lang = useLang()
  const selectId = useId()
  const checkId = useId()
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
        <div className="application-actions">
          <label className="checkbox application-select" htmlFor={checkId}>
            <input
              id={checkId}
              type="checkbox"
              checked={selected}
              onChange={(event) => onSelect(application, event.target.checked)}
            />{' '}
            <Trans>Select {name}</Trans>
          </label>
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
      {application.contact ? (
        <ContactLinks contact={application.contact} label={t`Contact details of ${name}`} />
      ) : null}
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
      <div className="application-private">
        <Rating application={application} name={name} onNotes={onNotes} />
        <Note application={application} name={name} onNotes={onNotes} />
      </div>
    </JobseekerCard>
  )
}

type NotesSaver = (
  application: Application,
  change: { note?: string; rating?: number | null },
) => Promise<boolean>

/**
 * 1 to 5 stars, or none: a radio group (arrow keys move and choose, as any radio group), saved
 * as soon as it is chosen; "No rating" clears it.
 */
function Rating({
  application,
  name,
  onNotes,
}: {
  application: Application
  name: string
  onNotes: NotesSaver
}) {
  const { t } = useLingui()
  const lang = useLang()
  const group = useId()
  const [busy, setBusy] = useState(false)
  // Shown chosen at once (the arrow keys move on from it); put back when the save fails. The
  // same elements stay (no remount), so the keyboard's focus stays on the group.
  const saved = application.rating ?? null
  const [current, setCurrent] = useState<number | null>(saved)
  const [seen, setSeen] = useState(saved)
  if (seen !== saved) {
    setSeen(saved)
    setCurrent(saved)
  }
  const choose = async (rating: number | null) => {
    const before = current
    setCurrent(rating)
    setBusy(true)
    if (!(await onNotes(application, { rating }))) setCurrent(before)
    setBusy(false)
  }
  const stars = Array.from({ length: RATING_MAX }, (_, index) => index + 1)
  return (
    <fieldset className="application-rating" aria-busy={busy}>
      <legend className="label is-small">
        <Trans>Your rating of {name}</Trans>
      </legend>
      <div className="rating-choices">
        {stars.map((star) => {
          const n = formatNumber(star, lang)
          return (
            <label
              key={star}
              className={`rating-star${current !== null && star <= current ? ' is-on' : ''}`}
            >
              <input
                type="radio"
                name={group}
                value={star}
                checked={current === star}
                onChange={() => void choose(star)}
              />
              <StarIcon filled={current !== null && star <= current} />
              <span className="is-sr-only">{star === 1 ? t`${n} star` : t`${n} stars`}</span>
            </label>
          )
        })}
        <label className="rating-none">
          <input
            type="radio"
            name={group}
            value=""
            checked={current === null}
            onChange={() => void choose(null)}
          />{' '}
          <Trans>No rating</Trans>
        </label>
      </div>
    </fieldset>
  )
}

/** The employer's private note: what they typed stays when a save fails. */
function Note({
  application,
  name,
  onNotes,
}: {
  application: Application
  name: string
  onNotes: NotesSaver
}) {
  const { t } = useLingui()
  const lang = useLang()
  const id = useId()
  const saved = application.note ?? ''
  const [text, setText] = useState(saved)
  // A note saved (here or elsewhere) is what the field shows next.
  const [seen, setSeen] = useState(saved)
  if (seen !== saved) {
    setSeen(saved)
    setText(saved)
  }
  const [busy, setBusy] = useState(false)
  const left = formatNumber(APPLICANT_NOTE_MAX - text.length, lang)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    await onNotes(application, { note: text })
    setBusy(false)
  }
  return (
    <form className="application-note" onSubmit={(event) => void submit(event)}>
      <label className="label is-small" htmlFor={id}>
        <Trans>Private note about {name}</Trans>
      </label>
      <p className="help mt-0 mb-1" id={`${id}-help`}>
        <Trans>Only you see it; the applicant never does.</Trans> {t`${left} characters left`}
      </p>
      <textarea
        id={id}
        className="textarea is-small"
        rows={2}
        maxLength={APPLICANT_NOTE_MAX}
        value={text}
        aria-describedby={`${id}-help`}
        onChange={(event) => setText(event.target.value)}
      />
      <button
        type="submit"
        className={`button is-small mt-2${busy ? ' is-loading' : ''}`}
        disabled={busy || text === saved}
      >
        <Trans>Save note</Trans>
      </button>
    </form>
  )
}
