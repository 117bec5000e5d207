import { useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ApplicantNoticeFrequency } from '@jagir/shared/rules/applicant'
import type { AlertChannel } from '@jagir/shared/rules/saved-search'
import { showSnackbar } from '../../../lib/snackbar'
import {
  saveApplicantNotices,
  useApplicantNotices,
  type ApplicantNotices,
} from '../api/applicant-notices'
import { ListSkeleton, LoadError } from './states'

/**
 * How the employer hears of new applicants: at once, a daily digest at 8 am (the default, by
 * email) or not at all; by email, SMS or both. In the workspace's overview (`#applicant-notices`,
 * where each notice's link leads).
 */
export function ApplicantNoticeSettings() {
  const { t } = useLingui()
  const settings = useApplicantNotices()
  return (
    <section id="applicant-notices" className="box mt-5" aria-labelledby="applicant-notices-title">
      <h2 className="title is-5" id="applicant-notices-title">
        <Trans>Notices of new applicants</Trans>
      </h2>
      {settings.data ? (
        <NoticeForm
          initial={settings.data}
          onSaved={(saved) => void settings.mutate(saved, { revalidate: false })}
        />
      ) : settings.error ? (
        <LoadError onRetry={() => void settings.mutate()} />
      ) : (
        <ListSkeleton label={t`Loading your notice settings`} rows={1} />
      )}
    </section>
  )
}

function NoticeForm({
  initial,
  onSaved,
}: {
  initial: ApplicantNotices
  onSaved: (saved: ApplicantNotices) => void
}) {
  const { t } = useLingui()
  const [frequency, setFrequency] = useState<ApplicantNoticeFrequency>(initial.frequency)
  const [channels, setChannels] = useState<AlertChannel[]>(initial.channels)
  const [error, setError] = useState('')
  const [saving, setSaving] = useState(false)
  const frequencies: { value: ApplicantNoticeFrequency; label: string }[] = [
    { value: 'instant', label: t`At once, for each applicant` },
    { value: 'daily', label: t`A daily digest at 8 am` },
    { value: 'off', label: t`No notices` },
  ]
  const channelChoices: { value: AlertChannel; label: string }[] = [
    { value: 'email', label: t`Email` },
    { value: 'sms', label: t`SMS` },
  ]
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    // The API's rule (`applicantNoticeSchema`): notices need somewhere to go.
    if (frequency !== 'off' && channels.length === 0) {
      setError(t`Choose email, SMS or both, or choose No notices.`)
      return
    }
    setError('')
    setSaving(true)
    try {
      onSaved(await saveApplicantNotices({ frequency, channels }))
      showSnackbar(t`Your notice settings are saved.`)
    } catch {
      // The API client has shown what went wrong; the choices stay as made.
    } finally {
      setSaving(false)
    }
  }
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className="field">
        <legend className="label is-small">
          <Trans>When</Trans>
        </legend>
        {frequencies.map((choice) => (
          <label key={choice.value} className="radio mr-4">
            <input
              type="radio"
              name="notice-frequency"
              value={choice.value}
              checked={frequency === choice.value}
              onChange={() => setFrequency(choice.value)}
            />{' '}
            {choice.label}
          </label>
        ))}
      </fieldset>
      <fieldset className="field" aria-describedby={error ? 'notice-channels-error' : undefined}>
        <legend className="label is-small">
          <Trans>How</Trans>
        </legend>
        {channelChoices.map((choice) => (
          <label key={choice.value} className="checkbox mr-4">
            <input
              type="checkbox"
              value={choice.value}
              checked={channels.includes(choice.value)}
              disabled={frequency === 'off'}
              onChange={(event) =>
                setChannels((before) =>
                  event.target.checked
                    ? [...before.filter((c) => c !== choice.value), choice.value]
                    : before.filter((c) => c !== choice.value),
                )
              }
            />{' '}
            {choice.label}
          </label>
        ))}
        {error ? (
          <p className="help is-danger" id="notice-channels-error" role="alert">
            {error}
          </p>
        ) : null}
      </fieldset>
      <button type="submit" className={`button is-small is-link${saving ? ' is-loading' : ''}`}>
        <Trans>Save notice settings</Trans>
      </button>
    </form>
  )
}
