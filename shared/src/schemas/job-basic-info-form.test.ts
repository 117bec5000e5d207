import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { renderValidationMessageEn } from '../errors/validation-codes.js'
import { parseWithCodes } from '../errors/zod-issues.js'
import {
  basicInfoFormDefaults,
  basicInfoFormSchema,
  type BasicInfoFormInput,
} from './job-basic-info-form.js'
import { jobBasicInfoPayloadSchema } from './job-basic-info.js'
import { toBasicInfoPayload } from '../rules/job-basic-info-mapping.js'
import { basicInfoFormArb, invertedSalaryArb } from '../testing/arbitraries.js'

const buildInput = (overrides: Partial<BasicInfoFormInput> = {}): BasicInfoFormInput => ({
  ...basicInfoFormDefaults(),
  title: 'Driver',
  district: 27,
  municipality: 301,
  address: 9001,
  offered_salary: { ...basicInfoFormDefaults().offered_salary, minimum: '25000' },
  ...overrides,
})

/** The codes (with params, less `field`) the form shows under one field. */
const errorsOf = (input: unknown, field: string) => {
  const result = parseWithCodes(basicInfoFormSchema, input)
  if (result.success) return []
  return (result.messages[field] ?? []).map(({ code, params: { field: _field, ...params } }) => ({
    code,
    params,
  }))
}

describe('step 1 validation', () => {
  it('a filled form is valid and typed numbers become numbers', () => {
    const result = basicInfoFormSchema.parse(buildInput({ vacancies: '3' }))
    expect(result.vacancies).toBe(3)
    expect(result.offered_salary.minimum).toBe(25000)
  })
  it('job title required', () => {
    expect(errorsOf(buildInput({ title: '  ' }), 'title')).toEqual([
      { code: 'required', params: {} },
    ])
  })
  it('preferred shift required', () => {
    expect(errorsOf(buildInput({ preferred_shift: '' as never }), 'preferred_shift')).toEqual([
      { code: 'required', params: {} },
    ])
  })
  it('number of candidates required, numeric, at least 1', () => {
    expect(errorsOf(buildInput({ vacancies: '' }), 'vacancies')).toEqual([
      { code: 'required', params: {} },
    ])
    expect(errorsOf(buildInput({ vacancies: 'five' }), 'vacancies')).toEqual([
      { code: 'numeric', params: {} },
    ])
    expect(errorsOf(buildInput({ vacancies: 0 }), 'vacancies')).toEqual([
      { code: 'min_value', params: { min: 1 } },
    ])
    expect(errorsOf(buildInput({ vacancies: Number.NaN }), 'vacancies')).toEqual([
      { code: 'required', params: {} },
    ])
  })
  it('district, municipality and address required', () => {
    const input = buildInput({ district: null, municipality: null, address: null })
    for (const field of ['district', 'municipality', 'address']) {
      expect(errorsOf(input, field), field).toEqual([{ code: 'required', params: {} }])
    }
  })
  it('offered salary minimum required, numeric, at least 0', () => {
    const salary = (minimum: unknown) =>
      buildInput({
        offered_salary: { ...basicInfoFormDefaults().offered_salary, minimum: minimum as never },
      })
    expect(errorsOf(salary(null), 'offered_salary.minimum')).toEqual([
      { code: 'required', params: {} },
    ])
    expect(errorsOf(salary('1O00'), 'offered_salary.minimum')).toEqual([
      { code: 'numeric', params: {} },
    ])
    expect(errorsOf(salary(-1), 'offered_salary.minimum')).toEqual([
      { code: 'min_value', params: { min: 0 } },
    ])
    expect(errorsOf(salary(0), 'offered_salary.minimum')).toEqual([])
  })
  it('maximum salary numeric, at least 0 (and not below the minimum)', () => {
    const salary = (maximum: unknown) =>
      buildInput({
        is_salary_range: true,
        offered_salary: {
          ...basicInfoFormDefaults().offered_salary,
          minimum: 0,
          maximum: maximum as never,
        },
      })
    expect(errorsOf(salary('abc'), 'offered_salary.maximum')).toEqual([
      { code: 'numeric', params: {} },
    ])
    expect(errorsOf(salary(-5), 'offered_salary.maximum')).toEqual([
      { code: 'min_value', params: { min: 0 } },
    ])
    expect(errorsOf(salary(''), 'offered_salary.maximum')).toEqual([])
    const below = buildInput({
      is_salary_range: true,
      offered_salary: { ...basicInfoFormDefaults().offered_salary, minimum: 30000, maximum: 20000 },
    })
    expect(errorsOf(below, 'offered_salary.maximum')).toEqual([
      { code: 'salary_range', params: {} },
    ])
  })
  it('job type and job level required', () => {
    const input = buildInput({ job_type: '' as never, job_level: undefined as never })
    expect(errorsOf(input, 'job_type')).toEqual([{ code: 'required', params: {} }])
    expect(errorsOf(input, 'job_level')).toEqual([{ code: 'required', params: {} }])
    expect(errorsOf(buildInput({ job_type: 'gig' as never }), 'job_type')).toEqual([
      { code: 'invalid_choice', params: {} },
    ])
  })
  it("tags at most 10: '{field} field must be less than or equal 10'", () => {
    const result = parseWithCodes(
      basicInfoFormSchema,
      buildInput({ tags: Array.from({ length: 11 }, (_, i) => i + 1) }),
    )
    expect(result.success).toBe(false)
    const [message] = result.success ? [] : (result.messages.tags ?? [])
    expect(message).toEqual({ code: 'max_items', params: { field: 'tags', max: 10 } })
    expect(renderValidationMessageEn(message!)).toBe('Tags field must be less than or equal 10')
    expect(
      errorsOf(buildInput({ tags: Array.from({ length: 10 }, (_, i) => i + 1) }), 'tags'),
    ).toEqual([])
  })
  it('property: a range whose maximum is below the minimum is refused, under the maximum only', () => {
    fc.assert(
      fc.property(basicInfoFormArb, invertedSalaryArb, (form, offered_salary) => {
        const input = { ...form, is_salary_range: true, offered_salary }
        const result = parseWithCodes(basicInfoFormSchema, input)
        expect(result.success ? {} : result.messages).toEqual({
          'offered_salary.maximum': [
            { code: 'salary_range', params: { field: 'offered_salary.maximum' } },
          ],
        })
        // Sent anyway (an old client, a hand-made request), the BFF's payload check refuses it.
        const payload = parseWithCodes(jobBasicInfoPayloadSchema, toBasicInfoPayload(input, null))
        expect(payload.success ? {} : payload.messages).toEqual({
          'offered_salary.maximum': [
            { code: 'salary_range', params: { field: 'offered_salary.maximum' } },
          ],
        })
      }),
      { numRuns: 200 },
    )
  })
  it('property: a fixed salary sends no maximum, whatever the disabled input held', () => {
    fc.assert(
      fc.property(basicInfoFormArb, invertedSalaryArb, (form, offered_salary) => {
        const payload = toBasicInfoPayload(
          { ...form, is_salary_range: false, offered_salary },
          null,
        )
        expect(payload.offered_salary.maximum).toBeNull()
        expect(jobBasicInfoPayloadSchema.safeParse(payload).success).toBe(true)
      }),
      { numRuns: 200 },
    )
  })
})
