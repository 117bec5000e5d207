import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import type { Lang } from '@jagir/shared/routes/table'
import { MONTHS_PER_YEAR } from '@jagir/shared/rules/constants'
import {
  EXPERIENCE_MONTH_OPTIONS,
  JOB_LEVEL_OPTIONS,
  JOB_TYPE_OPTIONS,
  PROVINCE_OPTIONS,
  SALARY_BANDS,
  type SalaryBand,
} from '@jagir/shared/rules/options'
import {
  JOB_LEVEL_TEXT,
  JOB_TYPE_TEXT,
  optionText,
  PROVINCE_TEXT,
  yearsText,
} from '../../../components/job/option-labels'
import { formatNumber } from '../../../lib/format'
import type { Choice } from '../../../components/form/filter-select'

/** "Below NRs 15,000", "NRs 15,001 – 25,000", "Above NRs 55,000" in the interface language. */
export function salaryBandText(i18n: I18n, lang: Lang, band: SalaryBand): string {
  const amount = (value: number) => formatNumber(value, lang)
  if (band.min === null && band.max !== null) return i18n._(msg`Below NRs ${amount(band.max)}`)
  if (band.max === null && band.min !== null) {
    return i18n._(msg`Above NRs ${amount(band.min - 1)}`)
  }
  return i18n._(msg`NRs ${amount(band.min ?? 0)} – ${amount(band.max ?? 0)}`)
}

/** "No experience", "1 year", "5 years", "10+ years": what a seeker has (months in steps of 12). */
export function experienceChoiceText(i18n: I18n, lang: Lang, months: number): string {
  if (months === 0) return i18n._(msg`No experience`)
  const years = months / MONTHS_PER_YEAR
  const count = formatNumber(years, lang)
  if (months >= 120) return i18n._(msg`${count}+ years`)
  return yearsText(i18n, years, count)
}

/** The fixed filters' choices (docs/product.md#option-lists), labelled in the interface language. */
export function fixedChoices(i18n: I18n, lang: Lang) {
  const choices = <T extends { value: string | number }>(
    options: readonly T[],
    label: (option: T) => string,
  ): Choice[] => options.map((option) => ({ value: String(option.value), label: label(option) }))
  return {
    province: choices(PROVINCE_OPTIONS, (o) => optionText(i18n, PROVINCE_TEXT, o.value)),
    level: choices(JOB_LEVEL_OPTIONS, (o) => optionText(i18n, JOB_LEVEL_TEXT, o.value)),
    type: choices(JOB_TYPE_OPTIONS, (o) => optionText(i18n, JOB_TYPE_TEXT, o.value)),
    salary: choices(SALARY_BANDS, (band) => salaryBandText(i18n, lang, band)),
    experience: choices(EXPERIENCE_MONTH_OPTIONS, (o) => experienceChoiceText(i18n, lang, o.value)),
  }
}
