import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import { GENDERS } from '@jagir/shared/rules/options'
import { GENDER_TEXT } from '../../../../components/job/option-labels'
import { TextField } from '../../../../components/ui/text-field'
import { useLang } from '../../../../lib/lang'
import { useDistricts } from '../../api/choices'
import { saveJobseekerBasics } from '../../api/account-flows'
import { setCurrentUser } from '../../api/current-user'
import { applyServerErrors, GeneralErrors } from '../form-errors'
import { SelectField } from '../select-field'
import type { FlowProps } from './flow'

interface BasicsFields {
  full_name: string
  gender: string
  date_of_birth: string
  district: string
}

/** A job seeker's basic details: name, gender, date of birth and home district. */
export function JobseekerDetailsView({ user, finish }: FlowProps) {
  const { t, i18n } = useLingui()
  const lang = useLang()
  const districts = useDistricts(lang) ?? []
  const [general, setGeneral] = useState<string[]>([])
  const { register, handleSubmit, setError, formState } = useForm<BasicsFields>({
    defaultValues: {
      full_name: user?.full_name ?? '',
      gender: '',
      date_of_birth: '',
      district: '',
    },
  })
  const { errors, isSubmitting } = formState
  const required = (value: string) => value.trim() !== '' || t`This field is required.`

  const submit = handleSubmit(async (values) => {
    setGeneral([])
    try {
      const updated = await saveJobseekerBasics({
        full_name: values.full_name.trim(),
        gender: values.gender,
        date_of_birth: values.date_of_birth,
        district: Number(values.district),
      })
      await setCurrentUser(updated)
    } catch (error) {
      return setGeneral(applyServerErrors(error, setError, Object.keys(values)))
    }
    finish(t`Your details are saved.`)
  })

  return (
    <form onSubmit={submit} noValidate>
      <GeneralErrors messages={general} />
      <TextField
        label={t`Full name`}
        autoComplete="name"
        error={errors.full_name?.message}
        {...register('full_name', { validate: required })}
      />
      <SelectField
        label={t`Gender`}
        placeholder={t`Choose…`}
        options={GENDERS.map((gender) => ({ value: gender, label: i18n._(GENDER_TEXT[gender]) }))}
        error={errors.gender?.message}
        {...register('gender', { validate: required })}
      />
      <TextField
        label={t`Date of birth`}
        type="date"
        autoComplete="bday"
        error={errors.date_of_birth?.message}
        {...register('date_of_birth', { validate: required })}
      />
      <SelectField
        label={t`District`}
        placeholder={t`Choose…`}
        options={districts.map((item) => ({ value: item.id, label: item.name }))}
        error={errors.district?.message}
        {...register('district', { validate: required })}
      />
      <button
        type="submit"
        className={`button is-primary is-fullwidth${isSubmitting ? ' is-loading' : ''}`}
        disabled={isSubmitting}
      >
        <Trans>Save</Trans>
      </button>
    </form>
  )
}
