import * as z from 'zod/mini'
import { JOB_LEVELS } from '../rules/options.js'
import { offeredSalaryReadSchema } from './job-offered-salary.js'
import { lookupRefSchema } from './lookup.js'

/** A saved job template, GET `/api/v1/job/templates/?search={title}` (docs/product.md#job-templates). */
export const jobTemplateSchema = z.object({
  id: z.optional(z.number().check(z.int())),
  /** Template name (a job title). */
  name: z.string(),
  job_level: z.catch(z.enum(JOB_LEVELS), 'entry_level'),
  /** Job types; the first one fills the form's job type. */
  available_for: z.catch(z.array(z.string()), []),
  offered_salary: z.optional(z.nullable(offeredSalaryReadSchema)),
  description: z.optional(z.nullable(z.string())),
  skills: z.optional(z.array(lookupRefSchema)),
})
export type JobTemplate = z.infer<typeof jobTemplateSchema>
