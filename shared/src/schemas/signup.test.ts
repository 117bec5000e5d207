import { describe, expect, it } from 'vitest'
import { accountIssues } from '../testing/account-issues.js'
import {
  accountNumberSchema,
  codeFormSchema,
  resetDetailsFormSchema,
  sendCodePayloadSchema,
  signupDetailsFormSchema,
  verifyCodePayloadSchema,
} from './signup.js'

describe('sign-up, step 1', () => {
  it('takes a name, a Nepali mobile as typed and an optional email, trimmed', () => {
    expect(
      signupDetailsFormSchema.parse({
        full_name: '  सीता गुरुङ ',
        phone_number: '+977 984-1234567',
        email: ' sita@example.com ',
      }),
    ).toEqual({ full_name: 'सीता गुरुङ', phone_number: '9841234567', email: 'sita@example.com' })
    expect(
      signupDetailsFormSchema.parse({ full_name: 'Sita', phone_number: '9841234567', email: '' }),
    ).toMatchObject({ email: '' })
  })

  it('says what is wrong with each field at once', () => {
    expect(
      accountIssues(signupDetailsFormSchema, {
        full_name: '   ',
        phone_number: '12345',
        email: 'ram@mail',
      }),
    ).toEqual({
      full_name: ['name_required'],
      phone_number: ['mobile_invalid'],
      email: ['email_invalid'],
    })
    expect(
      accountIssues(signupDetailsFormSchema, {
        full_name: 'क'.repeat(101),
        phone_number: '9541234567',
        email: '',
      }),
    ).toEqual({ full_name: ['too_long{"max":100}'], phone_number: ['mobile_invalid'] })
  })

  it('a forgotten password asks for the number alone', () => {
    expect(
      resetDetailsFormSchema.parse({ full_name: '', phone_number: '980 000 0004', email: '' }),
    ).toEqual({ full_name: '', phone_number: '9800000004', email: '' })
    expect(
      accountIssues(resetDetailsFormSchema, { full_name: '', phone_number: '', email: '' }),
    ).toEqual({ phone_number: ['mobile_invalid'] })
  })
})

describe('the code', () => {
  it('is its 6 digits', () => {
    expect(codeFormSchema.parse({ otp: ' 123456 ' })).toEqual({ otp: '123456' })
    for (const otp of ['12345', '1234567', '12a456', '']) {
      expect(accountIssues(codeFormSchema, { otp })).toEqual({ otp: ['otp_digits{"length":6}'] })
    }
  })
})

describe('the payloads the demo API checks', () => {
  it('send-otp: a Nepali number, for a job seeker unless an employer is said', () => {
    expect(sendCodePayloadSchema.parse({ phone_number: '+9779841234567' })).toEqual({
      phone_number: '9841234567',
      role: 'jobseeker',
    })
    expect(sendCodePayloadSchema.parse({ phone_number: '9841234567', role: 'employer' }).role).toBe(
      'employer',
    )
    expect(accountIssues(sendCodePayloadSchema, { phone_number: '12345', role: 'admin' })).toEqual({
      phone_number: ['mobile_invalid'],
      role: ['invalid_choice'],
    })
    expect(accountIssues(sendCodePayloadSchema, {})).toEqual({ phone_number: ['mobile_invalid'] })
  })

  it('password-reset send-otp: the number alone', () => {
    expect(accountNumberSchema.parse({ phone_number: '980-0000004' })).toEqual({
      phone_number: '9800000004',
    })
    expect(accountIssues(accountNumberSchema, { phone_number: '98000' })).toEqual({
      phone_number: ['mobile_invalid'],
    })
  })

  it('verify-otp: the number and the code', () => {
    expect(verifyCodePayloadSchema.parse({ phone_number: '9841234567', otp: '123456' })).toEqual({
      phone_number: '9841234567',
      otp: '123456',
    })
    expect(accountIssues(verifyCodePayloadSchema, { phone_number: '9841234567', otp: 1 })).toEqual({
      otp: ['otp_digits{"length":6}'],
    })
  })
})
