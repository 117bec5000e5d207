import * as z from 'zod/mini'
import {
  isAllowedBirthDate,
  MAX_SEEKER_AGE,
  MIN_SEEKER_AGE,
  todayInNepal,
} from '../rules/birth-date.js'
import {
  EXPERIENCE_MONTH_OPTIONS,
  GENDERS,
  MARITAL_STATUSES,
  SALARY_BANDS,
} from '../rules/options.js'
import {
  anyText,
  chosen,
  chosenId,
  chosenIdOrNone,
  chosenOrNone,
  fullName,
  oneOfList,
  recordId,
  says,
} from './account-fields.js'

/**
 * A job seeker's basic information (onboarding step 3, the details dialog): the form's checks and
 * `PUT /jobseeker/onboarding/basic-information/`'s payload, which the demo API checks.
 */

/** The street or tole of the current address. */
export const STREET_MAX = 200
const BAND_VALUES = SALARY_BANDS.map((band) => band.value) as [string, ...string[]]
const EXPERIENCE_MONTHS = EXPERIENCE_MONTH_OPTIONS.map((option) => option.value)

/** A date of birth (`YYYY-MM-DD`, AD): someone 16 to 100 years old today in Nepal. */
export const birthDate = () =>
  z.string(says('birth_date_required')).check(
    z.minLength(1, { ...says('birth_date_required'), abort: true }),
    z.regex(z.regexes.date, { ...says('invalid'), abort: true }),
    z.refine(
      (day) => isAllowedBirthDate(day, todayInNepal()),
      says('birth_date_age', { min: MIN_SEEKER_AGE, max: MAX_SEEKER_AGE }),
    ),
  )

/** `PUT /jobseeker/onboarding/basic-information/`. */
export const basicInformationPayloadSchema = z.object({
  full_name: z.optional(fullName()),
  gender: oneOfList(GENDERS),
  date_of_birth: birthDate(),
  marital_status: z._default(z.nullable(oneOfList(MARITAL_STATUSES)), null),
  /** The current address: the district (required), the municipality and street (optional). */
  district: recordId(),
  city: z.optional(z.nullable(recordId())),
  address: z.optional(anyText(STREET_MAX)),
  /** Highest education (an education-degrees id). */
  education_degree: z.optional(z.nullable(recordId())),
  /** Experience in months, 0 to 120 in steps of 12 (docs/product.md#option-lists). */
  experience_months: z.optional(
    z
      .number(says('invalid_choice'))
      .check(z.refine((months) => EXPERIENCE_MONTHS.includes(months), says('invalid_choice'))),
  ),
  /** Expected salary band (docs/product.md#option-lists), e.g. `15001_25000`. */
  expected_salary_band: z.optional(z.nullable(oneOfList(BAND_VALUES))),
})
export type BasicInformationPayload = z.output<typeof basicInformationPayloadSchema>

/** The form: its selects give strings; a valid form gives the payload. */
export const basicInformationFormSchema = z.pipe(
  z.object({
    gender: chosen(GENDERS),
    date_of_birth: birthDate(),
    marital_status: chosenOrNone(MARITAL_STATUSES),
    /** Narrows the districts; not sent. */
    province: chosenId(),
    district: chosenId(),
    city: chosenIdOrNone(),
    address: anyText(STREET_MAX),
    education_degree: chosenId(),
    experience_months: chosen(EXPERIENCE_MONTHS.map(String)),
    expected_salary_band: chosenOrNone(BAND_VALUES),
  }),
  z.transform(({ province: _province, experience_months, ...values }): BasicInformationPayload => ({
    ...values,
    experience_months: Number(experience_months),
  })),
)
export type BasicInformationFormInput = z.input<typeof basicInformationFormSchema>

/**
 * The profile's personal details (name, gender, date of birth, marital status, district): the
 * part of the basic information the profile shows, edited there and saved with the same PUT.
 */
export const personalDetailsFormSchema = z.object({
  full_name: fullName(),
  gender: chosen(GENDERS),
  date_of_birth: birthDate(),
  marital_status: chosenOrNone(MARITAL_STATUSES),
  district: chosenId(),
})
export type PersonalDetailsFormInput = z.input<typeof personalDetailsFormSchema>
export type PersonalDetails = z.output<typeof personalDetailsFormSchema>

/** The form with nothing chosen or typed yet. */
export const basicInformationFormEmpty = (): BasicInformationFormInput => ({
  gender: '',
  date_of_birth: '',
  marital_status: '',
  province: '',
  district: '',
  city: '',
  address: '',
  education_degree: '',
  experience_months: '',
  expected_salary_band: '',
})
