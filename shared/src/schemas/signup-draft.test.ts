import { describe, expect, it } from 'vitest'
import { parseWithCodes } from '../errors/zod-issues.js'
import {
  employerSignupDraftSchema,
  isValidPhone,
  jobseekerSignupDraftSchema,
  otpSchema,
} from './signup-draft.js'

const codesOf = (schema: Parameters<typeof parseWithCodes>[0], input: unknown, field: string) => {
  const result = parseWithCodes(schema, input)
  return result.success ? [] : (result.messages[field] ?? []).map((m) => m.code)
}

describe('sign-up drafts', () => {
  it('the job seeker draft defaults to country code +977 and country Nepal', () => {
    expect(
      jobseekerSignupDraftSchema.parse({ fullName: 'सीता शर्मा', phoneNumber: '9841234567' }),
    ).toEqual({
      fullName: 'सीता शर्मा',
      phoneNumber: '9841234567',
      otp: '',
      countryCode: '+977',
      countryName: 'Nepal',
      countryFlag: '',
      email: '',
    })
  })
  it('Nepali mobile numbers: 10 digits starting 96, 97 or 98; other countries 6 to 15 digits', () => {
    for (const phone of ['9841234567', '9801234567', '9612345678', '9745678901'])
      expect(isValidPhone(phone), phone).toBe(true)
    for (const phone of [
      '984123456',
      '98412345678',
      '0141234567',
      '+9779841234567',
      '98412x4567',
    ]) {
      expect(isValidPhone(phone), phone).toBe(false)
    }
    expect(isValidPhone('4155552671', '+1')).toBe(true)
    expect(
      codesOf(jobseekerSignupDraftSchema, { fullName: 'Ram', phoneNumber: '12345' }, 'phoneNumber'),
    ).toEqual(['phone'])
  })
  it('full name required, any script; email optional but valid; code of 6 digits', () => {
    expect(
      codesOf(jobseekerSignupDraftSchema, { fullName: ' ', phoneNumber: '9841234567' }, 'fullName'),
    ).toEqual(['required'])
    expect(
      codesOf(
        jobseekerSignupDraftSchema,
        { fullName: 'Ram<script>', phoneNumber: '9841234567' },
        'fullName',
      ),
    ).toEqual(['invalid'])
    const withEmail = (email: string) => ({ fullName: 'Ram', phoneNumber: '9841234567', email })
    expect(codesOf(jobseekerSignupDraftSchema, withEmail('ram@'), 'email')).toEqual(['email'])
    expect(codesOf(jobseekerSignupDraftSchema, withEmail('ram@example.com.np'), 'email')).toEqual(
      [],
    )
    expect(codesOf(otpSchema, { otp: '12345' }, 'otp')).toEqual(['digits'])
    expect(otpSchema.parse({ otp: '123456' })).toEqual({ otp: '123456' })
  })
  it('the employer draft: phone number, code and the organization flag', () => {
    expect(employerSignupDraftSchema.parse({ phoneNumber: '9851234567' })).toEqual({
      phoneNumber: '9851234567',
      otp: '',
      isOrganization: true,
    })
    expect(codesOf(employerSignupDraftSchema, { phoneNumber: '' }, 'phoneNumber')).toEqual([
      'required',
    ])
  })
})
