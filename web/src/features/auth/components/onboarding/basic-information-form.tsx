import { useState, type ReactNode } from 'react'
import { useWatch } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import { birthDateBounds, todayInNepal } from '@jagir/shared/rules/birth-date'
import {
  EXPERIENCE_MONTH_OPTIONS,
  GENDERS,
  MARITAL_STATUSES,
  PROVINCE_OPTIONS,
  SALARY_BANDS,
} from '@jagir/shared/rules/options'
import {
  basicInformationFormEmpty,
  basicInformationFormSchema,
  STREET_MAX,
  type BasicInformationFormInput,
} from '@jagir/shared/schemas/basic-information'
import type { CurrentUser } from '@jagir/shared/schemas/user'
import { GENDER_TEXT, optionText, PROVINCE_TEXT } from '../../../../components/job/option-labels'
import { FormDateField } from '../../../../components/form/date-field'
import { TextField } from '../../../../components/form/text-field'
import { useLang } from '../../../../lib/lang'
import { saveJobseekerBasics } from '../../api/account-flows'
import { useDistrictCities, useEducationDegrees, useProvinceDistricts } from '../../api/choices'
import type { OnboardingSaved } from '../../api/onboarding'
import { useAccountForm } from '../../hooks/use-account-form'
import { readStepDraft, useKeepStepDraft } from '../../hooks/use-step-draft'
import { FormErrors } from '../../../../components/form/field-frame'
import { applyServerErrors } from '../../../../components/form/server-errors'
import { SubmitButton } from '../../../../components/form/submit-button'
import { SelectField } from '../../../../components/form/select-field'
import { expectedPayText, experienceText, MARITAL_TEXT } from './choice-text'

type BasicValues = BasicInformationFormInput

const EMPTY = basicInformationFormEmpty()

const DRAFT = 'basic-information'
const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value)

/** The form's values from what was saved before, if anything. */
function savedValues(
  saved: OnboardingSaved['basic_information'] | undefined,
): Partial<BasicValues> {
  if (!saved) return {}
  return {
    gender: text(saved.gender),
    date_of_birth: text(saved.date_of_birth),
    marital_status: text(saved.marital_status),
    province: text(saved.province),
    district: text(saved.district),
    city: text(saved.city),
    address: saved.address,
    education_degree: text(saved.education_degree),
    experience_months: text(saved.experience_months),
    expected_salary_band: text(saved.expected_salary_band),
  }
}

interface BasicInformationFormProps {
  saved?: OnboardingSaved['basic_information']
  onSaved: (user: CurrentUser) => void
  /** Buttons before the submit button (Back). */
  children?: ReactNode
  submitLabel: ReactNode
}

/**
 * A job seeker's basic information: gender, date of birth (Bikram Sambat in Nepali), marital
 * status, current address (province, district, municipality, street), education, experience and
 * expected pay. Onboarding step 3 and the details dialog show this form; what is typed is kept for
 * the tab until onboarding ends.
 */
export function BasicInformationForm(props: BasicInformationFormProps) {
  const { saved, onSaved, children, submitLabel } = props
  const { t, i18n } = useLingui()
  const lang = useLang()
  const [general, setGeneral] = useState<string[]>([])
  const { register, control, handleSubmit, setError, setValue, watch, formState, errorOf } =
    useAccountForm(basicInformationFormSchema, {
      ...EMPTY,
      ...savedValues(saved),
      ...readStepDraft<BasicValues>(DRAFT),
    })
  useKeepStepDraft(DRAFT, watch)
  const [province, district, city, degree] = useWatch({
    control,
    name: ['province', 'district', 'city', 'education_degree'],
  })
  const districts = useProvinceDistricts(lang, province) ?? []
  const cities = useDistrictCities(lang, district) ?? []
  const degrees = useEducationDegrees(lang) ?? []
  const choose = t`Choose…`

  const submit = handleSubmit(async (payload) => {
    setGeneral([])
    try {
      const user = await saveJobseekerBasics(payload)
      onSaved(user)
    } catch (error) {
      setGeneral(applyServerErrors(error, setError, { knownFields: Object.keys(EMPTY) }))
    }
  })

  return (
    <form onSubmit={submit} noValidate>
      <FormErrors messages={general} />
      <SelectField
        label={t`Gender`}
        placeholder={choose}
        options={GENDERS.map((gender) => ({ value: gender, label: i18n._(GENDER_TEXT[gender]) }))}
        error={errorOf('gender')}
        {...register('gender')}
      />
      <FormDateField
        label={t`Date of birth`}
        control={control}
        name="date_of_birth"
        {...birthDateBounds(todayInNepal())}
        error={errorOf('date_of_birth')}
      />
      <SelectField
        label={t`Marital status (optional)`}
        placeholder={choose}
        options={MARITAL_STATUSES.map((value) => ({
          value,
          label: optionText(i18n, MARITAL_TEXT, value),
        }))}
        error={errorOf('marital_status')}
        {...register('marital_status')}
      />
      <fieldset className="mb-4">
        <legend className="label">
          <Trans>Current address</Trans>
        </legend>
        <SelectField
          label={t`Province`}
          placeholder={choose}
          options={PROVINCE_OPTIONS.map((option) => ({
            value: option.value,
            label: optionText(i18n, PROVINCE_TEXT, option.value),
          }))}
          error={errorOf('province')}
          {...register('province', {
            // The location cascade (docs/product.md#sign-up-and-onboarding): a new province clears what is below it.
            onChange: () => {
              setValue('district', '')
              setValue('city', '')
            },
          })}
        />
        <SelectField
          label={t`District`}
          placeholder={choose}
          disabled={!province}
          options={districts.map((item) => ({ value: item.id, label: item.name }))}
          error={errorOf('district')}
          // Controlled: its choices arrive after a kept value does.
          value={district}
          {...register('district', { onChange: () => setValue('city', '') })}
        />
        <SelectField
          label={t`Municipality (optional)`}
          placeholder={choose}
          disabled={!district}
          options={cities.map((item) => ({ value: item.id, label: item.name }))}
          error={errorOf('city')}
          // Controlled: its choices arrive after a kept value does.
          value={city}
          {...register('city')}
        />
        <TextField
          label={t`Street or tole (optional)`}
          autoComplete="address-line1"
          maxLength={STREET_MAX}
          error={errorOf('address')}
          {...register('address')}
        />
      </fieldset>
      <SelectField
        label={t`Education level`}
        placeholder={choose}
        options={degrees.map((item) => ({ value: item.id, label: item.name }))}
        error={errorOf('education_degree')}
        // Controlled: its choices arrive after a kept value does.
        value={degree}
        {...register('education_degree')}
      />
      <SelectField
        label={t`Work experience`}
        placeholder={choose}
        options={EXPERIENCE_MONTH_OPTIONS.map((option) => ({
          value: option.value,
          label: experienceText(i18n, lang, option.value),
        }))}
        error={errorOf('experience_months')}
        {...register('experience_months')}
      />
      <SelectField
        label={t`Expected salary (optional)`}
        placeholder={choose}
        options={SALARY_BANDS.map((band) => ({
          value: band.value,
          label: expectedPayText(i18n, lang, band),
        }))}
        error={errorOf('expected_salary_band')}
        {...register('expected_salary_band')}
      />
      <div className="buttons is-right">
        {children}
        <SubmitButton submitting={formState.isSubmitting}>{submitLabel}</SubmitButton>
      </div>
    </form>
  )
}
