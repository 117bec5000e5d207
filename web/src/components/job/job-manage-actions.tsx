import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  addDays,
  deadlineBounds,
  deadlineDay,
  defaultDeadline,
  isAllowedDeadline,
  todayInNepal,
} from '@jagir/shared/schemas/job-basic-info'
import { DateField } from '../form/date-field'
import { Modal } from '../ui/modal'
import { ApiError } from '../../lib/api-client'
import { useLang } from '../../lib/lang'
import { pageHref } from '../../lib/links'
import { showSnackbar } from '../../lib/snackbar'
import { closeJob, duplicateJob, extendJob, repostJob } from './job-lifecycle'

/** The job an action is about, as the workspace row or the job page has it. */
export interface ManageableJob {
  slug: string
  title?: string | null
  /** As users see it: active, expired (ended or closed), draft, pending, denied. */
  status?: string | null
  deadline?: string | null
}

interface JobManageActionsProps {
  job: ManageableJob
  /** After a change: the caller reads its lists and the job again. */
  onChanged: () => void | Promise<unknown>
}

type Dialog = 'close' | 'extend' | 'repost' | null

/** The words of a failed action: the field's or the detail's message, else the call's. */
function failureText(failure: unknown): string | null {
  if (!(failure instanceof ApiError)) return null
  const body = failure.body as { deadline?: unknown; detail?: unknown } | null
  if (Array.isArray(body?.deadline) && typeof body.deadline[0] === 'string') return body.deadline[0]
  if (typeof body?.detail === 'string') return body.detail
  return failure.message
}

/**
 * What the owner does with a job (docs/employer.md#a-jobs-lifecycle): a live job is closed early
 * or extended; an ended one reposted (spending a job post); any job duplicated into a new draft,
 * which opens in the wizard. Closing asks first; extending and reposting ask for the day.
 */
export function JobManageActions({ job, onChanged }: JobManageActionsProps) {
  const { t } = useLingui()
  const lang = useLang()
  const navigate = useNavigate()
  const [dialog, setDialog] = useState<Dialog>(null)
  const [busy, setBusy] = useState(false)
  const [duplicating, setDuplicating] = useState(false)
  const title = job.title || t`Untitled job`

  const duplicate = async () => {
    setDuplicating(true)
    try {
      const copy = await duplicateJob(job.slug)
      showSnackbar(t`A copy is saved as a draft. Check it and publish it.`)
      await onChanged()
      void navigate(pageHref('jobPost', lang, { slug: copy.slug, step: 1 }))
    } finally {
      setDuplicating(false)
    }
  }

  return (
    <>
      {job.status === 'active' ? (
        <>
          <button
            type="button"
            className="button"
            onClick={() => setDialog('extend')}
            aria-label={t`Extend ${title}`}
          >
            <Trans>Extend</Trans>
          </button>
          <button
            type="button"
            className="button is-danger is-light"
            onClick={() => setDialog('close')}
            aria-label={t`Close now: ${title}`}
          >
            <Trans>Close now</Trans>
          </button>
        </>
      ) : null}
      {job.status === 'expired' ? (
        <button
          type="button"
          className="button is-primary is-light"
          onClick={() => setDialog('repost')}
          aria-label={t`Repost ${title}`}
        >
          <Trans>Repost</Trans>
        </button>
      ) : null}
      <button
        type="button"
        className={`button${duplicating ? ' is-loading' : ''}`}
        disabled={duplicating}
        onClick={() => void duplicate()}
        aria-label={t`Duplicate ${title}`}
      >
        <Trans>Duplicate</Trans>
      </button>
      {dialog === 'close' ? (
        <CloseDialog
          job={job}
          title={title}
          busy={busy}
          setBusy={setBusy}
          onDone={async () => {
            setDialog(null)
            await onChanged()
          }}
          onCancel={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'extend' || dialog === 'repost' ? (
        <DeadlineDialog
          job={job}
          title={title}
          kind={dialog}
          onDone={async () => {
            setDialog(null)
            await onChanged()
          }}
          onCancel={() => setDialog(null)}
        />
      ) : null}
    </>
  )
}

interface CloseDialogProps {
  job: ManageableJob
  title: string
  busy: boolean
  setBusy: (busy: boolean) => void
  onDone: () => Promise<void>
  onCancel: () => void
}

/** Asks before closing: the job leaves the search at once; its applicants stay. */
function CloseDialog({ job, title, busy, setBusy, onDone, onCancel }: CloseDialogProps) {
  const { t } = useLingui()
  const [error, setError] = useState<string | null>(null)
  const close = async () => {
    setBusy(true)
    try {
      await closeJob(job.slug)
      showSnackbar(t`The job is closed: it no longer takes applications.`)
      await onDone()
    } catch (failure) {
      setError(failureText(failure))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Modal
      narrow
      title={t`Close ${title}?`}
      onClose={onCancel}
      footer={
        <div className="buttons">
          <button
            type="button"
            className={`button is-danger${busy ? ' is-loading' : ''}`}
            disabled={busy}
            onClick={() => void close()}
          >
            <Trans>Close the job now</Trans>
          </button>
          <button type="button" className="button" onClick={onCancel}>
            <Trans>Keep it open</Trans>
          </button>
        </div>
      }
    >
      <p>
        <Trans>
          The job leaves the search at once and takes no more applications. Its applicants stay with
          you. You can repost it later (that uses a job post).
        </Trans>
      </p>
      {error ? (
        <p className="help is-danger" role="alert">
          {error}
        </p>
      ) : null}
    </Modal>
  )
}

interface DeadlineDialogProps {
  job: ManageableJob
  title: string
  kind: 'extend' | 'repost'
  onDone: () => Promise<void>
  onCancel: () => void
}

/**
 * Asks for the new deadline: extending, a day after the current one (no post spent); reposting,
 * any day from today (one job post spent; none left says where to buy one). Both at most 90 days
 * from today.
 */
function DeadlineDialog({ job, title, kind, onDone, onCancel }: DeadlineDialogProps) {
  const { t } = useLingui()
  const lang = useLang()
  const today = todayInNepal()
  const bounds = deadlineBounds(today)
  const current = job.deadline ? deadlineDay(job.deadline) : null
  const earliest = kind === 'extend' && current && current >= today ? addDays(current, 1) : today
  const [day, setDay] = useState(() =>
    kind === 'extend'
      ? addDays(earliest, 29) < bounds.max
        ? addDays(earliest, 29)
        : bounds.max
      : defaultDeadline(today),
  )
  const [error, setError] = useState<string | null>(null)
  const [noPost, setNoPost] = useState(false)
  const [busy, setBusy] = useState(false)

  const save = async () => {
    if (!isAllowedDeadline(day, today) || day < earliest) {
      setError(
        kind === 'extend' && day !== '' && day < earliest
          ? t`Choose a day after the current deadline.`
          : t`Choose a day from today to 90 days from today.`,
      )
      return
    }
    setBusy(true)
    setError(null)
    try {
      if (kind === 'extend') {
        await extendJob(job.slug, day)
        showSnackbar(t`The deadline is moved.`)
      } else {
        await repostJob(job.slug, day)
        showSnackbar(t`The job is live again: job seekers can apply now.`)
      }
      await onDone()
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 403) setNoPost(true)
      else setError(failureText(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal
      narrow
      title={kind === 'extend' ? t`Extend ${title}` : t`Repost ${title}`}
      onClose={onCancel}
      footer={
        <div className="buttons">
          <button
            type="button"
            className={`button is-primary${busy ? ' is-loading' : ''}`}
            disabled={busy}
            onClick={() => void save()}
          >
            {kind === 'extend' ? <Trans>Extend the deadline</Trans> : <Trans>Repost the job</Trans>}
          </button>
          <button type="button" className="button" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      }
    >
      <p className="mb-3">
        {kind === 'extend' ? (
          <Trans>Job seekers can apply until the new day. This uses no job post.</Trans>
        ) : (
          <Trans>The job goes live again until the day you choose. This uses one job post.</Trans>
        )}
      </p>
      <DateField
        label={t`Apply by`}
        name="deadline"
        value={day}
        onChange={setDay}
        min={earliest}
        max={bounds.max}
        error={error ?? undefined}
      />
      {noPost ? (
        <p className="notification is-warning is-light" role="alert">
          <Trans>You have no job post left to repost it.</Trans>{' '}
          <Link to={pageHref('pricing', lang)}>
            <Trans>Buy a package on the pricing page.</Trans>
          </Link>
        </p>
      ) : null}
    </Modal>
  )
}
