import { describe, expect, it } from 'vitest'
import {
  chooseEducationLevel,
  educationPreference,
  experienceMonths,
  experiencePreference,
  experienceYears,
  isEducationMustHaveDisabled,
  isExperienceMustHaveDisabled,
} from './preferences.js'

describe('education preference', () => {
  it("choosing 'Not Required' gives not_required and unchecks and disables the must-have box", () => {
    expect(educationPreference('not_required', true)).toBe('not_required')
    expect(chooseEducationLevel('not_required', true)).toEqual({
      education_level: 'not_required',
      education_must_have: false,
    })
    expect(isEducationMustHaveDisabled('not_required')).toBe(true)
  })
  it('checking the box sets required; a level with the box unchecked gives preferred', () => {
    expect(educationPreference(5, true)).toBe('required')
    expect(educationPreference(5, false)).toBe('preferred')
    expect(isEducationMustHaveDisabled(5)).toBe(false)
    expect(chooseEducationLevel(5, true)).toEqual({ education_level: 5, education_must_have: true })
  })
  it('no level gives not_required', () => {
    expect(educationPreference(null, false)).toBe('not_required')
    expect(educationPreference(null, true)).toBe('not_required')
  })
})

describe('experience preference', () => {
  it('required when checked, preferred with a value but no check, not_required otherwise', () => {
    expect(experiencePreference(2, true)).toBe('required')
    expect(experiencePreference('2', false)).toBe('preferred')
    expect(experiencePreference('', true)).toBe('not_required')
    expect(experiencePreference(null, false)).toBe('not_required')
  })
  it("the box is disabled when the value is empty or '0'", () => {
    expect(isExperienceMustHaveDisabled('')).toBe(true)
    expect(isExperienceMustHaveDisabled('0')).toBe(true)
    expect(isExperienceMustHaveDisabled(0)).toBe(true)
    expect(isExperienceMustHaveDisabled(null)).toBe(true)
    expect(isExperienceMustHaveDisabled('1')).toBe(false)
  })
  it('years are sent as months (times 12), null when not_required', () => {
    expect(experienceMonths(3, 'required')).toBe(36)
    expect(experienceMonths(1.5, 'preferred')).toBe(18)
    expect(experienceMonths(2.3, 'preferred')).toBe(28)
    expect(experienceMonths(0.01, 'required')).toBe(1)
    expect(experienceMonths(3, 'not_required')).toBeNull()
  })
  it('months read back as years; no months read as 0', () => {
    expect(experienceYears(36)).toBe(3)
    expect(experienceYears(null)).toBe(0)
  })
})
