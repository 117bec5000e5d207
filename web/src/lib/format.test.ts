import { describe, expect, it } from 'vitest'
import { formatNumber, localDigits } from './format'

describe('numbers in the interface language', () => {
  it('uses Devanagari digits in Nepali', () => {
    expect(formatNumber(12345, 'ne')).toBe('१२,३४५')
    expect(formatNumber(404, 'ne', { useGrouping: false })).toBe('४०४')
    expect(localDigits('+977-1-5550100', 'ne')).toBe('+९७७-१-५५५०१००')
  })

  it('uses Latin digits in English', () => {
    expect(formatNumber(12345, 'en')).toBe('12,345')
    expect(localDigits('+977-1-5550100', 'en')).toBe('+977-1-5550100')
  })
})

describe('numbers where the runtime has no Nepali data', () => {
  it('still come out in Devanagari digits', () => {
    const original = Intl.NumberFormat
    // Chromium ships without Nepali locale data: its formatter answers with Latin digits.
    const latinOnly = function (_locales?: string | string[], options?: Intl.NumberFormatOptions) {
      return new original('en-US', options)
    } as unknown as typeof Intl.NumberFormat
    Intl.NumberFormat = latinOnly
    try {
      expect(formatNumber(2026, 'ne', { useGrouping: false, minimumFractionDigits: 1 })).toBe(
        '२०२६.०',
      )
    } finally {
      Intl.NumberFormat = original
    }
  })
})
