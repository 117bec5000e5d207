import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Trans, useLingui } from '@lingui/react/macro'
import { jagirErrorMap } from '@jagir/shared/errors/zod-issues'
import {
  ALERT_CHANNELS,
  ALERT_FREQUENCIES,
  savedSearchSchema,
  type SavedSearchInput,
  type SavedSearchParams,
} from '@jagir/shared/schemas/saved-search'
import { useErrorText } from '../../../components/form/error-text'
import { describedBy, FormErrors, GroupFrame } from '../../../components/form/field-frame'
import { RadioGroup } from '../../../components/form/radio-group'
import { applyServerErrors } from '../../../components/form/server-errors'
import { TextField } from '../../../components/form/text-field'
import { Modal } from '../../../components/ui/modal'
import { showSnackbar } from '../../../lib/snackbar'
import { saveSearch } from '../api/saved-searches'
import { useAlertLabels } from './labels'

const FIELDS = ['name', 'frequency', 'channels'] as const

/**
 * "Save this search": a name, how often its new jobs are sent (at once or daily) and where
 * (email, SMS; at least one). The search itself is the page's address.
 */
export function SaveSearchDialog(props: {
  params: SavedSearchParams
  suggestedName: string
  onClose: () => void
}) {
  const { t } = useLingui()
  const formId = useId()
  const channelsId = useId()
  const text = useErrorText()
  const labels = useAlertLabels()
  const [general, setGeneral] = useState<string[]>([])
  const form = useForm<SavedSearchInput>({
    resolver: zodResolver(savedSearchSchema, { error: jagirErrorMap }),
    defaultValues: {
      name: props.suggestedName.slice(0, 80),
      params: props.params,
      frequency: 'daily',
      channels: ['email'],
    },
  })
  const errors = form.formState.errors
  const errorOf = (field: (typeof FIELDS)[number]) => text(errors[field]?.message)
  const submit = form.handleSubmit(async (values) => {
    setGeneral([])
    try {
      await saveSearch(values)
      showSnackbar(t`Search saved. Manage its alerts on your profile.`, 'success')
      props.onClose()
    } catch (error) {
      setGeneral(applyServerErrors(error, form.setError, { knownFields: FIELDS }))
    }
  })
  const submitting = form.formState.isSubmitting
  const footer = (
    <div className="buttons">
      <button
        type="submit"
        form={formId}
        className={`button is-primary${submitting ? ' is-loading' : ''}`}
        disabled={submitting}
      >
        <Trans>Save search</Trans>
      </button>
      <button type="button" className="button" onClick={props.onClose}>
        <Trans>Cancel</Trans>
      </button>
    </div>
  )
  const channelsError = errorOf('channels')
  return (
    <Modal title={t`Save this search`} onClose={props.onClose} footer={footer}>
      <form id={formId} onSubmit={submit} noValidate>
        <TextField
          label={t`Name of the search`}
          autoComplete="off"
          maxLength={80}
          error={errorOf('name')}
          {...form.register('name')}
        />
        <RadioGroup
          label={t`Send me new jobs`}
          options={ALERT_FREQUENCIES.map((value) => ({ value, label: labels.frequency[value] }))}
          error={errorOf('frequency')}
          {...form.register('frequency')}
        />
        <GroupFrame id={channelsId} label={t`By`} error={channelsError}>
          <div className="control">
            {ALERT_CHANNELS.map((value) => (
              <label key={value} className="checkbox mr-4">
                <input
                  type="checkbox"
                  value={value}
                  {...describedBy(channelsId, channelsError)}
                  {...form.register('channels')}
                />{' '}
                {labels.channel[value]}
              </label>
            ))}
          </div>
        </GroupFrame>
        <FormErrors messages={general} />
      </form>
    </Modal>
  )
}
