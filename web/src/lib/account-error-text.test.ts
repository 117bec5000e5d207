import { setupI18n } from '@lingui/core'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  ACCOUNT_MESSAGES,
  accountMessage,
  accountMessageEn,
  type AccountMessageCode,
} from '@jagir/shared/schemas/account-messages'
import { loadCatalog } from './i18n'
import { accountErrorText } from './account-error-text'

const en = setupI18n()
const ne = setupI18n()
beforeAll(async () => {
  en.loadAndActivate({ locale: 'en', messages: await loadCatalog('en') })
  ne.loadAndActivate({ locale: 'ne', messages: await loadCatalog('ne') })
})

const PARAMS = { max: 100, min: 16, length: 6, scheme: 'https://' }

describe('the account forms’ messages', () => {
  it('say in English what shared/ says, for every code', () => {
    for (const code of Object.keys(ACCOUNT_MESSAGES) as AccountMessageCode[]) {
      expect(accountErrorText(en, 'en', accountMessage(code, PARAMS))).toBe(
        accountMessageEn({ code, params: PARAMS }),
      )
    }
  })

  it('are all in Nepali, numbers in Devanagari digits', () => {
    for (const code of Object.keys(ACCOUNT_MESSAGES) as AccountMessageCode[]) {
      const nepali = accountErrorText(ne, 'ne', accountMessage(code, PARAMS))!
      expect(nepali).not.toBe(accountMessageEn({ code, params: PARAMS }))
      expect(nepali).not.toMatch(/[0-9{}]/)
    }
    expect(accountErrorText(ne, 'ne', accountMessage('password_too_short', { min: 8 }))).toBe(
      'कम्तीमा ८ अक्षर प्रयोग गर्नुहोस्।',
    )
    expect(
      accountErrorText(ne, 'ne', accountMessage('birth_date_age', { min: 16, max: 100 })),
    ).toBe('तपाईंको उमेर १६देखि १०० वर्षसम्म हुनुपर्छ।')
  })

  it('show a server’s own text as it came, and nothing for no error', () => {
    expect(accountErrorText(ne, 'ne', 'Enter a valid email address.')).toBe(
      'Enter a valid email address.',
    )
    expect(accountErrorText(en, 'en', undefined)).toBeUndefined()
  })
})
