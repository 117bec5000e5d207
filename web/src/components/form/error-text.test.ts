import { setupI18n } from '@lingui/core'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  encodeValidationMessage,
  VALIDATION_TEMPLATES,
  type ValidationCode,
} from '@jagir/shared/errors/validation-codes'
import {
  ACCOUNT_MESSAGES,
  accountMessage,
  type AccountMessageCode,
} from '@jagir/shared/schemas/account-messages'
import { loadCatalog } from '../../lib/i18n'
import { ERROR_TEXT, errorText } from './error-text'

const en = setupI18n()
const ne = setupI18n()
beforeAll(async () => {
  en.loadAndActivate({ locale: 'en', messages: await loadCatalog('en') })
  ne.loadAndActivate({ locale: 'ne', messages: await loadCatalog('ne') })
})

const PARAMS = { min: 16, max: 100, length: 10, network: 'Facebook', scheme: 'https://' }
const coded = (code: ValidationCode, params = {}) => encodeValidationMessage(code, params)
const validationCodes = Object.keys(VALIDATION_TEMPLATES) as ValidationCode[]
const accountCodes = Object.keys(ACCOUNT_MESSAGES) as AccountMessageCode[]
const langs = [
  ['en', en],
  ['ne', ne],
] as const

describe('one catalog of the forms’ messages', () => {
  it('words every code a form can raise, the shared checks’ and the account forms’', () => {
    const codes = new Set<string>([...validationCodes, ...accountCodes])
    expect(Object.keys(ERROR_TEXT).sort()).toEqual([...codes].sort())
  })

  it('says a code in the same words whichever form and field shows it, in both languages', () => {
    for (const [lang, i18n] of langs) {
      for (const code of validationCodes.filter((c) => c !== 'max_items')) {
        const underTitle = errorText(i18n, lang, coded(code, PARAMS), 'Job title')
        expect(errorText(i18n, lang, coded(code, PARAMS), 'Your name'), code).toBe(underTitle)
        expect(errorText(i18n, lang, coded(code, PARAMS)), code).toBe(underTitle)
      }
      // An account form's code and a shared check's code of the same meaning read the same.
      const same: [AccountMessageCode, ValidationCode][] = [
        ['required', 'required'],
        ['invalid', 'invalid'],
        ['invalid_choice', 'invalid_choice'],
        ['too_long', 'max_length'],
        ['email_invalid', 'email'],
        ['mobile_invalid', 'mobile'],
      ]
      for (const [account, validation] of same) {
        expect(errorText(i18n, lang, accountMessage(account, PARAMS)), account).toBe(
          errorText(i18n, lang, coded(validation, PARAMS)),
        )
      }
    }
    expect(errorText(en, 'en', coded('required'))).toBe('Please fill this in.')
    expect(errorText(ne, 'ne', accountMessage('required'))).toBe(
      errorText(ne, 'ne', coded('required'), 'पदको नाम'),
    )
  })

  it('has real Nepali for every code, numbers in Devanagari digits', () => {
    const messages = [
      ...validationCodes.map((code) => coded(code, PARAMS)),
      ...accountCodes.map((code) => accountMessage(code, PARAMS)),
    ]
    for (const message of messages) {
      const nepali = errorText(ne, 'ne', message, 'सीप')!
      expect(nepali, message).not.toBe(errorText(en, 'en', message, 'Skills'))
      expect(nepali, message).toMatch(/[\u0900-\u097F]/)
      expect(nepali, message).not.toMatch(/[0-9{}]/)
    }
    expect(errorText(ne, 'ne', coded('min_value', { min: 16 }))).toMatch(/१६/)
  })

  it("keeps the limit of a list in the product's words, naming the field", () => {
    expect(errorText(en, 'en', coded('max_items', { max: 10 }), 'Skills')).toBe(
      'Skills field must be less than or equal 10',
    )
    expect(errorText(ne, 'ne', coded('max_items', { max: 10 }), 'सीपहरू')).toBe(
      'सीपहरू: बढीमा १० वटा मात्र हुन सक्छन्',
    )
  })

  it("shows a server's own text as it came, and nothing for no error", () => {
    expect(errorText(ne, 'ne', 'A job with this title exists.')).toBe(
      'A job with this title exists.',
    )
    expect(errorText(en, 'en', undefined)).toBeUndefined()
  })
})
