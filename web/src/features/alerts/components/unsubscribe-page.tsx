import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { href } from '@jagir/shared/routes/table'
import { LoadState } from '../../../components/ui/load-state'
import { PageTitle } from '../../../components/ui/page-title'
import { ApiError } from '../../../lib/api-client'
import { useLang } from '../../../lib/lang'
import { unsubscribe, useUnsubscribeInfo } from '../api/saved-searches'

/**
 * `/alerts/unsubscribe?token=`: an alert email's unsubscribe link, signed out. It says which
 * saved search it stops and asks first: opening the link (a mail scanner does) changes nothing;
 * the button does.
 */
export function UnsubscribePage() {
  const { t } = useLingui()
  const lang = useLang()
  const [params] = useSearchParams()
  const token = params.get('token')
  const { data, error } = useUnsubscribeInfo(token)
  const [done, setDone] = useState(false)
  const [sending, setSending] = useState(false)
  const [failed, setFailed] = useState(false)
  const invalid = !token || (error instanceof ApiError && error.status === 400) || failed

  const confirm = async () => {
    if (!token) return
    setSending(true)
    try {
      await unsubscribe(token)
      setDone(true)
    } catch {
      setFailed(true)
    } finally {
      setSending(false)
    }
  }

  let body
  if (invalid) {
    body = (
      <p className="notification is-danger is-light" role="alert">
        <Trans>
          This unsubscribe link is not valid. Open the link from the email as it is, or manage your
          alerts on your profile.
        </Trans>
      </p>
    )
  } else if (!data) {
    body = <LoadState error={error} height={6} failed={t`The link could not be checked.`} />
  } else if (done || data.unsubscribed) {
    body = (
      <p className="notification is-success is-light" role="status">
        <Trans>
          You will get no more alerts for the saved search “{data.name}”. You can resume them on
          your profile.
        </Trans>
      </p>
    )
  } else {
    body = (
      <>
        <p className="mb-4">
          <Trans>Stop the job alerts of your saved search “{data.name}”?</Trans>
        </p>
        <button
          type="button"
          className={`button is-primary${sending ? ' is-loading' : ''}`}
          disabled={sending}
          onClick={() => void confirm()}
        >
          <Trans>Unsubscribe</Trans>
        </button>
      </>
    )
  }
  return (
    <section className="section">
      <div className="container is-max-tablet">
        <PageTitle title={t`Unsubscribe from job alerts`} />
        <h1 className="title is-3">
          <Trans>Unsubscribe from job alerts</Trans>
        </h1>
        {body}
        <p className="mt-5">
          <Link to={href('jobseekerProfileMe', null, null, lang)}>
            <Trans>Manage your saved searches</Trans>
          </Link>
        </p>
      </div>
    </section>
  )
}
