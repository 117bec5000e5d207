import { describe, expect, it } from 'vitest'
import { accountIssues } from '../testing/account-issues.js'
import {
  changePasswordFormSchema,
  changePasswordPayloadSchema,
  resetPasswordPayloadSchema,
  setPasswordFormSchema,
  signupPasswordPayloadSchema,
} from './password.js'

describe('a new password, typed twice', () => {
  it('is taken when it follows the rules and both match', () => {
    expect(
      setPasswordFormSchema.parse({ password: 'Himalaya2026', confirm: 'Himalaya2026' }),
    ).toEqual({ password: 'Himalaya2026', confirm: 'Himalaya2026' })
  })

  it('says each of the provider’s refusals, and a mismatch under the confirmation, together', () => {
    expect(accountIssues(setPasswordFormSchema, { password: 'abc', confirm: 'abd' })).toEqual({
      password: ['password_too_short{"min":8}'],
      confirm: ['password_mismatch'],
    })
    expect(
      accountIssues(setPasswordFormSchema, { password: '12345678', confirm: '12345678' }),
    ).toEqual({ password: ['password_numeric'] })
    for (const password of ['        ', 'aaaaaaaa']) {
      expect(accountIssues(setPasswordFormSchema, { password, confirm: password })).toEqual({
        password: ['password_common'],
      })
    }
    const long = 'a1'.repeat(65)
    expect(accountIssues(setPasswordFormSchema, { password: long, confirm: long })).toEqual({
      password: ['too_long{"max":128}'],
    })
    // Exactly 8 and exactly 128 characters are allowed.
    for (const password of ['abcdefg1', 'a1'.repeat(64)]) {
      expect(accountIssues(setPasswordFormSchema, { password, confirm: password })).toEqual({})
    }
  })

  it('a change asks for the current password too', () => {
    expect(
      accountIssues(changePasswordFormSchema, {
        old_password: '',
        new_password: 'Annapurna2026',
        confirm: 'Annapurna2025',
      }),
    ).toEqual({ old_password: ['current_password_required'], confirm: ['password_mismatch'] })
    expect(
      changePasswordFormSchema.parse({
        old_password: 'x',
        new_password: 'Annapurna2026',
        confirm: 'Annapurna2026',
      }),
    ).toMatchObject({ old_password: 'x', new_password: 'Annapurna2026' })
  })
})

describe('the payloads the demo API checks', () => {
  const ticket = {
    phone_number: '9841234567',
    verification_token: 'ticket',
    password: 'Himal@2025',
  }

  it('sign-up: the ticket, the password, the name and an optional email (null when none)', () => {
    expect(signupPasswordPayloadSchema.parse({ ...ticket, full_name: ' Asha ' })).toEqual({
      ...ticket,
      full_name: 'Asha',
      email: null,
    })
    expect(
      accountIssues(signupPasswordPayloadSchema, {
        ...ticket,
        verification_token: '',
        password: '12345678',
        full_name: '',
        email: 'asha@',
      }),
    ).toEqual({
      verification_token: ['required'],
      password: ['password_numeric'],
      full_name: ['name_required'],
      email: ['email_invalid'],
    })
  })

  it('reset and change: the same password rules', () => {
    expect(accountIssues(resetPasswordPayloadSchema, { ...ticket, password: 'ab1' })).toEqual({
      password: ['password_too_short{"min":8}'],
    })
    expect(
      accountIssues(changePasswordPayloadSchema, { old_password: '', new_password: '1234567890' }),
    ).toEqual({ old_password: ['current_password_required'], new_password: ['password_numeric'] })
    expect(
      accountIssues(changePasswordPayloadSchema, { old_password: 'x', new_password: 'xxxxxxxx' }),
    ).toEqual({ new_password: ['password_common'] })
    expect(
      accountIssues(resetPasswordPayloadSchema, { ...ticket, password: ' '.repeat(8) }),
    ).toEqual({ password: ['password_common'] })
  })
})
