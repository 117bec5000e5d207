import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { jobDetailSchema } from '../schemas/job-detail.js'
import {
  specificationFormDefaults,
  specificationFormSchema,
  type SpecificationFormValues,
} from '../schemas/job-specification-form.js'
import {
  jobSpecificationPayloadSchema,
  type JobSpecificationPayload,
} from '../schemas/job-specification.js'
import { devanagariDigits } from './digits.js'
import { specificationFormArb, typedSpecificationFormArb } from '../testing/arbitraries.js'
import {
  fromJobDetailToSpecification,
  toSpecificationPayload,
} from './job-specification-mapping.js'

const buildForm = (overrides: Partial<SpecificationFormValues> = {}): SpecificationFormValues => ({
  education_level: 5,
  education_must_have: true,
  experience_years: 3,
  experience_must_have: false,
  work_standards: [1],
  skills: [2, 3],
  personal_qualities: [],
  required_knowledge: [9],
  ...overrides,
})

const named = (ids: number[]) => ids.map((id) => ({ id, name: `item ${id}` }))

/** The job detail the provider answers after a specification save. */
const readBack = (payload: JobSpecificationPayload) =>
  jobDetailSchema.parse({
    slug: 'cook-1',
    education_level: payload.education_level === null ? null : { id: payload.education_level },
    is_education_specific: payload.is_education_specific,
    skills: named(payload.skills),
    personal_qualities: named(payload.personal_qualities),
    required_knowledge: named(payload.required_knowledge),
    work_standards: named(payload.work_standards),
    setting: {
      min_experience_months: payload.min_experience_months,
      is_experience_required: payload.is_experience_required,
    },
  })

describe('step 2 form and specification payload', () => {
  it("the education choices start with 'Not Required'", () => {
    expect(specificationFormDefaults().education_level).toBe('not_required')
  })
  it('a checked level and an unchecked experience: required education, preferred experience', () => {
    expect(toSpecificationPayload(buildForm())).toEqual({
      is_education_specific: true,
      education_level: 5,
      is_experience_required: false,
      min_experience_months: 36,
      experience_operator: '==',
      max_experience_months: null,
      is_skill_specific: true,
      personal_qualities: [],
      skills: [2, 3],
      work_standards: [1],
      required_knowledge: [9],
    })
  })
  it("'Not Required' education sends no level and is not specific", () => {
    const payload = toSpecificationPayload(
      buildForm({ education_level: 'not_required', education_must_have: true }),
    )
    expect([payload.education_level, payload.is_education_specific]).toEqual([null, false])
  })
  it('a level with the box unchecked (preferred) sends the level, not specific', () => {
    const payload = toSpecificationPayload(buildForm({ education_must_have: false }))
    expect([payload.education_level, payload.is_education_specific]).toEqual([5, false])
  })
  it("experience 0 is not_required: months null, operator null; checked experience is '=='", () => {
    const none = toSpecificationPayload(
      buildForm({ experience_years: 0, experience_must_have: true }),
    )
    expect([
      none.min_experience_months,
      none.experience_operator,
      none.is_experience_required,
    ]).toEqual([null, null, false])
    const required = toSpecificationPayload(
      buildForm({ experience_years: 2, experience_must_have: true }),
    )
    expect([
      required.min_experience_months,
      required.experience_operator,
      required.is_experience_required,
    ]).toEqual([24, '==', true])
  })
  it('max_experience_months is always null', () => {
    fc.assert(
      fc.property(specificationFormArb, (form) => {
        expect(toSpecificationPayload(form).max_experience_months).toBeNull()
      }),
      { numRuns: 100 },
    )
  })
  it('job detail: education_level {id}, setting.min_experience_months read back as the form', () => {
    const detail = readBack(toSpecificationPayload(buildForm({ experience_must_have: true })))
    expect(fromJobDetailToSpecification(detail)).toEqual(buildForm({ experience_must_have: true }))
  })
  it('property: the payload is valid, and reading the detail back gives the form that produced it', () => {
    fc.assert(
      fc.property(specificationFormArb, (form) => {
        const payload = toSpecificationPayload(form)
        expect(jobSpecificationPayloadSchema.safeParse(payload).success).toBe(true)
        const formBack = fromJobDetailToSpecification(readBack(payload))
        expect(formBack).toEqual(form)
        expect(specificationFormSchema.parse(formBack)).toEqual(form)
      }),
      { numRuns: 300 },
    )
  })
  it('property: decimal years as typed (2.25, ०.५) are read, and sent as whole months near years x 12', () => {
    fc.assert(
      fc.property(typedSpecificationFormArb, (form) => {
        const years = form.experience_years
        for (const typed of [String(years), devanagariDigits(String(years))]) {
          const parsed = specificationFormSchema.parse({ ...form, experience_years: typed })
          expect(parsed.experience_years).toBe(years)
        }
        const payload = toSpecificationPayload(form)
        expect(jobSpecificationPayloadSchema.safeParse(payload).success).toBe(true)
        const months = payload.min_experience_months!
        expect(Number.isInteger(months)).toBe(true)
        // Rounded to the nearest month; a typed experience is never sent as none.
        expect(months).toBeGreaterThanOrEqual(1)
        if (years * 12 >= 0.5) expect(Math.abs(months - years * 12)).toBeLessThanOrEqual(0.5)
        expect(payload.is_experience_required).toBe(form.experience_must_have)
        expect(payload.experience_operator).toBe('==')
      }),
      { numRuns: 300 },
    )
  })
  it('property: a job with typed decimal years, opened and saved again unchanged, sends the same', () => {
    fc.assert(
      fc.property(typedSpecificationFormArb, (form) => {
        const payload = toSpecificationPayload(form)
        const reopened = specificationFormSchema.parse(
          fromJobDetailToSpecification(readBack(payload)),
        )
        expect(toSpecificationPayload(reopened)).toEqual(payload)
      }),
      { numRuns: 300 },
    )
  })
  it('skills listed make the job skill-specific; none, not', () => {
    expect(toSpecificationPayload(buildForm({ skills: [2] })).is_skill_specific).toBe(true)
    expect(toSpecificationPayload(buildForm({ skills: [] })).is_skill_specific).toBe(false)
  })
  it('a job read back without a degree has no must-have education, whatever the flag says', () => {
    const detail = jobDetailSchema.parse({
      slug: 'cook-1',
      education_level: null,
      is_education_specific: true,
      setting: { min_experience_months: 18, is_experience_required: true },
    })
    expect(fromJobDetailToSpecification(detail)).toMatchObject({
      education_level: 'not_required',
      education_must_have: false,
      experience_years: 1.5,
      experience_must_have: true,
    })
  })
})
