import { useId, useState } from 'react'
import { Link } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { href } from '@jagir/shared/routes/table'
import {
  ALERT_CHANNELS,
  ALERT_FREQUENCIES,
  type AlertChannel,
  type AlertFrequency,
  type SavedSearch,
  type SavedSearchPatch,
} from '@jagir/shared/schemas/saved-search'
import { SelectField } from '../../../components/form/select-field'
import { LoadState } from '../../../components/ui/load-state'
import { useLang } from '../../../lib/lang'
import { showSnackbar } from '../../../lib/snackbar'
import { deleteSavedSearch, updateSavedSearch, useSavedSearches } from '../api/saved-searches'
import { useAlertLabels } from './labels'

/** One saved search: open it, change how and how often it alerts, pause or delete it. */
function SavedSearchItem({ search }: { search: SavedSearch }) {
  const { t } = useLingui()
  const lang = useLang()
  const labels = useAlertLabels()
  const headingId = useId()
  const [busy, setBusy] = useState(false)
  const change = async (patch: SavedSearchPatch) => {
    setBusy(true)
    try {
      await updateSavedSearch(search.id, patch)
      showSnackbar(t`Saved.`, 'success')
    } finally {
      setBusy(false)
    }
  }
  const toggle = (channel: AlertChannel, on: boolean) => {
    const channels = on
      ? ALERT_CHANNELS.filter((c) => c === channel || search.channels.includes(c))
      : search.channels.filter((c) => c !== channel)
    void change({ channels })
  }
  const remove = async () => {
    setBusy(true)
    try {
      await deleteSavedSearch(search.id)
      showSnackbar(t`The search “${search.name}” is deleted.`, 'success')
    } finally {
      setBusy(false)
    }
  }
  return (
    <li className="box saved-search" aria-labelledby={headingId}>
      <h3 className="title is-6 mb-2" id={headingId}>
        <Link to={href('jobSearch', null, { ...search.params }, lang)}>{search.name}</Link>
        {search.paused ? (
          <span className="tag is-warning is-light ml-2">
            <Trans>Alerts paused</Trans>
          </span>
        ) : null}
      </h3>
      <SelectField
        label={t`How often`}
        value={search.frequency}
        disabled={busy}
        options={ALERT_FREQUENCIES.map((value) => ({ value, label: labels.frequency[value] }))}
        onChange={(event) => void change({ frequency: event.target.value as AlertFrequency })}
      />
      <fieldset className="field">
        <legend className="label">
          <Trans>By</Trans>
        </legend>
        {ALERT_CHANNELS.map((channel) => {
          const on = search.channels.includes(channel)
          return (
            <label key={channel} className="checkbox mr-4">
              <input
                type="checkbox"
                checked={on}
                // The last channel stays: an alert goes somewhere, or is paused.
                disabled={busy || (on && search.channels.length === 1)}
                onChange={(event) => toggle(channel, event.target.checked)}
              />{' '}
              {labels.channel[channel]}
            </label>
          )
        })}
      </fieldset>
      <div className="buttons">
        <button
          type="button"
          className="button is-small"
          disabled={busy}
          onClick={() => void change({ paused: !search.paused })}
        >
          {search.paused ? <Trans>Resume alerts</Trans> : <Trans>Pause alerts</Trans>}
        </button>
        <button
          type="button"
          className="button is-small is-danger is-light"
          disabled={busy}
          onClick={() => void remove()}
        >
          <Trans>Delete</Trans>
        </button>
      </div>
    </li>
  )
}

/** The seeker's saved searches and their alerts, on the profile (`/jobseeker/profile/me`). */
export function SavedSearchesPanel() {
  const { t } = useLingui()
  const lang = useLang()
  const headingId = useId()
  const { data, error } = useSavedSearches()
  return (
    <section className="section px-0 saved-searches" aria-labelledby={headingId}>
      <h2 className="title is-4" id={headingId}>
        <Trans>Saved searches and job alerts</Trans>
      </h2>
      {!data ? (
        <LoadState error={error} height={6} failed={t`Your saved searches could not be loaded.`} />
      ) : data.results.length === 0 ? (
        <>
          <p>
            <Trans>
              No saved searches yet. On the job search, choose “Save this search” to get its new
              jobs by email or SMS.
            </Trans>
          </p>
          {/* A link of its own, not inside the sentence: colour alone would tell it apart. */}
          <p>
            <Link to={href('jobSearch', null, null, lang)}>
              <Trans>Search jobs</Trans>
            </Link>
          </p>
        </>
      ) : (
        <ul>
          {data.results.map((search) => (
            <SavedSearchItem key={search.id} search={search} />
          ))}
        </ul>
      )}
    </section>
  )
}
