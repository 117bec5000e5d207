import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import type { Lang } from '@jagir/shared/routes/table'
import type { SalaryBand } from '@jagir/shared/rules/options'
import { formatNumber } from '../../../../lib/format'

/** Marital status choices (docs/product.md#option-lists). */
export const MARITAL_TEXT: Record<string, MessageDescriptor> = {
  Married: msg`Married`,
  Unmarried: msg`Unmarried`,
}

/** The seeker statuses (docs/product.md#option-lists), as a job seeker says them of themselves. */
export const WORKING_STATUS_TEXT: Record<string, MessageDescriptor> = {
  actively_seeking: msg`I am actively looking for a job`,
  currently_working: msg`I am working, and open to a better job`,
  available: msg`I am available to start work`,
}

/** A salary band as a job seeker picks their expected pay: "Up to NRs 15,000 a month". */
export function expectedPayText(i18n: I18n, lang: Lang, band: SalaryBand): string {
  const amount = (value: number) => formatNumber(value, lang)
  if (band.min === null) return i18n._(msg`Up to NRs ${amount(band.max ?? 0)} a month`)
  if (band.max === null) return i18n._(msg`More than NRs ${amount(band.min - 1)} a month`)
  return i18n._(msg`From NRs ${amount(band.min)} to ${amount(band.max)} a month`)
}

/** Experience as a job seeker gives it: "Less than a year", "3 years", "10 years or more". */
export function experienceText(i18n: I18n, lang: Lang, months: number): string {
  const years = formatNumber(months / 12, lang)
  if (months === 0) return i18n._(msg`Less than a year`)
  if (months >= 120) return i18n._(msg`${years} years or more`)
  // The options read as one list: "Less than a year", "1 year", "2 years" … "10 years or more".
  return months === 12 ? i18n._(msg`1 year`) : i18n._(msg`${years} years`)
}
