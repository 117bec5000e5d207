import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import type {
  Gender,
  JobLevel,
  JobType,
  QuestionType,
  SalaryUnit,
  Shift,
} from '@jagir/shared/rules/options'

/**
 * Translated labels of the option lists of docs/product.md#option-lists, by the wire value `shared/` gives
 * each option. Unknown values (a provider adding one) fall back to the value itself.
 */
export const JOB_LEVEL_TEXT: Record<JobLevel, MessageDescriptor> = {
  top_level: msg`Top Level`,
  senior_level: msg`Senior Level`,
  mid_level: msg`Mid Level`,
  entry_level: msg`Entry Level`,
}

export const JOB_TYPE_TEXT: Record<JobType, MessageDescriptor> = {
  full_time: msg`Full Time`,
  part_time: msg`Part Time`,
  contractual: msg`Contractual`,
  freelancing: msg`Freelancing`,
  internship: msg`Internship`,
  volunteer: msg`Volunteer`,
  temporary: msg`Temporary`,
  traineeship: msg`Traineeship`,
}

export const SHIFT_TEXT: Record<Shift, MessageDescriptor> = {
  Regular: msg`Regular`,
  Morning: msg`Morning`,
  Day: msg({ message: 'Day', context: 'work shift' }),
  Evening: msg`Evening`,
  Flexible: msg`Flexible`,
}

export const GENDER_TEXT: Record<Gender, MessageDescriptor> = {
  Female: msg`Female`,
  Male: msg`Male`,
  Other: msg`Other`,
}

/** The pay period as it follows an amount: "NRs 30,000 per month". */
export const SALARY_UNIT_TEXT: Record<SalaryUnit, MessageDescriptor> = {
  Hourly: msg`per hour`,
  Daily: msg`per day`,
  Weekly: msg`per week`,
  Monthly: msg`per month`,
  Yearly: msg`per year`,
}

/** Province names by id (1 to 7). */
export const PROVINCE_TEXT: Record<number, MessageDescriptor> = {
  1: msg`Koshi Province`,
  2: msg`Madhesh Province`,
  3: msg`Bagmati Province`,
  4: msg`Gandaki Province`,
  5: msg`Lumbini Province`,
  6: msg`Karnali Province`,
  7: msg`Sudurpashchim Province`,
}

export const QUESTION_TYPE_TEXT: Record<QuestionType, MessageDescriptor> = {
  radio: msg`Single Choice`,
  dropdown: msg`Dropdown`,
  text: msg`Short Answer`,
  textarea: msg`Multi-line Answer`,
}

/** The label of `value` in `table`, or the value itself when the table does not know it. */
export function optionText(
  i18n: I18n,
  table: Readonly<Record<string, MessageDescriptor>>,
  value: string | number | null | undefined,
): string {
  if (value === null || value === undefined) return ''
  const descriptor = table[String(value)]
  return descriptor ? i18n._(descriptor) : String(value)
}

/** A job's types: the provider sends a list (`available_for`), an older answer a single value. */
export const jobTypesOf = (job: { available_for?: readonly string[] | string | null }): string[] =>
  Array.isArray(job.available_for)
    ? [...(job.available_for as readonly string[])]
    : typeof job.available_for === 'string'
      ? [job.available_for]
      : []

/** "1 year", "3 years" (Lingui's plural forms would put ICU words into the Nepali catalog). */
export const yearsText = (i18n: I18n, years: number, count: string): string =>
  years === 1 ? i18n._(msg`1 year`) : i18n._(msg`${count} years`)
