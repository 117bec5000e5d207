import * as z from 'zod/mini'
import { GENDERS } from '../rules/options.js'
import { lookupRefSchema } from './lookup.js'

/** A job's settings as read back (docs/product.md#what-the-wizard-sends). */
export const jobSettingSchema = z.looseObject({
  min_experience_months: z.optional(z.nullable(z.number())),
  is_experience_required: z.optional(z.boolean()),
  required_two_wheeler: z.optional(z.boolean()),
  gender: z.optional(z.catch(z.nullable(z.enum(GENDERS)), null)),
  is_gender_specific: z.optional(z.boolean()),
  is_age_specific: z.optional(z.boolean()),
  min_age: z.optional(z.nullable(z.number())),
  max_age: z.optional(z.nullable(z.number())),
})
export type JobSetting = z.infer<typeof jobSettingSchema>

/**
 * Job detail as read, GET `/api/v1/job/{slug}/` (docs/product.md#what-the-wizard-sends): what steps 2 and 3 are
 * prefilled from. Other fields of the detail (title, salary, ...) pass through untouched.
 * `show_name` and `is_document_required` are not in the product's read list; when the provider
 * sends them they are used, else they are inferred from `org_alt_name` and the categories.
 */
export const jobDetailSchema = z.looseObject({
  slug: z.optional(z.string()),
  title: z.optional(z.string()),
  /** `{id}` of the education degree, or null when not required. */
  education_level: z.optional(z.nullable(lookupRefSchema)),
  is_education_specific: z.optional(z.boolean()),
  skills: z.optional(z.array(lookupRefSchema)),
  personal_qualities: z.optional(z.array(lookupRefSchema)),
  required_knowledge: z.optional(z.array(lookupRefSchema)),
  work_standards: z.optional(z.array(lookupRefSchema)),
  setting: z.optional(z.nullable(jobSettingSchema)),
  /** Benefit ids. */
  benefits: z.optional(z.array(lookupRefSchema)),
  document_categories: z.optional(z.array(lookupRefSchema)),
  org_alt_name: z.optional(z.nullable(z.string())),
  show_name: z.optional(z.boolean()),
  is_document_required: z.optional(z.boolean()),
})
export type JobDetail = z.infer<typeof jobDetailSchema>
