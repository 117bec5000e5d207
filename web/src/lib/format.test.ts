import { describe, expect, it } from 'vitest'
import { formatNumber, INTL_LOCALES, localDigits } from './format'

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

describe('whole numbers, written without the runtime formatter', () => {
  const intl = (value: number, lang: 'ne' | 'en', options?: Intl.NumberFormatOptions) =>
    localDigits(new Intl.NumberFormat(INTL_LOCALES[lang], options).format(value), lang)

  it('group as the runtime groups them: lakhs and crores in Nepali, thousands in English', () => {
    expect(formatNumber(1234567, 'ne')).toBe('१२,३४,५६७')
    expect(formatNumber(123456789, 'ne')).toBe('१२,३४,५६,७८९')
    expect(formatNumber(1234567, 'en')).toBe('1,234,567')
    expect(formatNumber(-45000, 'ne')).toBe('-४५,०००')
    expect(formatNumber(999, 'en')).toBe('999')
    expect(formatNumber(0, 'ne')).toBe('०')
    for (const value of [
      0,
      7,
      42,
      999,
      1000,
      12345,
      100000,
      9999999,
      10000000,
      -1234567,
      2 ** 40,
    ]) {
      for (const lang of ['ne', 'en'] as const) {
        expect(formatNumber(value, lang)).toBe(intl(value, lang))
        expect(formatNumber(value, lang, { useGrouping: false })).toBe(
          intl(value, lang, { useGrouping: false }),
        )
      }
    }
  })

  it('include rupee amounts, whose fractions show only when there are paisa', () => {
    const money = { minimumFractionDigits: 0, maximumFractionDigits: 2 }
    for (const value of [0, 1000, 169500, 12345678]) {
      for (const lang of ['ne', 'en'] as const) {
        expect(formatNumber(value, lang, money)).toBe(intl(value, lang, money))
      }
    }
    expect(formatNumber(169500, 'ne', money)).toBe('१,६९,५००')
  })

  it('leave fractions and other options to the runtime formatter', () => {
    expect(formatNumber(2.5, 'ne')).toBe('२.५')
    expect(formatNumber(1500.25, 'en')).toBe('1,500.25')
    expect(formatNumber(12, 'en', { minimumFractionDigits: 1 })).toBe('12.0')
  })
})
