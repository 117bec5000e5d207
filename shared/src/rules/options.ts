/**
 * The option lists of docs/product.md#option-lists. Each option has its wire `value`, a stable translation
 * `key` (`<group>.<value>`; the web maps keys to Lingui messages) and its English label.
 */

/** One choice of an option list. */
export interface Option<V extends string | number = string> {
  value: V
  key: string
  label: string
}

/** An option list of a group: each value with its translation key and English label. */
export const optionList = <V extends string | number>(
  group: string,
  entries: readonly (readonly [V, string])[],
): readonly Option<V>[] =>
  entries.map(([value, label]) => ({
    value,
    key: `${group}.${String(value).toLowerCase()}`,
    label,
  }))

/** Values of an option list, as a tuple zod's enum accepts. */
export const JOB_LEVELS = ['top_level', 'senior_level', 'mid_level', 'entry_level'] as const
export type JobLevel = (typeof JOB_LEVELS)[number]
export const JOB_LEVEL_OPTIONS = optionList<JobLevel>('job_level', [
  ['top_level', 'Top Level'],
  ['senior_level', 'Senior Level'],
  ['mid_level', 'Mid Level'],
  ['entry_level', 'Entry Level'],
])

export const JOB_TYPES = [
  'full_time',
  'part_time',
  'contractual',
  'freelancing',
  'internship',
  'volunteer',
  'temporary',
  'traineeship',
] as const
export type JobType = (typeof JOB_TYPES)[number]
export const JOB_TYPE_OPTIONS = optionList<JobType>('job_type', [
  ['full_time', 'Full Time'],
  ['part_time', 'Part Time'],
  ['contractual', 'Contractual'],
  ['freelancing', 'Freelancing'],
  ['internship', 'Internship'],
  ['volunteer', 'Volunteer'],
  ['temporary', 'Temporary'],
  ['traineeship', 'Traineeship'],
])

export const SEEKER_STATUSES = ['actively_seeking', 'currently_working', 'available'] as const
export type SeekerStatus = (typeof SEEKER_STATUSES)[number]
export const GENDERS = ['Female', 'Male', 'Other'] as const
export type Gender = (typeof GENDERS)[number]
export const GENDER_OPTIONS = optionList<Gender>('gender', [
  ['Female', 'Female'],
  ['Male', 'Male'],
  ['Other', 'Other'],
])

export const MARITAL_STATUSES = ['Married', 'Unmarried'] as const
/** 0 to 120 months in steps of 12; 120 means 10 years or more. */
export const EXPERIENCE_MONTH_OPTIONS: readonly Option<number>[] = Array.from(
  { length: 11 },
  (_, index) => {
    const months = index * 12
    const label = months === 120 ? '10+ years' : `${index} ${index === 1 ? 'year' : 'years'}`
    return { value: months, key: `experience.${months}`, label }
  },
)

/** A salary band in NPR; `min`/`max` are inclusive, null when open. */
export interface SalaryBand extends Option {
  min: number | null
  max: number | null
}
export const SALARY_BANDS: readonly SalaryBand[] = (
  [
    ['below_15000', 'Below 15,000', null, 15000],
    ['15001_25000', '15,001 - 25,000', 15001, 25000],
    ['25001_35000', '25,001 - 35,000', 25001, 35000],
    ['35001_45000', '35,001 - 45,000', 35001, 45000],
    ['45001_55000', '45,001 - 55,000', 45001, 55000],
    ['above_55000', 'Above 55,000', 55001, null],
  ] as const
).map(([value, label, min, max]) => ({ value, key: `salary_band.${value}`, label, min, max }))

export const SHIFTS = ['Regular', 'Morning', 'Day', 'Evening', 'Flexible'] as const
export type Shift = (typeof SHIFTS)[number]
export const SHIFT_OPTIONS = optionList<Shift>('shift', [
  ['Regular', 'Regular'],
  ['Morning', 'Morning'],
  ['Day', 'Day'],
  ['Evening', 'Evening'],
  ['Flexible', 'Flexible'],
])

export const PERIOD_UNIT_OPTIONS = optionList('period_unit', [
  ['Day', 'Day'],
  ['Week', 'Week'],
  ['Month', 'Month'],
  ['Year', 'Year'],
])

/** Offered salary units (docs/product.md#option-lists). */
export const SALARY_UNITS = ['Hourly', 'Daily', 'Weekly', 'Monthly', 'Yearly'] as const
export type SalaryUnit = (typeof SALARY_UNITS)[number]
export const SALARY_UNIT_OPTIONS = optionList<SalaryUnit>('salary_unit', [
  ['Hourly', 'Hourly'],
  ['Daily', 'Daily'],
  ['Weekly', 'Weekly'],
  ['Monthly', 'Monthly'],
  ['Yearly', 'Yearly'],
])

export const RATING_OPTIONS: readonly Option<number>[] = [1, 2, 3, 4, 5].map((value) => ({
  value,
  key: `rating.${value}`,
  label: String(value),
}))

/** Nepal's seven provinces, ids 1 to 7 (names as the provinces' own sites give them). */
export const PROVINCE_OPTIONS = optionList<number>('province', [
  [1, 'Koshi Province'],
  [2, 'Madhesh Province'],
  [3, 'Bagmati Province'],
  [4, 'Gandaki Province'],
  [5, 'Lumbini Province'],
  [6, 'Karnali Province'],
  [7, 'Sudurpashchim Province'],
])

export const QUESTION_TYPES = ['radio', 'dropdown', 'text', 'textarea'] as const
export type QuestionType = (typeof QUESTION_TYPES)[number]
export const QUESTION_TYPE_OPTIONS = optionList<QuestionType>('question_type', [
  ['radio', 'Single Choice'],
  ['dropdown', 'Dropdown'],
  ['text', 'Short Answer'],
  ['textarea', 'Multi-line Answer'],
])

/** Preferences for education and experience (docs/product.md#education-and-experience). */
export const PREFERENCES = ['required', 'preferred', 'not_required'] as const
export type Preference = (typeof PREFERENCES)[number]
/** Age criteria: 'more' (Above) sets min_age, 'less' (Below) sets max_age. */
export const AGE_UNITS = ['more', 'less'] as const
export type AgeUnit = (typeof AGE_UNITS)[number]
export const AGE_UNIT_OPTIONS = optionList<AgeUnit>('age_unit', [
  ['more', 'Above'],
  ['less', 'Below'],
])

export const EXPERIENCE_UNIT_OPTIONS = optionList('experience_unit', [['Year', 'Year']])

export const SITE_LANGUAGES = ['en', 'ne'] as const
export type SiteLanguage = (typeof SITE_LANGUAGES)[number]
