import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import type { Lang } from '@jagir/shared/routes/table'
import {
  educationPreference,
  experiencePreference,
  experienceYears,
} from '@jagir/shared/rules/preferences'
import { formatNumber } from '../../../lib/format'
import { GENDER_TEXT, optionText, yearsText } from '../../../components/job/option-labels'
import type { JobDetailRead, Named } from '../api/job-detail'

// shared/schemas/lookup (refId) and the step 3 mapping (which imports it) sit in a chunk with the
// wizard's zod schemas: importing them here would load zod with every job page. The two readings
// below are the read side of `fromJobDetailToAdditionalInfo` (gender, and age: Below only when
// just a maximum is set), kept in step with it by job-text.test.ts.

const refIdOf = (ref: unknown): number | null =>
  typeof ref === 'number' ? ref : ((ref as { id?: number } | null)?.id ?? null)

/** Names of a list of lookup references; bare ids (nothing to show) are left out. */
export function namesOf(refs: readonly unknown[] | null | undefined): string[] {
  return (refs ?? [])
    .map((ref) => (typeof ref === 'object' && ref !== null ? (ref as Named).name : null))
    .filter((name): name is string => typeof name === 'string' && name.trim() !== '')
}

const PREFERENCE_SUFFIX = {
  required: msg`required`,
  preferred: msg`preferred`,
}

/** "Bachelor (required)", "Bachelor (preferred)" or "Not required" (docs/product.md#education-and-experience, Education). */
export function educationText(i18n: I18n, job: JobDetailRead): string {
  const level = job.education_level
  const name = typeof level === 'object' && level !== null ? (level as Named).name : null
  const preference = educationPreference(refIdOf(level), !!job.is_education_specific)
  if (preference === 'not_required' || !name) return i18n._(msg`Not required`)
  const how = i18n._(PREFERENCE_SUFFIX[preference])
  return i18n._(msg`${name} (${how})`)
}

/** "3 years (required)", "10+ years (preferred)" or "Not required" (docs/product.md#education-and-experience, Experience). */
export function experienceText(i18n: I18n, lang: Lang, job: JobDetailRead): string {
  const months = job.setting?.min_experience_months ?? null
  const years = experienceYears(months)
  const preference = experiencePreference(years, !!job.setting?.is_experience_required)
  if (preference === 'not_required') return i18n._(msg`Not required`)
  const count = formatNumber(Math.round(years * 10) / 10, lang)
  const amount = years >= 10 ? i18n._(msg`${count}+ years`) : yearsText(i18n, years, count)
  const how = i18n._(PREFERENCE_SUFFIX[preference])
  return i18n._(msg`${amount} (${how})`)
}

/** The gender the employer prefers, or "Any" (docs/product.md#job-page-and-applying, setting). */
export function genderText(i18n: I18n, job: JobDetailRead): string {
  const setting = job.setting
  if (!setting?.is_gender_specific || !setting.gender) return i18n._(msg`Any`)
  return optionText(i18n, GENDER_TEXT, setting.gender)
}

/** "Above 18 years", "Below 35 years", or "Any" (Above sets min_age, Below max_age). */
export function ageText(i18n: I18n, lang: Lang, job: JobDetailRead): string {
  const setting = job.setting
  const below = setting?.max_age != null && setting.min_age == null
  const years = below ? setting?.max_age : setting?.min_age
  if (!setting?.is_age_specific || years == null) return i18n._(msg`Any`)
  const age = formatNumber(Number(years), lang, { useGrouping: false })
  return below ? i18n._(msg`Below ${age} years`) : i18n._(msg`Above ${age} years`)
}

/** Where the job is: the address, municipality, district and province that are known. */
export function placeText(job: JobDetailRead): string {
  const first = job.job_locations?.[0]?.address
  const address = typeof first === 'object' && first !== null ? first.address : null
  const info = job.location_info
  const parts = [address, info?.city?.name, info?.district?.name, info?.province?.name]
  const seen = new Set<string>()
  const kept = parts.filter((part): part is string => {
    const text = part?.trim()
    if (!text || seen.has(text)) return false
    seen.add(text)
    return true
  })
  return kept.length > 0 ? kept.join(', ') : (job.location ?? '')
}
