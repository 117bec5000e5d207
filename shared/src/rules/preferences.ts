import { MONTHS_PER_YEAR } from './constants.js'
import type { Preference } from './options.js'

/** A degree id, the 'Not Required' choice, or nothing chosen yet. */
export type EducationChoice = number | 'not_required' | null

/** Education preference (docs/product.md#education-and-experience): checked gives required, a level alone preferred. */
export function educationPreference(level: EducationChoice, mustHave: boolean): Preference {
  if (level === null || level === 'not_required') return 'not_required'
  return mustHave ? 'required' : 'preferred'
}

/** The education must-have box is disabled when 'Not Required' (or nothing) is chosen. */
export const isEducationMustHaveDisabled = (level: EducationChoice): boolean =>
  level === null || level === 'not_required'

/** Choosing a level: 'Not Required' unchecks the must-have box. */
export function chooseEducationLevel(level: EducationChoice, mustHave: boolean) {
  return {
    education_level: level,
    education_must_have: isEducationMustHaveDisabled(level) ? false : mustHave,
  }
}

/** True when the typed experience is a value other than empty or '0'. */
export function hasExperienceValue(years: number | string | null | undefined): boolean {
  if (years === null || years === undefined) return false
  const text = String(years).trim()
  return text !== '' && Number(text) !== 0 && !Number.isNaN(Number(text))
}

/** The experience must-have box is disabled when the value is empty or '0'. */
export const isExperienceMustHaveDisabled = (years: number | string | null | undefined): boolean =>
  !hasExperienceValue(years)

/** Experience preference (docs/product.md#education-and-experience): required when checked, preferred with a value. */
export function experiencePreference(
  years: number | string | null | undefined,
  mustHave: boolean,
): Preference {
  if (!hasExperienceValue(years)) return 'not_required'
  return mustHave ? 'required' : 'preferred'
}

/**
 * Years to whole months (times 12, to the nearest month), or null when the experience is not
 * required. A typed experience under half a month (0.01 years) is one month, not 0: 0 months
 * with the box checked is refused by the provider, and unchecked it reads back as no experience.
 */
export function experienceMonths(years: number, preference: Preference): number | null {
  if (preference === 'not_required') return null
  return Math.max(1, Math.round(years * MONTHS_PER_YEAR))
}

/** Months read back to the years the form shows; null reads as 0. */
export const experienceYears = (months: number | null | undefined): number =>
  months ? months / MONTHS_PER_YEAR : 0
