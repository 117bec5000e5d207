import { describe, expect, it } from 'vitest'
import { ageOn, birthDateBounds, isAllowedBirthDate, todayInNepal } from './birth-date.js'

describe('a job seeker’s date of birth', () => {
  it('counts whole years, a birthday counting from its day', () => {
    expect(ageOn('2009-11-25', '2025-11-24')).toBe(15)
    expect(ageOn('2009-11-25', '2025-11-25')).toBe(16)
    expect(ageOn('2008-02-29', '2024-02-28')).toBe(15)
  })

  it('allows 16 to 100 years of age', () => {
    expect(isAllowedBirthDate('2009-11-25', '2025-11-25')).toBe(true)
    expect(isAllowedBirthDate('2009-11-26', '2025-11-25')).toBe(false)
    expect(isAllowedBirthDate('1925-11-25', '2025-11-25')).toBe(true)
    expect(isAllowedBirthDate('1924-11-25', '2025-11-25')).toBe(false)
    expect(isAllowedBirthDate('not a date', '2025-11-25')).toBe(false)
  })

  it('gives the picker bounds that agree with the rule', () => {
    const today = '2025-11-25'
    const { min, max } = birthDateBounds(today)
    expect(max).toBe('2009-11-25')
    expect(min).toBe('1924-11-26')
    expect(isAllowedBirthDate(min, today)).toBe(true)
    expect(isAllowedBirthDate(max, today)).toBe(true)
  })

  it('takes today as it is in Kathmandu (UTC+5:45)', () => {
    expect(todayInNepal(new Date('2025-11-24T18:20:00Z'))).toBe('2025-11-25')
    expect(todayInNepal(new Date('2025-11-24T18:10:00Z'))).toBe('2025-11-24')
  })
})
