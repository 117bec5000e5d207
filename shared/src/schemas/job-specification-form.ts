import * as z from 'zod/mini'
import { EXPERIENCE_YEARS_MAX, EXPERIENCE_YEARS_MIN } from '../rules/constants.js'
import { bool, codedMessage, formNumber, idList, transformIssue } from './fields.js'

/** The education select's first choice: 'Not Required' (docs/product.md#education-and-experience). */
export const EDUCATION_NOT_REQUIRED = 'not_required' as const

const educationInput = z.union([
  z.number().check(z.int(), z.positive()),
  z.literal(EDUCATION_NOT_REQUIRED),
  z.null(),
])

/** Step 2 'Job Specification' form values (docs/product.md#step-2-job-specification). */
export const specificationFormSchema = z.object({
  /** Minimum educational qualification: a degree id or 'Not Required'; required. */
  education_level: z.pipe(
    educationInput,
    z.transform((value: z.output<typeof educationInput>, payload) =>
      value === null ? transformIssue(payload, codedMessage('required'), value) : value,
    ),
  ),
  /** The education must-have box. */
  education_must_have: bool(),
  /** Minimum experience in years: required, numeric, at least 0. */
  experience_years: formNumber({ min: EXPERIENCE_YEARS_MIN, max: EXPERIENCE_YEARS_MAX }),
  /** The experience must-have box. */
  experience_must_have: bool(),
  /** At most 10 each. */
  work_standards: idList(),
  skills: idList(),
  personal_qualities: idList(),
  required_knowledge: idList(),
})
export type SpecificationFormInput = z.input<typeof specificationFormSchema>
export type SpecificationFormValues = z.output<typeof specificationFormSchema>

/** Step 2 for a job without a specification yet. */
export const specificationFormDefaults = (): SpecificationFormInput => ({
  education_level: EDUCATION_NOT_REQUIRED,
  education_must_have: false,
  experience_years: null,
  experience_must_have: false,
  work_standards: [],
  skills: [],
  personal_qualities: [],
  required_knowledge: [],
})
