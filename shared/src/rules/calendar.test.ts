import { describe, expect, it } from 'vitest'
import { calendarOf, yearIn } from './calendar.js'

describe('one calendar per language', () => {
  it('Nepali pages show Bikram Sambat, English ones AD', () => {
    expect(calendarOf('ne')).toBe('BS')
    expect(calendarOf('en')).toBe('AD')
  })

  it('converts a year both ways and leaves a year in the page’s calendar as it is', () => {
    expect(yearIn(2071, 'BS', 'AD')).toBe(2014)
    expect(yearIn(2014, 'AD', 'BS')).toBe(2071)
    expect(yearIn(2080, 'BS', 'BS')).toBe(2080)
    expect(yearIn(yearIn(2023, 'AD', 'BS'), 'BS', 'AD')).toBe(2023)
  })
})
