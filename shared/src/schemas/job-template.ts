import { z } from 'zod'
import { JOB_LEVELS } from '../rules/options.js'
import { offeredSalaryReadSchema } from './job-offered-salary.js'
import { lookupRefSchema } from './lookup.js'

/** A saved job template, GET `/api/v1/job/templates/?search={title}` (spec section 3). */
export const jobTemplateSchema = z.object({
  id: z.number().int().optional(),
  /** Template name (a job title). */
  name: z.string(),
  job_level: z.enum(JOB_LEVELS).catch('entry_level'),
  /** Job types; the first one fills the form's job type. */
  available_for: z.array(z.string()).catch([]),
  offered_salary: offeredSalaryReadSchema.nullable().optional(),
  description: z.string().nullable().optional(),
  skills: z.array(lookupRefSchema).optional(),
})
export type JobTemplate = z.infer<typeof jobTemplateSchema>
