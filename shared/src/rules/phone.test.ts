import { describe, expect, it } from 'vitest'
import { isNepaliMobile, normalizePhone } from './phone.js'

describe('Nepali mobile numbers', () => {
  it('are 10 digits starting 96, 97 or 98', () => {
    for (const number of ['9841234567', '9801234567', '9612345678', '9745678901']) {
      expect(isNepaliMobile(number)).toBe(true)
    }
    for (const number of ['984123456', '98412345678', '9541234567', '0141234567', 'abcdefghij']) {
      expect(isNepaliMobile(number)).toBe(false)
    }
  })
  it('may be typed with spaces, dashes and +977, and are kept as their 10 digits', () => {
    expect(normalizePhone('+977 984-123 4567')).toBe('9841234567')
    expect(normalizePhone('977-9841234567')).toBe('9841234567')
    expect(isNepaliMobile('+977 984-123 4567')).toBe(true)
    // +977 is only taken off before a whole number: a short one stays short.
    expect(normalizePhone('+977984123456')).toBe('+977984123456')
    expect(isNepaliMobile('+977984123456')).toBe(false)
  })
  it('may be typed in Devanagari digits, with brackets, dots or 00977, as every form of the site takes them', () => {
    expect(normalizePhone('९८४१ ००० ०००')).toBe('9841000000')
    expect(normalizePhone('(+977) 984.123.4567')).toBe('9841234567')
    expect(normalizePhone('00977 9841234567')).toBe('9841234567')
    expect(isNepaliMobile('९८४१२३४५६७')).toBe(true)
  })
})
