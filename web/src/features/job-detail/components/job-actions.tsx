import { lazy, Suspense, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { isEmployer, isJobseeker, type CurrentUser } from '@jagir/shared/schemas/user'
import { daysLeft } from '../../../components/job/dates'
import { openAccountDialog } from '../../../lib/account-dialog'
import { useNow } from '../../../lib/clock'
import { showSnackbar } from '../../../lib/snackbar'
import type { JobDetailRead } from '../api/job-detail'
import { setJobLiked } from '../api/like'

// The form library and the dialog load when a seeker opens the application, not with the page.
const ApplyDialog = lazy(() => import('./apply-dialog').then((m) => ({ default: m.ApplyDialog })))

interface JobActionsProps {
  job: JobDetailRead
  /** The signed-in user; null for a visitor, undefined while still loading. */
  user: CurrentUser | null | undefined
  /** Puts a changed job (applied, saved) in place of the shown one. */
  onChange: (job: JobDetailRead) => void
}

const isClosed = (job: JobDetailRead, now: Date) =>
  job.status === 'expired' || (daysLeft(job.deadline, now) ?? 0) < 0

/**
 * Apply and Save for a job seeker; a visitor is asked to sign in (and stays on the job); an
 * employer cannot apply (docs/product.md#job-page-and-applying: job seekers apply).
 */
export function JobActions({ job, user, onChange }: JobActionsProps) {
  const { t } = useLingui()
  const [applying, setApplying] = useState(false)
  const [saving, setSaving] = useState(false)
  const now = useNow()

  if (user === undefined)
    // The shape of Apply and Save, so nothing below moves when they appear.
    return (
      <div aria-hidden="true">
        <div className="skeleton-block is-button-high mb-3" />
        <div className="skeleton-block is-button-high mb-0" />
      </div>
    )
  if (isEmployer(user) || job.is_owner) {
    return (
      <p className="has-text-grey-dark">
        <Trans>Employers cannot apply for jobs.</Trans>
      </p>
    )
  }
  if (user && !isJobseeker(user)) {
    return (
      <p className="has-text-grey-dark">
        <Trans>Only job seekers can apply for jobs.</Trans>
      </p>
    )
  }

  const signIn = (message: string, afterSignIn?: (signedIn: CurrentUser) => void) =>
    openAccountDialog({ view: 'sign-in', message, afterSignIn })

  const apply = () => {
    if (user) return setApplying(true)
    // Once signed in as a job seeker, the application opens without a second click.
    signIn(t`Please sign in as a job seeker to apply for this job.`, (signedIn) => {
      if (isJobseeker(signedIn) && !isEmployer(signedIn)) setApplying(true)
    })
  }

  const toggleLike = async () => {
    if (!user) return signIn(t`Please sign in as a job seeker to save this job.`)
    const liked = !job.is_liked
    setSaving(true)
    try {
      await setJobLiked(job.slug, liked)
      onChange({ ...job, is_liked: liked })
      showSnackbar(liked ? t`Job saved` : t`Job removed from saved jobs`, 'success')
    } catch {
      // The API client has already shown what went wrong (docs/product.md#what-a-failed-call-does).
    } finally {
      setSaving(false)
    }
  }

  return (
    <>
      {job.has_applied ? (
        <p className="notification is-success is-light mb-3" role="status">
          <Trans>You have applied for this job.</Trans>
        </p>
      ) : isClosed(job, now) ? (
        <p className="notification is-warning is-light mb-3">
          <Trans>Applications for this job are closed.</Trans>
        </p>
      ) : (
        <button type="button" className="button is-primary is-fullwidth mb-3" onClick={apply}>
          <Trans>Apply now</Trans>
        </button>
      )}
      <button
        type="button"
        className={`button is-fullwidth${saving ? ' is-loading' : ''}`}
        aria-pressed={!!job.is_liked}
        disabled={saving}
        onClick={() => void toggleLike()}
      >
        {job.is_liked ? <Trans>Saved</Trans> : <Trans>Save job</Trans>}
      </button>
      {applying && !job.has_applied ? (
        <Suspense fallback={null}>
          <ApplyDialog
            slug={job.slug}
            title={job.title ?? ''}
            onClose={() => setApplying(false)}
            onApplied={() => {
              setApplying(false)
              onChange({ ...job, has_applied: true })
              showSnackbar(t`Your application has been sent.`, 'success')
            }}
          />
        </Suspense>
      ) : null}
    </>
  )
}
