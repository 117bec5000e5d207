import { useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import { PROVINCE_OPTIONS } from '@jagir/shared/rules/options'
import { hasOrganization } from '@jagir/shared/rules/organization'
import type { CurrentUser } from '@jagir/shared/schemas/user'
import { optionText, PROVINCE_TEXT } from '../../../components/job/option-labels'
import { NumberField } from '../../../components/ui/number-field'
import { TextField } from '../../../components/ui/text-field'
import { useLang } from '../../../lib/lang'
import { EMPLOYEE_COUNTS, saveOrganization } from '../api/account-flows'
import { useJobCategories, useProvinceDistricts } from '../api/choices'
import { fetchCurrentUser, setCurrentUser } from '../api/current-user'
import { applyServerErrors, GeneralErrors } from './form-errors'
import { LogoField } from './logo-field'
import { SelectField } from './select-field'

interface OrganizationFields {
  name: string
  category: string
  province: string
  district: string
  address: string
  phone_number: string
  email: string
  website: string
  employees: string
  about: string
  logo: string | null
}

/** Shown as is in both languages: it is what the user types. */
const scheme = 'https://'

const FIELDS = [
  'name',
  'category',
  'district',
  'address',
  'phone_number',
  'email',
  'website',
  'employees',
  'about',
  'logo',
]

/**
 * The employer's initial form (their organisation), which Post Job needs: the details dialog and
 * /signup/organization-details show this same form.
 */
export function OrganizationForm({
  user,
  onSaved,
}: {
  user: CurrentUser | null | undefined
  onSaved: (user: CurrentUser | null) => void
}) {
  const { t, i18n } = useLingui()
  const lang = useLang()
  const categories = useJobCategories(lang) ?? []
  const [general, setGeneral] = useState<string[]>([])
  const { register, control, handleSubmit, setError, setValue, formState } =
    useForm<OrganizationFields>({
      defaultValues: {
        name: user?.related_organizations[0]?.name ?? '',
        category: '',
        province: '',
        district: '',
        address: '',
        phone_number: user?.phone_number ?? '',
        email: '',
        website: '',
        employees: '',
        about: '',
        logo: null,
      },
    })
  const province = useWatch({ control, name: 'province' })
  const districts = useProvinceDistricts(lang, province) ?? []
  const { errors, isSubmitting } = formState
  const required = (value: string) => value.trim() !== '' || t`This field is required.`

  const submit = handleSubmit(async ({ province: _province, ...values }) => {
    setGeneral([])
    try {
      await saveOrganization(
        {
          ...values,
          category: Number(values.category),
          district: Number(values.district),
          website: values.website.trim() || null,
          email: values.email.trim() || null,
          logo: values.logo ?? undefined,
        },
        hasOrganization(user),
      )
    } catch (error) {
      return setGeneral(applyServerErrors(error, setError, FIELDS))
    }
    const updated = await fetchCurrentUser()
    await setCurrentUser(updated)
    onSaved(updated)
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
        label={t`Province`}
        placeholder={t`Choose…`}
        options={PROVINCE_OPTIONS.map((option) => ({
          value: option.value,
          label: optionText(i18n, PROVINCE_TEXT, option.value),
        }))}
        error={errors.province?.message}
        {...register('province', {
          validate: required,
          // The location cascade (spec section 4): a new province clears the district.
          onChange: () => setValue('district', ''),
        })}
      />
      <SelectField
        label={t`District`}
        placeholder={t`Choose…`}
        disabled={!province}
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
        label={t`Organization email (optional)`}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email', {
          validate: (value) =>
            value.trim() === '' ||
            /^\S+@\S+\.\S+$/.test(value.trim()) ||
            t`Please enter a valid email address.`,
        })}
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
      <div className="field">
        <label className="label" htmlFor="organization-about">
          <Trans>About the organization (optional)</Trans>
        </label>
        <textarea
          id="organization-about"
          className="textarea"
          rows={3}
          maxLength={3000}
          {...register('about')}
        />
      </div>
      <Controller
        control={control}
        name="logo"
        render={({ field }) => <LogoField value={field.value} onChange={field.onChange} />}
      />
      {errors.logo?.message ? <p className="help is-danger">{errors.logo.message}</p> : null}
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
