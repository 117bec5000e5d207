import { useEffect, useState } from 'react'
import { Controller, useWatch } from 'react-hook-form'
import useSWR from 'swr'
import { Trans, useLingui } from '@lingui/react/macro'
import { PROVINCE_OPTIONS } from '@jagir/shared/rules/options'
import { hasOrganization } from '@jagir/shared/rules/organization'
import {
  EMPLOYEE_COUNTS,
  ORGANIZATION_ABOUT_MAX,
  organizationFormSchema,
  PAN_DIGITS,
  WEBSITE_SCHEME,
  type OrganizationFormInput,
} from '@jagir/shared/schemas/organization'
import type { CurrentUser } from '@jagir/shared/schemas/user'
import { optionText, PROVINCE_TEXT } from '../../../components/job/option-labels'
import { NumberField } from '../../../components/form/number-field'
import { TextField } from '../../../components/form/text-field'
import { formatNumber } from '../../../lib/format'
import { useLang } from '../../../lib/lang'
import { saveOrganization, type SavedOrganization } from '../api/account-flows'
import { apiFetch } from '../../../lib/api-client'
import { LoadState } from '../../../components/ui/load-state'
import { useJobCategories, useProvinceDistricts } from '../api/choices'
import { fetchCurrentUser, setCurrentUser } from '../api/current-user'
import { useAccountForm } from '../hooks/use-account-form'
import { FormErrors } from '../../../components/form/field-frame'
import { applyServerErrors } from '../../../components/form/server-errors'
import { SubmitButton } from '../../../components/form/submit-button'
import { LogoField } from './logo-field'
import { SelectField } from '../../../components/form/select-field'
import { SESSION_DRAFT_PREFIX } from '../../../lib/session-drafts'

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
  'pan',
  'logo',
]

/** The draft's key among the tab's kept drafts (signing out forgets it with the others). */
const DRAFT = `${SESSION_DRAFT_PREFIX}organization`
/** The draft keeps what was typed, never the logo: a file is chosen again after a reload. */
type Draft = Partial<Omit<OrganizationFormInput, 'logo'>>

/** What was typed and not saved yet, kept across a reload of this tab (its texts only). */
function readDraft(): Draft {
  const kept: Draft = {}
  try {
    const draft: unknown = JSON.parse(sessionStorage.getItem(DRAFT) ?? '{}')
    for (const [name, value] of Object.entries(draft ?? {})) {
      if (name !== 'logo' && typeof value === 'string') kept[name as keyof Draft] = value
    }
  } catch {
    // Storage unavailable, or not a draft: nothing was kept.
  }
  return kept
}

/** Keeps (or, with null, forgets) the draft; storage unavailable keeps nothing. */
function keepDraft(draft: Draft | null): void {
  try {
    if (draft) sessionStorage.setItem(DRAFT, JSON.stringify(draft))
    else sessionStorage.removeItem(DRAFT)
  } catch {
    // Nothing kept: a reload starts the form afresh.
  }
}

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
  const { t } = useLingui()
  const lang = useLang()
  // Editing: the form starts from what is saved (every field is sent again on save, so a form
  // started empty would blank the website, the PAN and the rest), shown once it is read.
  const editing = hasOrganization(user)
  const {
    data: saved,
    error,
    mutate,
  } = useSWR(editing ? (['/api/v1/employer/organization/', lang] as const) : null, ([path]) =>
    apiFetch<SavedOrganization>(path),
  )
  if (editing && !saved) {
    return <LoadState error={error} failed={t`Your organization's details could not be loaded.`} />
  }
  return (
    <OrganizationFields
      user={user}
      saved={saved ?? null}
      onSaved={(updated) => {
        // The next edit starts from what was just saved.
        if (editing) void mutate()
        onSaved(updated)
      }}
    />
  )
}

/** The form's own values from the saved organisation (selects and numbers as their strings). */
function savedValues(saved: SavedOrganization): Partial<OrganizationFormInput> {
  const text = (value: number | string | null | undefined) => (value == null ? '' : String(value))
  return {
    name: saved.name,
    category: text(saved.category),
    province: text(saved.province),
    district: text(saved.district),
    address: saved.address,
    phone_number: saved.phone_number,
    email: text(saved.email),
    website: text(saved.website),
    employees: text(saved.employees),
    about: saved.about,
    pan: text(saved.pan),
  }
}

function OrganizationFields({
  user,
  saved,
  onSaved,
}: {
  user: CurrentUser | null | undefined
  /** The organisation being edited, as saved; null for a new one. */
  saved: SavedOrganization | null
  onSaved: (user: CurrentUser | null) => void
}) {
  const { t, i18n } = useLingui()
  const lang = useLang()
  const categories = useJobCategories(lang) ?? []
  const [general, setGeneral] = useState<string[]>([])
  // Read once: a reload of the tab brings back what was typed (the sign-up's email first).
  const [draft] = useState(readDraft)
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState,
    errorOf,
    watch,
  } = useAccountForm(organizationFormSchema, {
    name: user?.related_organizations[0]?.name ?? '',
    category: '',
    province: '',
    district: '',
    address: '',
    phone_number: user?.phone_number ?? '',
    email: user?.email ?? '',
    website: '',
    employees: '',
    about: '',
    pan: '',
    ...(saved && savedValues(saved)),
    ...draft,
    logo: null,
  } satisfies OrganizationFormInput)
  useEffect(() => {
    const subscription = watch(({ logo: _logo, ...typed }) => keepDraft(typed))
    return () => subscription.unsubscribe()
  }, [watch])
  const panDigits = formatNumber(PAN_DIGITS, lang)
  const province = useWatch({ control, name: 'province' })
  const districts = useProvinceDistricts(lang, province) ?? []
  // A kept industry or district shows once its choices have loaded (a select cannot show a
  // value it has no option for yet).
  const loaded = `${categories.length} ${districts.length}`
  useEffect(() => {
    for (const name of ['category', 'district'] as const) {
      const value = getValues(name)
      if (value) setValue(name, value)
    }
  }, [loaded, getValues, setValue])

  const submit = handleSubmit(async (payload) => {
    setGeneral([])
    try {
      await saveOrganization(payload, saved !== null)
    } catch (error) {
      return setGeneral(applyServerErrors(error, setError, { knownFields: FIELDS }))
    }
    keepDraft(null)
    const updated = await fetchCurrentUser()
    await setCurrentUser(updated)
    onSaved(updated)
  })

  return (
    <form onSubmit={submit} noValidate>
      <FormErrors messages={general} />
      <TextField
        label={t`Organization name`}
        autoComplete="organization"
        error={errorOf('name')}
        {...register('name')}
      />
      <SelectField
        label={t`Industry`}
        placeholder={t`Choose…`}
        options={categories.map((item) => ({ value: item.id, label: item.name }))}
        error={errorOf('category')}
        {...register('category')}
      />
      <SelectField
        label={t`Province`}
        placeholder={t`Choose…`}
        options={PROVINCE_OPTIONS.map((option) => ({
          value: option.value,
          label: optionText(i18n, PROVINCE_TEXT, option.value),
        }))}
        error={errorOf('province')}
        {...register('province', {
          // The location cascade (docs/product.md#location-cascade): a new province clears the district.
          onChange: () => setValue('district', ''),
        })}
      />
      <SelectField
        label={t`District`}
        placeholder={t`Choose…`}
        disabled={!province}
        options={districts.map((item) => ({ value: item.id, label: item.name }))}
        error={errorOf('district')}
        {...register('district')}
      />
      <TextField
        label={t`Address`}
        autoComplete="street-address"
        error={errorOf('address')}
        {...register('address')}
      />
      <NumberField
        label={t`Phone`}
        phone
        autoComplete="tel"
        control={control}
        name="phone_number"
        error={errorOf('phone_number')}
      />
      <TextField
        label={t`Organization email (optional)`}
        type="email"
        autoComplete="email"
        error={errorOf('email')}
        {...register('email')}
      />
      <TextField
        label={t`Website (optional)`}
        // Not type="url": the browser would refuse www.example.com.np, which is given https://.
        type="text"
        inputMode="url"
        autoComplete="url"
        placeholder={`${WEBSITE_SCHEME}www.example.com.np`}
        error={errorOf('website')}
        {...register('website')}
      />
      <SelectField
        label={t`Number of employees`}
        placeholder={t`Choose…`}
        options={EMPLOYEE_COUNTS.map((count) => ({ value: count, label: count }))}
        error={errorOf('employees')}
        {...register('employees')}
      />
      <TextField
        label={t`PAN (optional)`}
        hint={t`Your organization's ${panDigits}-digit Permanent Account Number, printed on your tax invoices.`}
        inputMode="numeric"
        maxLength={PAN_DIGITS}
        error={errorOf('pan')}
        {...register('pan')}
      />
      <div className="field">
        <label className="label" htmlFor="organization-about">
          <Trans>About the organization (optional)</Trans>
        </label>
        <textarea
          id="organization-about"
          className="textarea"
          rows={3}
          maxLength={ORGANIZATION_ABOUT_MAX}
          {...register('about')}
        />
      </div>
      <Controller
        control={control}
        name="logo"
        render={({ field }) => (
          <LogoField value={field.value} onChange={field.onChange} error={errorOf('logo')} />
        )}
      />
      <SubmitButton submitting={formState.isSubmitting} fullWidth>
        <Trans>Save</Trans>
      </SubmitButton>
    </form>
  )
}
