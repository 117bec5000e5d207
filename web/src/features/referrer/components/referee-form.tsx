import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Trans, useLingui } from '@lingui/react/macro'
import { jagirErrorMap } from '@jagir/shared/errors/zod-issues'
import { DEFAULT_COUNTRY_CODE } from '@jagir/shared/rules/constants'
import { PHONE_TYPES, REFEREE_RELATIONS } from '@jagir/shared/rules/profile-options'
import { refereeSchema, type RefereeInput } from '@jagir/shared/schemas/referee'
import { useErrorText } from '../../../components/form/error-text'
import { describedBy, FieldFrame, FormErrors } from '../../../components/form/field-frame'
import { SelectField } from '../../../components/form/select-field'
import { applyServerErrors } from '../../../components/form/server-errors'
import { SubmitButton } from '../../../components/form/submit-button'
import { TextField } from '../../../components/form/text-field'
import { showSnackbar } from '../../../lib/snackbar'
import { addReferee, refreshReferees } from '../api/referrer'
import { usePhoneTypeText, useRelationText } from './referee-labels'

const FIELDS = ['full_name', 'phone_type', 'phone_number', 'relation'] as const

const empty = (): RefereeInput => ({
  full_name: '',
  phone_type: 'Mobile',
  phone_number: '',
  relation: 'Friend',
})

/**
 * Adds a referee: name, a Nepali number (+977 shown, not typed) of a phone type, and the
 * relation (docs/product.md#option-lists lists). A number already referred is refused under the number,
 * with what was typed kept.
 */
export function RefereeForm() {
  const { t } = useLingui()
  const phoneId = useId()
  const relationText = useRelationText()
  const phoneTypeText = usePhoneTypeText()
  const text = useErrorText()
  const [general, setGeneral] = useState<string[]>([])
  const form = useForm<RefereeInput>({
    resolver: zodResolver(refereeSchema, { error: jagirErrorMap }),
    defaultValues: empty(),
  })
  const errors = form.formState.errors
  const errorOf = (field: (typeof FIELDS)[number]) => text(errors[field]?.message)

  const submit = form.handleSubmit(async (values) => {
    setGeneral([])
    try {
      const added = await addReferee(values)
      // Emptied before the list is read again: the new entry can show before the card's counts
      // come back, and a next referee typed meanwhile must not be wiped.
      form.reset(empty())
      showSnackbar(t`${added.full_name} is added to your referees.`, 'success')
    } catch (error) {
      setGeneral(applyServerErrors(error, form.setError, { knownFields: FIELDS }))
      return
    }
    await refreshReferees()
  })

  const phoneError = errorOf('phone_number')
  return (
    <form className="box" onSubmit={submit} noValidate aria-labelledby={`${phoneId}-title`}>
      <h2 className="title is-5" id={`${phoneId}-title`}>
        <Trans>Add a referee</Trans>
      </h2>
      <TextField
        label={t({ message: 'Full name', context: 'referrer' })}
        autoComplete="off"
        error={errorOf('full_name')}
        {...form.register('full_name')}
      />
      <SelectField
        label={t`Phone type`}
        options={PHONE_TYPES.map((value) => ({ value, label: phoneTypeText(value) }))}
        error={errorOf('phone_type')}
        {...form.register('phone_type')}
      />
      <FieldFrame id={phoneId} label={<Trans>Phone number</Trans>} error={phoneError}>
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
              {...describedBy(phoneId, phoneError)}
              {...form.register('phone_number')}
            />
          </p>
        </div>
      </FieldFrame>
      <SelectField
        label={t`Relation`}
        options={REFEREE_RELATIONS.map((value) => ({ value, label: relationText(value) }))}
        error={errorOf('relation')}
        {...form.register('relation')}
      />
      <FormErrors messages={general} />
      <SubmitButton submitting={form.formState.isSubmitting}>
        <Trans>Add referee</Trans>
      </SubmitButton>
    </form>
  )
}
