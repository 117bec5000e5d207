import { describe, expect, it } from 'vitest'
import { asciiDigits, devanagariDigits } from './digits.js'

describe('digits', () => {
  it('reads a mobile number typed in Devanagari as the ASCII number', () => {
    expect(asciiDigits('९८०००००००६')).toBe('9800000006')
    expect(asciiDigits('+९७७ 98०0')).toBe('+977 9800')
  })

  it('writes ASCII digits in Devanagari and back', () => {
    expect(devanagariDigits('12,500.5')).toBe('१२,५००.५')
    expect(asciiDigits(devanagariDigits('0123456789'))).toBe('0123456789')
  })
})
