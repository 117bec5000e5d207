import { describe, expect, it } from 'vitest'
import { parseWithCodes } from '../errors/zod-issues.js'
import {
  specificationFormDefaults,
  specificationFormSchema,
  type SpecificationFormInput,
} from './job-specification-form.js'

const buildInput = (overrides: Partial<SpecificationFormInput> = {}): SpecificationFormInput => ({
  ...specificationFormDefaults(),
  experience_years: '2',
  ...overrides,
})

const codesOf = (input: unknown, field: string) => {
  const result = parseWithCodes(specificationFormSchema, input)
  return result.success ? [] : (result.messages[field] ?? []).map((m) => [m.code, m.params])
}

describe('step 2 validation', () => {
  it("minimum educational qualification required ('Not Required' is a choice)", () => {
    expect(codesOf(buildInput({ education_level: null }), 'education_level')).toEqual([
      ['required', { field: 'education_level' }],
    ])
    expect(codesOf(buildInput({ education_level: 'not_required' }), 'education_level')).toEqual([])
  })
  it('minimum experience required, numeric, at least 0', () => {
    expect(codesOf(buildInput({ experience_years: '' }), 'experience_years')).toEqual([
      ['required', { field: 'experience_years' }],
    ])
    expect(codesOf(buildInput({ experience_years: 'two' }), 'experience_years')).toEqual([
      ['numeric', { field: 'experience_years' }],
    ])
    expect(codesOf(buildInput({ experience_years: -1 }), 'experience_years')).toEqual([
      ['min_value', { field: 'experience_years', min: 0 }],
    ])
    expect(
      specificationFormSchema.parse(buildInput({ experience_years: '0' })).experience_years,
    ).toBe(0)
  })
  it('work standards, skills, personal qualities and required knowledge: at most 10 each', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => i + 1)
    for (const field of [
      'work_standards',
      'skills',
      'personal_qualities',
      'required_knowledge',
    ] as const) {
      expect(codesOf(buildInput({ [field]: eleven }), field), field).toEqual([
        ['max_items', { field, max: 10 }],
      ])
      expect(codesOf(buildInput({ [field]: eleven.slice(0, 10) }), field), field).toEqual([])
    }
  })
})
