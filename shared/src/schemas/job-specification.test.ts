import { describe, expect, it } from 'vitest'
import { parseWithCodes } from '../errors/zod-issues.js'
import { toSpecificationPayload } from '../rules/job-specification-mapping.js'
import { jobSpecificationPayloadSchema, type JobSpecificationPayload } from './job-specification.js'

/** A valid payload: a required degree, two years preferred. */
const buildPayload = (
  overrides: Partial<JobSpecificationPayload> = {},
): JobSpecificationPayload => ({
  ...toSpecificationPayload({
    education_level: 5,
    education_must_have: true,
    experience_years: 2,
    experience_must_have: false,
    work_standards: [],
    skills: [],
    personal_qualities: [],
    required_knowledge: [],
  }),
  ...overrides,
})

/** The codes (less `field`) the BFF would answer, by field. */
const errorsOf = (payload: unknown) => {
  const result = parseWithCodes(jobSpecificationPayloadSchema, payload)
  if (result.success) return {}
  return Object.fromEntries(
    Object.entries(result.messages).map(([field, messages]) => [
      field,
      messages.map(({ code }) => code),
    ]),
  )
}

describe('the specification payload the BFF accepts', () => {
  it('accepts what the form sends', () => {
    expect(errorsOf(buildPayload())).toEqual({})
  })
  it('a must-have education needs a degree', () => {
    expect(errorsOf(buildPayload({ is_education_specific: true, education_level: null }))).toEqual({
      education_level: ['required'],
    })
    expect(errorsOf(buildPayload({ is_education_specific: false, education_level: null }))).toEqual(
      {},
    )
  })
  it('a must-have experience needs some months', () => {
    for (const months of [null, 0]) {
      expect(
        errorsOf(buildPayload({ is_experience_required: true, min_experience_months: months })),
        String(months),
      ).toEqual({ min_experience_months: ['required'] })
    }
    expect(
      errorsOf(buildPayload({ is_experience_required: true, min_experience_months: 1 })),
    ).toEqual({})
  })
})
