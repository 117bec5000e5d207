import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import type { Lang } from '@jagir/shared/routes/table'
import { DEFAULT_CURRENCY } from '@jagir/shared/rules/constants'
import { SALARY_UNITS, type SalaryUnit } from '@jagir/shared/rules/options'
import { formatNumber } from '../../lib/format'
import { optionText, SALARY_UNIT_TEXT } from './option-labels'

/** An offered salary as a job reads it back (docs/product.md#salary); any part may be missing. */
export interface SalaryRead {
  currency?: string | null
  operator?: string | null
  minimum?: number | string | null
  maximum?: number | string | null
  unit?: string | null
}

const amountOf = (value: number | string | null | undefined): number | null => {
  if (value === null || value === undefined || value === '') return null
  const number = Number(value)
  return Number.isFinite(number) ? number : null
}

const NEGOTIABLE = msg`Negotiable`
const NRS = msg`NRs`

/**
 * A salary as people read it: "NRs 30,000 per month" when fixed, "NRs 25,000 – 35,000 per
 * month" for a range, "Negotiable" when no amount is given; digits in the interface language.
 */
export function salaryText(i18n: I18n, lang: Lang, salary: SalaryRead | null | undefined): string {
  const minimum = amountOf(salary?.minimum)
  if (minimum === null) return i18n._(NEGOTIABLE)
  const maximum = amountOf(salary?.maximum)
  const currency =
    !salary?.currency || salary.currency === DEFAULT_CURRENCY ? i18n._(NRS) : salary.currency
  const unit = (SALARY_UNITS as readonly string[]).includes(salary?.unit ?? '')
    ? (salary!.unit as SalaryUnit)
    : 'Monthly'
  const period = optionText(i18n, SALARY_UNIT_TEXT, unit)
  const min = formatNumber(minimum, lang)
  if (maximum === null || maximum === minimum) {
    return i18n._(msg`${currency} ${min} ${period}`)
  }
  const max = formatNumber(maximum, lang)
  return i18n._(msg`${currency} ${min} – ${max} ${period}`)
}
