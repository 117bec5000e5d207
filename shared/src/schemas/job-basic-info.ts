import * as z from 'zod/mini'
import { MAX_LIST_ITEMS, VACANCIES_MIN } from '../rules/constants.js'
import { JOB_LEVELS, JOB_TYPES, SHIFTS } from '../rules/options.js'
import { codedMessage, id, idList, intBetween, oneOf, richText, requiredText } from './fields.js'
import { lookupRefSchema } from './lookup.js'
import { offeredSalaryReadSchema, offeredSalarySchema } from './job-offered-salary.js'

/** The product sets no upper bound; no single post hires ten thousand people. */
export const VACANCIES_MAX = 9999
/** Rich-text description limit; the product sets none, generous for a job description. */
export const DESCRIPTION_MAX = 50_000

/** A location of a job as sent: the address (a location lookup id, which implies its city). */
export const jobLocationSchema = z.object({
  /** Location (address) id. */
  address: id(),
})
export type JobLocation = z.infer<typeof jobLocationSchema>

/** A list of exactly one item: empty is 'required', more is 'max_items'. */
const exactlyOne = <T extends z.ZodMiniType>(item: T) =>
  z
    .array(item)
    .check(
      z.minLength(1, { error: codedMessage('required') }),
      z.maxLength(1, { error: codedMessage('max_items', { max: 1 }) }),
    )

/** Job basic info as sent (docs/product.md#what-the-wizard-sends), POST/PUT `.../basic-info-new/`. */
export const jobBasicInfoPayloadSchema = z.object({
  /** The user's first related organization, or null. */
  organization: z.nullable(id()),
  /** Job title. */
  title: requiredText(255),
  /** A list of one location. */
  job_locations: exactlyOne(jobLocationSchema),
  /** Number of candidates, at least 1. */
  vacancies: intBetween(VACANCIES_MIN, VACANCIES_MAX),
  /** Rich text (sanitized before it is sent and before it is shown). */
  description: z.optional(richText(DESCRIPTION_MAX)),
  /** Offered salary. */
  offered_salary: offeredSalarySchema,
  /** Preferred shift. */
  preferred_shift: oneOf(SHIFTS),
  /** Job level. */
  job_level: oneOf(JOB_LEVELS),
  /** A list of one job type. */
  available_for: exactlyOne(oneOf(JOB_TYPES)),
  /** Job tag ids (hidden field), at most 10. */
  tags: z.optional(idList(MAX_LIST_ITEMS)),
})
export type JobBasicInfoPayload = z.infer<typeof jobBasicInfoPayloadSchema>

/** Where a job is, as read back: province, district and city ids or items. */
export const locationInfoSchema = z.object({
  province: z.optional(z.nullable(lookupRefSchema)),
  district: z.optional(z.nullable(lookupRefSchema)),
  city: z.optional(z.nullable(lookupRefSchema)),
})
export type LocationInfo = z.infer<typeof locationInfoSchema>

/** Job basic info as read, GET `.../{slug}/basic-info-new/` (docs/product.md#what-the-wizard-sends). */
export const jobBasicInfoReadSchema = z.object({
  /** The job's slug. */
  slug: z.string(),
  /** The organization (id or item), or null. */
  organization: z.optional(z.nullable(lookupRefSchema)),
  title: z.string(),
  /** Province, district and city of the first location. */
  location_info: z.optional(z.nullable(locationInfoSchema)),
  /** Locations; the first one's address is the form's address. */
  job_locations: z.array(z.looseObject({ address: z.nullable(lookupRefSchema) })),
  vacancies: z.number(),
  description: z.optional(z.nullable(z.string())),
  offered_salary: z.optional(z.nullable(offeredSalaryReadSchema)),
  preferred_shift: z.catch(z.enum(SHIFTS), 'Regular'),
  job_level: z.catch(z.enum(JOB_LEVELS), 'entry_level'),
  available_for: z.array(z.string()),
  tags: z.optional(z.array(lookupRefSchema)),
})
export type JobBasicInfoRead = z.infer<typeof jobBasicInfoReadSchema>
