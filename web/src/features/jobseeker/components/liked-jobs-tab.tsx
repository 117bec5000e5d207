import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { JobDate } from '../../../components/job/job-date'
import { showSnackbar } from '../../../lib/snackbar'
import { LIKED_JOBS_PATH, refreshList, unlikeJob, type LikedJob } from '../api/activity'
import { ListedJobRow } from './listed-job'
import { SeekerList } from './list-page'

/** Unsave, from the list: the job leaves it at once. */
function UnsaveButton({ saved }: { saved: LikedJob }) {
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)
  const title = saved.job.title ?? saved.job.slug
  const unsave = async () => {
    setBusy(true)
    try {
      await unlikeJob(saved.job.slug)
      await refreshList(LIKED_JOBS_PATH)
      showSnackbar(t`${title} is no longer saved.`, 'success')
    } finally {
      setBusy(false)
    }
  }
  return (
    <button
      type="button"
      className={`button is-small is-light mt-2${busy ? ' is-loading' : ''}`}
      disabled={busy}
      aria-label={t`Unsave ${title}`}
      onClick={() => void unsave()}
    >
      <Trans>Unsave</Trans>
    </button>
  )
}

/** The liked-jobs tab: saved jobs, newest first; an expired one says so. */
export function LikedJobsTab() {
  const { t } = useLingui()
  return (
    <SeekerList<LikedJob>
      path={LIKED_JOBS_PATH}
      label={t`Your saved jobs`}
      empty={t`You have not saved a job yet. Save jobs from their page to find them here.`}
      itemKey={(saved) => saved.job.slug}
    >
      {(saved) => (
        <ListedJobRow job={saved.job}>
          <p className="listed-job-meta">
            {saved.job.status === 'expired' ? (
              <span className="tag is-warning">
                <Trans>This job has expired</Trans>
              </span>
            ) : (
              <span>
                <Trans>
                  Apply by <JobDate value={saved.job.deadline} />
                </Trans>
              </span>
            )}
          </p>
          <UnsaveButton saved={saved} />
        </ListedJobRow>
      )}
    </SeekerList>
  )
}
