import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { accountIssues } from '../testing/account-issues.js'
import {
  basicInformationFormEmpty,
  basicInformationFormSchema,
  basicInformationPayloadSchema,
  type BasicInformationFormInput,
} from './basic-information.js'

// Ages are counted on today's date in Kathmandu: 15 June 2026 there.
beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date('2026-06-15T06:00:00Z'))
})
afterEach(() => {
  vi.useRealTimers()
})

const EMPTY = basicInformationFormEmpty()
const FILLED: BasicInformationFormInput = {
  ...EMPTY,
  gender: 'Female',
  date_of_birth: '1998-04-14',
  province: '3',
  district: '27',
  education_degree: '2',
  experience_months: '24',
}

describe('basic information, the form', () => {
  it('gives the payload: ids and months as numbers, optional choices null, the province left out', () => {
    expect(basicInformationFormSchema.parse(FILLED)).toEqual({
      gender: 'Female',
      date_of_birth: '1998-04-14',
      marital_status: null,
      district: 27,
      city: null,
      address: '',
      education_degree: 2,
      experience_months: 24,
      expected_salary_band: null,
    })
    expect(
      basicInformationFormSchema.parse({
        ...FILLED,
        marital_status: 'Unmarried',
        city: '301',
        address: ' Baneshwor ',
        expected_salary_band: '25001_35000',
        experience_months: '0',
      }),
    ).toMatchObject({
      marital_status: 'Unmarried',
      city: 301,
      address: 'Baneshwor',
      expected_salary_band: '25001_35000',
      experience_months: 0,
    })
  })

  it('says what is missing, each under its field', () => {
    expect(accountIssues(basicInformationFormSchema, EMPTY)).toEqual({
      gender: ['required'],
      date_of_birth: ['birth_date_required'],
      province: ['required'],
      district: ['required'],
      education_degree: ['required'],
      experience_months: ['required'],
    })
  })

  it('takes people 16 to 100 years old today in Nepal, and real days only', () => {
    const born = (date_of_birth: string) =>
      accountIssues(basicInformationFormSchema, { ...FILLED, date_of_birth })
    const age = ['birth_date_age{"min":16,"max":100}']
    expect(born('2010-06-15')).toEqual({})
    expect(born('2010-06-16')).toEqual({ date_of_birth: age })
    expect(born('1925-06-16')).toEqual({})
    expect(born('1925-06-15')).toEqual({ date_of_birth: age })
    expect(born('1999-02-29')).toEqual({ date_of_birth: ['invalid'] })
    expect(born('15/04/1998')).toEqual({ date_of_birth: ['invalid'] })
  })

  it('refuses choices no list offers (a value edited in the page)', () => {
    expect(
      accountIssues(basicInformationFormSchema, {
        ...FILLED,
        gender: 'Robot',
        marital_status: 'Divorced',
        district: '0',
        city: 'x',
        experience_months: '7',
        expected_salary_band: 'lots',
        address: 'a'.repeat(201),
      }),
    ).toEqual({
      gender: ['invalid_choice'],
      marital_status: ['invalid_choice'],
      district: ['invalid_choice'],
      city: ['invalid_choice'],
      address: ['too_long{"max":200}'],
      experience_months: ['invalid_choice'],
      expected_salary_band: ['invalid_choice'],
    })
  })
})

describe('basic information, the payload the demo API checks', () => {
  const payload = basicInformationFormSchema.parse(FILLED)

  it('takes what the form gives, marital status null when not sent', () => {
    const { marital_status: _none, ...rest } = payload
    expect(basicInformationPayloadSchema.parse(rest)).toEqual(payload)
  })

  it('refuses an age outside 16 to 100, unknown choices, ids that are not ids', () => {
    expect(
      accountIssues(basicInformationPayloadSchema, {
        ...payload,
        date_of_birth: '2012-01-01',
        gender: 'Robot',
        district: 'Kathmandu',
        experience_months: 7,
        expected_salary_band: 'lots',
      }),
    ).toEqual({
      gender: ['invalid_choice'],
      date_of_birth: ['birth_date_age{"min":16,"max":100}'],
      district: ['invalid'],
      experience_months: ['invalid_choice'],
      expected_salary_band: ['invalid_choice'],
    })
  })
})
