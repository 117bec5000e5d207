import { describe, expect, it } from 'vitest'
import { amountInWords, AMOUNT_WORDS_MAX, numberInWords } from './amount-words.js'

describe('an amount in words on a tax invoice', () => {
  it("writes the issue's total of NPR 1,695 in both languages", () => {
    expect(amountInWords(1695, 'en')).toBe(
      'Nepalese Rupees One Thousand Six Hundred Ninety-Five only',
    )
    expect(amountInWords(1695, 'ne')).toBe('एक हजार छ सय पन्चानब्बे रुपैयाँ मात्र')
  })

  it('has a word of its own for each Nepali number below a hundred', () => {
    const words = Array.from({ length: 99 }, (_, i) => numberInWords(i + 1, 'ne'))
    // 99 different single words: none is made of tens and units.
    expect(new Set(words).size).toBe(99)
    for (const word of words) expect(word).not.toMatch(/\s/)
    expect(words.slice(0, 10)).toEqual([
      'एक',
      'दुई',
      'तीन',
      'चार',
      'पाँच',
      'छ',
      'सात',
      'आठ',
      'नौ',
      'दश',
    ])
    expect(numberInWords(11, 'ne')).toBe('एघार')
    expect(numberInWords(19, 'ne')).toBe('उन्नाइस')
    expect(numberInWords(25, 'ne')).toBe('पच्चीस')
    expect(numberInWords(49, 'ne')).toBe('उनन्चास')
    expect(numberInWords(50, 'ne')).toBe('पचास')
    expect(numberInWords(79, 'ne')).toBe('उनासी')
    expect(numberInWords(95, 'ne')).toBe('पन्चानब्बे')
    expect(numberInWords(99, 'ne')).toBe('उनान्सय')
  })

  it('writes English tens with a hyphen', () => {
    expect(numberInWords(21, 'en')).toBe('Twenty-One')
    expect(numberInWords(40, 'en')).toBe('Forty')
    expect(numberInWords(99, 'en')).toBe('Ninety-Nine')
    expect(numberInWords(13, 'en')).toBe('Thirteen')
  })

  it('groups by lakh and crore, not million, in both languages', () => {
    expect(numberInWords(99_999, 'en')).toBe('Ninety-Nine Thousand Nine Hundred Ninety-Nine')
    expect(numberInWords(1_00_000, 'en')).toBe('One Lakh')
    expect(numberInWords(1_00_000, 'ne')).toBe('एक लाख')
    expect(numberInWords(1_00_001, 'ne')).toBe('एक लाख एक')
    expect(numberInWords(99_99_999, 'en')).toBe(
      'Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine',
    )
    expect(numberInWords(99_99_999, 'ne')).toBe('उनान्सय लाख उनान्सय हजार नौ सय उनान्सय')
    expect(numberInWords(1_00_00_000, 'en')).toBe('One Crore')
    expect(numberInWords(1_00_00_000, 'ne')).toBe('एक करोड')
    expect(numberInWords(12_34_56_789, 'en')).toBe(
      'Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine',
    )
    expect(numberInWords(12_34_56_789, 'ne')).toBe('बाह्र करोड चौँतीस लाख छपन्न हजार सात सय उनान्नब्बे')
    expect(numberInWords(1_00_00_00_000, 'ne')).toBe('एक अर्ब')
    expect(numberInWords(1_00_00_00_00_000, 'en')).toBe('One Kharab')
  })

  it('skips empty groups and writes zero', () => {
    expect(numberInWords(1_000, 'en')).toBe('One Thousand')
    expect(numberInWords(2_00_05_000, 'ne')).toBe('दुई करोड पाँच हजार')
    expect(numberInWords(0, 'en')).toBe('Zero')
    expect(numberInWords(0, 'ne')).toBe('शून्य')
    expect(amountInWords(0, 'en')).toBe('Nepalese Rupees Zero only')
  })

  it('writes paisa after the rupees', () => {
    expect(amountInWords(1130.5, 'en')).toBe(
      'Nepalese Rupees One Thousand One Hundred Thirty and Fifty Paisa only',
    )
    expect(amountInWords(1130.5, 'ne')).toBe('एक हजार एक सय तीस रुपैयाँ पचास पैसा मात्र')
    // Float noise does not make a paisa.
    expect(amountInWords(0.1 + 0.2, 'en')).toBe('Nepalese Rupees Zero and Thirty Paisa only')
  })

  it('refuses what it cannot write', () => {
    expect(() => numberInWords(-1, 'en')).toThrow(RangeError)
    expect(() => numberInWords(1.5, 'en')).toThrow(RangeError)
    expect(() => numberInWords(AMOUNT_WORDS_MAX + 1, 'ne')).toThrow(RangeError)
    expect(numberInWords(AMOUNT_WORDS_MAX, 'en')).toMatch(/^Ninety-Nine Kharab/)
    expect(() => amountInWords(Number.NaN, 'en')).toThrow(RangeError)
  })
})
