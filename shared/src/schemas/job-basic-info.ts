import * as z from 'zod/mini'
import { jagirErrorMap } from '../errors/zod-issues.js'
import { MAX_LIST_ITEMS, VACANCIES_MIN } from '../rules/constants.js'
import { DEADLINE_MAX_DAYS, isAllowedDeadline } from '../rules/job-deadline.js'

// The deadline rules, for the browser's code through this module: one chunk with the schema that
// checks them rather than a chunk of their own in the wizard's first load.
export {
  addDays,
  deadlineBounds,
  deadlineDay,
  defaultDeadline,
  isAllowedDeadline,
  todayInNepal,
} from '../rules/job-deadline.js'
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

/**
 * A job's deadline day, `YYYY-MM-DD`: today to 90 days from today in Nepal (rules/job-deadline).
 * Checked when it is parsed, so the form and the API agree on the day.
 */
export const deadlineField = () =>
  z.string({ error: jagirErrorMap }).check(
    z.refine((day) => isAllowedDeadline(day), {
      error: codedMessage('deadline_range', { max: DEADLINE_MAX_DAYS }),
    }),
  )

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
  /**
   * The last day to apply (`YYYY-MM-DD`). Optional: a new job without one gets 30 days; an edit
   * without one keeps the job's deadline.
   */
  deadline: z.optional(deadlineField()),
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
  /** The deadline (a timestamp: the end of its day in Nepal). */
  deadline: z.optional(z.nullable(z.string())),
  /** draft, pending, active, denied or expired: only a draft's or a live job's deadline is edited here. */
  status: z.optional(z.string()),
  /**
   * The language of the title and description given: the page's, or the other one when the job
   * has none in the page's language yet (the form shows it as such and never saves it as this
   * language's own).
   */
  title_lang: z.optional(z.enum(['en', 'ne'])),
  description_lang: z.optional(z.enum(['en', 'ne'])),
})
export type JobBasicInfoRead = z.infer<typeof jobBasicInfoReadSchema>
