import * as z from 'zod/mini'
import { EXPERIENCE_YEARS_MAX, MONTHS_PER_YEAR } from '../rules/constants.js'
import { bool, codedMessage, id, idList, intBetween, literal } from './fields.js'

/** Upper bound of `min_experience_months`, matching the form's years bound. */
export const EXPERIENCE_MONTHS_MAX = EXPERIENCE_YEARS_MAX * MONTHS_PER_YEAR

/** Job specification as sent (docs/product.md#what-the-wizard-sends), PUT `.../{slug}/job-specification-new/`. */
export const jobSpecificationPayloadSchema = z
  .object({
    /** True when the education level is a must-have. */
    is_education_specific: bool(),
    /** Education degree id; null when not required. */
    education_level: z.nullable(id()),
    /** True when the experience is a must-have. */
    is_experience_required: bool(),
    /** Years times 12; null when not required. */
    min_experience_months: z.nullable(intBetween(0, EXPERIENCE_MONTHS_MAX)),
    /** '==' when an experience is given, else null. */
    experience_operator: z.nullable(literal('==')),
    /** Always null. */
    max_experience_months: z.null({ error: codedMessage('invalid') }),
    /** True when skills are listed. */
    is_skill_specific: bool(),
    /** Personal quality ids, at most 10. */
    personal_qualities: idList(),
    /** Skill ids, at most 10. */
    skills: idList(),
    /** Work standard ids, at most 10. */
    work_standards: idList(),
    /** Required knowledge ids, at most 10. */
    required_knowledge: idList(),
  })
  .check(
    z.superRefine((spec, ctx) => {
      // A must-have needs something to be a must-have of.
      if (spec.is_education_specific && spec.education_level === null) {
        ctx.addIssue({
          code: 'custom',
          path: ['education_level'],
          message: codedMessage('required'),
          input: null,
        })
      }
      if (spec.is_experience_required && !spec.min_experience_months) {
        ctx.addIssue({
          code: 'custom',
          path: ['min_experience_months'],
          message: codedMessage('required'),
          input: spec.min_experience_months,
        })
      }
    }),
  )
export type JobSpecificationPayload = z.infer<typeof jobSpecificationPayloadSchema>
