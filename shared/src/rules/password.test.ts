import { describe, expect, it } from 'vitest'
import { passwordProblem, passwordStrength } from './password.js'

describe('new passwords', () => {
  it('are refused below 8 characters, above 128, or all digits, as the provider does', () => {
    expect(passwordProblem('Abc1234')).toBe('too_short')
    expect(passwordProblem('12345678')).toBe('numeric')
    expect(passwordProblem('a'.repeat(129))).toBe('too_long')
    expect(passwordProblem('Abcd1234')).toBeNull()
    expect(passwordProblem('काठमाडौं२०८२')).toBeNull()
  })

  it('are refused when blank or one character repeated: too easy to guess (issue 26)', () => {
    for (const password of [
      '        ',
      '\t\t\t\t  \n ',
      'aaaaaaaa',
      'ZZZZZZZZZZ',
      '!!!!!!!!',
      'कककककककक',
    ]) {
      expect(passwordProblem(password), JSON.stringify(password)).toBe('common')
    }
    expect(passwordProblem('aaaaaaab')).toBeNull()
    expect(passwordProblem(' Himal 2026 ')).toBeNull()
  })

  it.each([
    ['12345678', 'weak'],
    ['abcdefgh', 'weak'],
    ['Himalaya', 'fair'],
    ['himalaya26', 'fair'],
    ['Himalaya2026', 'strong'],
    ['himalaya-kathmandu', 'strong'],
    ['Sh0rt!', 'weak'],
  ] as const)('rates %s %s', (password, strength) => {
    expect(passwordStrength(password)).toBe(strength)
  })
})
