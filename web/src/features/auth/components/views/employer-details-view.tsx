import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import { hasOrganization } from '@jagir/shared/rules/organization'
import { NumberField } from '../../../../components/ui/number-field'
import { TextField } from '../../../../components/ui/text-field'
import { useLang } from '../../../../lib/lang'
import { useDistricts, useJobCategories } from '../../api/choices'
import { EMPLOYEE_COUNTS, saveOrganization } from '../../api/account-flows'
import { fetchCurrentUser, setCurrentUser } from '../../api/current-user'
import { applyServerErrors, GeneralErrors } from '../form-errors'
import { SelectField } from '../select-field'
import type { FlowProps } from './flow'

interface OrganizationFields {
  name: string
  category: string
  district: string
  address: string
  phone_number: string
  website: string
  employees: string
  about: string
}

/** Shown as is in both languages: it is what the user types. */
const scheme = 'https://'

const FIELDS = [
  'name',
  'category',
  'district',
  'address',
  'phone_number',
  'website',
  'employees',
  'about',
]

/** The employer's initial profile form: their organization (needed before posting a job). */
export function EmployerDetailsView({ user, finish }: FlowProps) {
  const { t } = useLingui()
  const lang = useLang()
  const categories = useJobCategories(lang) ?? []
  const districts = useDistricts(lang) ?? []
  const [general, setGeneral] = useState<string[]>([])
  const { register, control, handleSubmit, setError, formState } = useForm<OrganizationFields>({
    defaultValues: {
      name: user?.related_organizations[0]?.name ?? '',
      category: '',
      district: '',
      address: '',
      phone_number: user?.phone_number ?? '',
      website: '',
      employees: '',
      about: '',
    },
  })
  const { errors, isSubmitting } = formState
  const required = (value: string) => value.trim() !== '' || t`This field is required.`

  const submit = handleSubmit(async (values) => {
    setGeneral([])
    try {
      await saveOrganization(
        {
          ...values,
          category: Number(values.category),
          district: Number(values.district),
          website: values.website.trim() || null,
        },
        hasOrganization(user),
      )
    } catch (error) {
      return setGeneral(applyServerErrors(error, setError, FIELDS))
    }
    await setCurrentUser(await fetchCurrentUser())
    finish(t`Your organization's details are saved.`)
  })

  return (
    <form onSubmit={submit} noValidate>
      <GeneralErrors messages={general} />
      <TextField
        label={t`Organization name`}
        autoComplete="organization"
        error={errors.name?.message}
        {...register('name', { validate: required })}
      />
      <SelectField
        label={t`Industry`}
        placeholder={t`Choose…`}
        options={categories.map((item) => ({ value: item.id, label: item.name }))}
        error={errors.category?.message}
        {...register('category', { validate: required })}
      />
      <SelectField
        label={t`District`}
        placeholder={t`Choose…`}
        options={districts.map((item) => ({ value: item.id, label: item.name }))}
        error={errors.district?.message}
        {...register('district', { validate: required })}
      />
      <TextField
        label={t`Address`}
        autoComplete="street-address"
        error={errors.address?.message}
        {...register('address', { validate: required })}
      />
      <NumberField
        label={t`Phone`}
        phone
        autoComplete="tel"
        control={control}
        name="phone_number"
        rules={{
          validate: (value) =>
            /^\+?[0-9 -]{6,20}$/.test(value.trim()) || t`Please enter a phone number.`,
        }}
      />
      <TextField
        label={t`Website (optional)`}
        type="url"
        placeholder="https://"
        error={errors.website?.message}
        {...register('website', {
          validate: (value) =>
            value.trim() === '' ||
            /^https?:\/\/\S+$/.test(value.trim()) ||
            t`The website must start with ${scheme}`,
        })}
      />
      <SelectField
        label={t`Number of employees`}
        placeholder={t`Choose…`}
        options={EMPLOYEE_COUNTS.map((count) => ({ value: count, label: count }))}
        error={errors.employees?.message}
        {...register('employees', { validate: required })}
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
