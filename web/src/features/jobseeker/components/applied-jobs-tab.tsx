import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { JobDate } from '../../../components/job/job-date'
import { optionText } from '../../../components/job/option-labels'
import { Modal } from '../../../components/ui/modal'
import { mapServerErrors } from '@jagir/shared/errors/server-errors'
import { ApiError } from '../../../lib/api-client'
import { showSnackbar } from '../../../lib/snackbar'
import {
  APPLIED_JOBS_PATH,
  refreshList,
  withdrawApplication,
  type AppliedJob,
} from '../api/activity'
import { APPLICATION_STATUS_TEXT } from './labels'
import { ListedJobRow } from './listed-job'
import { SeekerList } from './list-page'

const STATUS_CLASS: Record<string, string> = {
  new: 'is-info',
  shortlisted: 'is-link',
  interview: 'is-warning',
  rejected: 'is-danger',
  hired: 'is-success',
}

/** Asks before withdrawing: an application withdrawn is gone from the employer's list. */
function WithdrawDialog({
  application,
  onClose,
}: {
  application: AppliedJob
  onClose: () => void
}) {
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const title = application.job.title ?? application.job.slug
  const withdraw = async () => {
    setBusy(true)
    try {
      await withdrawApplication(application.id)
      await refreshList(APPLIED_JOBS_PATH)
      showSnackbar(t`Your application is withdrawn.`, 'success')
      onClose()
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure
      // 'This application can no longer be withdrawn.': the employer decided meanwhile.
      const general = mapServerErrors(failure.body).general.flatMap((entry) => entry.messages)
      setError(failure.status === 400 ? general.join(' ') || failure.message : null)
      setBusy(false)
    }
  }
  return (
    <Modal
      title={t`Withdraw your application?`}
      onClose={onClose}
      narrow
      footer={
        <div className="buttons">
          <button
            type="button"
            className={`button is-danger${busy ? ' is-loading' : ''}`}
            disabled={busy}
            onClick={() => void withdraw()}
          >
            <Trans>Withdraw</Trans>
          </button>
          <button type="button" className="button is-light" onClick={onClose}>
            <Trans>Keep it</Trans>
          </button>
        </div>
      }
    >
      <p>
        <Trans>The employer will no longer see your application for {title}.</Trans>
      </p>
      {error ? (
        <p className="notification is-danger is-light mt-3" role="alert">
          {error}
        </p>
      ) : null}
    </Modal>
  )
}

/** The applied-jobs tab: each application, newest first, with the status the employer set. */
export function AppliedJobsTab() {
  const { t, i18n } = useLingui()
  const [withdrawing, setWithdrawing] = useState<AppliedJob | null>(null)
  return (
    <>
      <SeekerList<AppliedJob>
        path={APPLIED_JOBS_PATH}
        label={t`Your applications`}
        empty={t`You have not applied for a job yet.`}
        itemKey={(application) => application.id}
      >
        {(application) => (
          <ListedJobRow job={application.job}>
            <p className="listed-job-meta">
              <span>
                <Trans>
                  Applied on <JobDate value={application.created_at} />
                </Trans>
              </span>
              <span className={`tag ${STATUS_CLASS[application.status] ?? 'is-light'}`}>
                {optionText(i18n, APPLICATION_STATUS_TEXT, application.status)}
              </span>
            </p>
            {application.can_withdraw ? (
              <button
                type="button"
                className="button is-small is-danger is-light mt-2"
                aria-label={t`Withdraw your application for ${application.job.title ?? application.job.slug}`}
                onClick={() => setWithdrawing(application)}
              >
                <Trans>Withdraw</Trans>
              </button>
            ) : null}
          </ListedJobRow>
        )}
      </SeekerList>
      {withdrawing ? (
        <WithdrawDialog application={withdrawing} onClose={() => setWithdrawing(null)} />
      ) : null}
    </>
  )
}
