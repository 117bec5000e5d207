import { describe, expect, it } from 'vitest'
import { loginKey } from './login.js'

describe('loginKey', () => {
  it('reads every spelling of a mobile number as its 10 digits', () => {
    for (const spelling of [
      '9800000005',
      ' 9800000005 ',
      '+9779800000005',
      '9779800000005',
      '009779800000005',
      '+977 980-000-0005',
      '980-0000005',
      '9 800000005',
      '9800000-005',
      '980.000.0005',
      '(980) 0000005',
      '९८०००००००५',
    ]) {
      expect(loginKey(spelling), spelling).toBe('9800000005')
    }
  })

  it('trims and lower-cases an e-mail address', () => {
    expect(loginKey('  Seeker@Jagir.DEMO ')).toBe('seeker@jagir.demo')
  })

  it('leaves anything else as typed, trimmed and lower-cased (no account is found by it)', () => {
    expect(loginKey(' 12345 ')).toBe('12345')
    expect(loginKey('+977 1 4123456')).toBe('+977 1 4123456')
    expect(loginKey('Ram')).toBe('ram')
  })
})
