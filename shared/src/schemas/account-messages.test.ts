import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import {
  ACCOUNT_MESSAGES,
  accountErrorMap,
  accountMessage,
  accountMessageEn,
  decodeAccountMessage,
} from './account-messages.js'

describe('account messages', () => {
  it('travel as a code with its parameters, and read back', () => {
    const message = accountMessage('too_long', { max: 100 })
    expect(decodeAccountMessage(message)).toEqual({ code: 'too_long', params: { max: 100 } })
    expect(accountMessageEn(decodeAccountMessage(message)!)).toBe('Use at most 100 characters.')
    expect(decodeAccountMessage(accountMessage('password_mismatch'))).toEqual({
      code: 'password_mismatch',
      params: {},
    })
  })

  it('leave any other text alone: a server’s own message is not one', () => {
    expect(decodeAccountMessage('Enter a valid email address.')).toBeNull()
    expect(decodeAccountMessage(undefined)).toBeNull()
    expect(decodeAccountMessage('{"account":"no_such_code","params":{}}')).toBeNull()
    expect(decodeAccountMessage('{"account":')).toBeNull()
    // Parameters other than numbers and text are dropped.
    expect(
      decodeAccountMessage('{"account":"too_long","params":{"max":5,"evil":{"a":1}}}'),
    ).toEqual({ code: 'too_long', params: { max: 5 } })
  })

  it('are written in English for every code, each parameter filled', () => {
    expect(accountMessageEn({ code: 'birth_date_age', params: { min: 16, max: 100 } })).toBe(
      'You must be 16 to 100 years old.',
    )
    for (const code of Object.keys(ACCOUNT_MESSAGES) as (keyof typeof ACCOUNT_MESSAGES)[]) {
      expect(accountMessageEn({ code, params: {} })).toMatch(/^[A-Z][^{}]*$/)
    }
  })

  it('say required for a value not given and invalid for one of the wrong type', () => {
    const schema = z.object({ name: z.string(), count: z.number() })
    const issues = z.safeParse(schema, { count: 'three' }, { error: accountErrorMap })
    expect(issues.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['name', accountMessage('required')],
      ['count', accountMessage('invalid')],
    ])
  })
})
