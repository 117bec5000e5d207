import { describe, expect, it } from 'vitest'
import { renderValidationMessageEn } from '../errors/validation-codes.js'
import { parseWithCodes } from '../errors/zod-issues.js'
import {
  additionalInfoFormDefaults,
  additionalInfoFormSchema,
  type AdditionalInfoFormInput,
} from './job-additional-info-form.js'

const buildInput = (overrides: Partial<AdditionalInfoFormInput> = {}): AdditionalInfoFormInput => ({
  ...additionalInfoFormDefaults(),
  ...overrides,
})

const codesOf = (input: unknown, field: string) => {
  const result = parseWithCodes(additionalInfoFormSchema, input)
  return result.success ? [] : (result.messages[field] ?? []).map((m) => [m.code, m.params])
}

describe('step 3 validation', () => {
  it('the defaults are valid', () => {
    expect(additionalInfoFormSchema.safeParse(buildInput()).success).toBe(true)
  })
  it('benefits and supporting documents: at most 10 items, with its message', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => i + 1)
    expect(codesOf(buildInput({ has_benefits: true, benefits: eleven }), 'benefits')).toEqual([
      ['max_items', { field: 'benefits', max: 10 }],
    ])
    const result = parseWithCodes(
      additionalInfoFormSchema,
      buildInput({ document_categories: eleven }),
    )
    const message = result.success ? undefined : result.messages.document_categories?.[0]
    expect(renderValidationMessageEn(message!)).toBe(
      'Supporting Documents field must be less than or equal 10',
    )
  })
  it('preferred gender required when the gender preference is on; choices Female, Male, Other', () => {
    expect(codesOf(buildInput({ is_gender_specific: true, gender: null }), 'gender')).toEqual([
      ['required', { field: 'gender' }],
    ])
    expect(codesOf(buildInput({ is_gender_specific: false, gender: null }), 'gender')).toEqual([])
    expect(codesOf(buildInput({ gender: 'Any' as never }), 'gender')).toEqual([
      ['invalid_choice', { field: 'gender' }],
    ])
    for (const gender of ['Female', 'Male', 'Other'] as const) {
      expect(codesOf(buildInput({ is_gender_specific: true, gender }), 'gender')).toEqual([])
    }
  })
  it('age when age criteria are on: required, numeric, minimum 16, maximum 100', () => {
    const on = (age: unknown) => buildInput({ is_age_specific: true, age: age as never })
    expect(codesOf(on(null), 'age')).toEqual([['required', { field: 'age' }]])
    expect(codesOf(on('abc'), 'age')).toEqual([['numeric', { field: 'age' }]])
    expect(codesOf(on(15), 'age')).toEqual([['min_value', { field: 'age', min: 16 }]])
    expect(codesOf(on(101), 'age')).toEqual([['max_value', { field: 'age', max: 100 }]])
    expect(codesOf(on('16'), 'age')).toEqual([])
    expect(codesOf(on(100), 'age')).toEqual([])
    expect(codesOf(buildInput({ is_age_specific: false, age: null }), 'age')).toEqual([])
  })
  it('alternative name required when the organization name is hidden', () => {
    expect(codesOf(buildInput({ hide_org_name: true, org_alt_name: ' ' }), 'org_alt_name')).toEqual(
      [['required', { field: 'org_alt_name' }]],
    )
    expect(codesOf(buildInput({ hide_org_name: false, org_alt_name: '' }), 'org_alt_name')).toEqual(
      [],
    )
  })
})
