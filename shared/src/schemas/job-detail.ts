import { z } from 'zod'
import { GENDERS } from '../rules/options.js'
import { lookupRefSchema } from './lookup.js'

/** A job's settings as read back (spec section 3, "Job detail"). */
export const jobSettingSchema = z.looseObject({
  min_experience_months: z.number().nullable().optional(),
  is_experience_required: z.boolean().optional(),
  required_two_wheeler: z.boolean().optional(),
  gender: z.enum(GENDERS).nullable().catch(null).optional(),
  is_gender_specific: z.boolean().optional(),
  is_age_specific: z.boolean().optional(),
  min_age: z.number().nullable().optional(),
  max_age: z.number().nullable().optional(),
})
export type JobSetting = z.infer<typeof jobSettingSchema>

/**
 * Job detail as read, GET `/api/v1/job/{slug}/` (spec section 3): what steps 2 and 3 are
 * prefilled from. Other fields of the detail (title, salary, ...) pass through untouched.
 * `show_name` and `is_document_required` are not in the spec's read list; when the provider
 * sends them they are used, else they are inferred from `org_alt_name` and the categories.
 */
export const jobDetailSchema = z.looseObject({
  slug: z.string().optional(),
  title: z.string().optional(),
  /** `{id}` of the education degree, or null when not required. */
  education_level: lookupRefSchema.nullable().optional(),
  is_education_specific: z.boolean().optional(),
  skills: z.array(lookupRefSchema).optional(),
  personal_qualities: z.array(lookupRefSchema).optional(),
  required_knowledge: z.array(lookupRefSchema).optional(),
  work_standards: z.array(lookupRefSchema).optional(),
  setting: jobSettingSchema.nullable().optional(),
  /** Benefit ids. */
  benefits: z.array(lookupRefSchema).optional(),
  document_categories: z.array(lookupRefSchema).optional(),
  org_alt_name: z.string().nullable().optional(),
  show_name: z.boolean().optional(),
  is_document_required: z.boolean().optional(),
})
export type JobDetail = z.infer<typeof jobDetailSchema>
