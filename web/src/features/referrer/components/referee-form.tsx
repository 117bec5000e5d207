import { useId, useState } from 'react'
import { useForm, type Path } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Trans, useLingui } from '@lingui/react/macro'
import { decodeValidationMessage } from '@jagir/shared/errors/validation-codes'
import { jagirErrorMap } from '@jagir/shared/errors/zod-issues'
import { mapServerErrors } from '@jagir/shared/errors/server-errors'
import { DEFAULT_COUNTRY_CODE } from '@jagir/shared/rules/constants'
import { PHONE_TYPES, REFEREE_RELATIONS } from '@jagir/shared/rules/profile-options'
import { refereeSchema, type RefereeInput } from '@jagir/shared/schemas/referee'
import { TextField } from '../../../components/ui/text-field'
import { ApiError } from '../../../lib/api-client'
import { showSnackbar } from '../../../lib/snackbar'
import { addReferee } from '../api/referrer'
import { usePhoneTypeText, useRelationText } from './referee-labels'

const FIELDS = ['full_name', 'phone_type', 'phone_number', 'relation'] as const

const empty = (): RefereeInput => ({
  full_name: '',
  phone_type: 'Mobile',
  phone_number: '',
  relation: 'Friend',
})

/** A labelled select of a fixed list. */
function Choice(props: {
  label: string
  options: readonly { value: string; label: string }[]
  error?: string
  register: ReturnType<ReturnType<typeof useForm<RefereeInput>>['register']>
}) {
  const id = useId()
  return (
    <div className="field">
      <label className="label" htmlFor={id}>
        {props.label}
      </label>
      <div className={`select is-fullwidth${props.error ? ' is-danger' : ''}`}>
        <select id={id} aria-invalid={props.error ? true : undefined} {...props.register}>
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {props.error ? <p className="help is-danger">{props.error}</p> : null}
    </div>
  )
}

/**
 * Adds a referee: name, a Nepali number (+977 shown, not typed) of a phone type, and the
 * relation (spec section 9's lists). A number already referred is refused under the number,
 * with what was typed kept.
 */
export function RefereeForm() {
  const { t } = useLingui()
  const phoneId = useId()
  const relationText = useRelationText()
  const phoneTypeText = usePhoneTypeText()
  const [general, setGeneral] = useState<string[]>([])
  const form = useForm<RefereeInput>({
    resolver: zodResolver(refereeSchema, { error: jagirErrorMap }),
    defaultValues: empty(),
  })
  const errors = form.formState.errors
  // Messages by field: the form says what to do, under the field it is about.
  const say = (field: (typeof FIELDS)[number], message: string | undefined) => {
    if (!message) return undefined
    const decoded = decodeValidationMessage(message)
    if (!decoded) return message
    if (field === 'full_name') {
      return decoded.code === 'max_length'
        ? t`Please keep the name shorter.`
        : t`Please enter their name.`
    }
    if (field === 'phone_number') {
      return t`Enter their Nepali number: a 10-digit mobile, or for home or work a landline with its area code.`
    }
    return t`Please choose one.`
  }

  const submit = form.handleSubmit(async (values) => {
    setGeneral([])
    try {
      const added = await addReferee(values)
      showSnackbar(t`${added.full_name} is added to your referees.`, 'success')
      form.reset(empty())
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      if (error.status !== 400) return
      const mapped = mapServerErrors(error.body, { knownFields: FIELDS })
      for (const [name, messages] of Object.entries(mapped.fields)) {
        form.setError(name as Path<RefereeInput>, { type: 'server', message: messages.join(' ') })
      }
      setGeneral(mapped.general.flatMap((entry) => entry.messages))
    }
  })

  const phoneError = say('phone_number', errors.phone_number?.message)
  return (
    <form className="box" onSubmit={submit} noValidate aria-labelledby={`${phoneId}-title`}>
      <h2 className="title is-5" id={`${phoneId}-title`}>
        <Trans>Add a referee</Trans>
      </h2>
      <TextField
        label={t({ message: 'Full name', context: 'referrer' })}
        autoComplete="off"
        error={say('full_name', errors.full_name?.message)}
        {...form.register('full_name')}
      />
      <Choice
        label={t`Phone type`}
        options={PHONE_TYPES.map((value) => ({ value, label: phoneTypeText(value) }))}
        error={say('phone_type', errors.phone_type?.message)}
        register={form.register('phone_type')}
      />
      <div className="field">
        <label className="label" htmlFor={phoneId}>
          <Trans>Phone number</Trans>
        </label>
        <div className="field has-addons mb-0">
          <p className="control">
            <span className="button is-static country-code">{DEFAULT_COUNTRY_CODE}</span>
          </p>
          <p className="control is-expanded">
            <input
              id={phoneId}
              className={`input${phoneError ? ' is-danger' : ''}`}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              aria-invalid={phoneError ? true : undefined}
              aria-describedby={phoneError ? `${phoneId}-error` : undefined}
              {...form.register('phone_number')}
            />
          </p>
        </div>
        {phoneError ? (
          <p className="help is-danger" id={`${phoneId}-error`}>
            {phoneError}
          </p>
        ) : null}
      </div>
      <Choice
        label={t`Relation`}
        options={REFEREE_RELATIONS.map((value) => ({ value, label: relationText(value) }))}
        error={say('relation', errors.relation?.message)}
        register={form.register('relation')}
      />
      {general.length ? (
        <div className="notification is-danger is-light" role="alert">
          {general.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      ) : null}
      <button
        type="submit"
        className={`button is-primary${form.formState.isSubmitting ? ' is-loading' : ''}`}
        disabled={form.formState.isSubmitting}
      >
        <Trans>Add referee</Trans>
      </button>
    </form>
  )
}
