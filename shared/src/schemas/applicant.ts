import * as z from 'zod/mini'
import { APPLICATION_STATUSES, readApplicationStatus } from '../rules/application-status.js'
import { ALERT_CHANNELS } from '../rules/saved-search.js'

/**
 * What the employer keeps about an applicant and how they hear of new ones (issue 31): the
 * private note and rating of an application, a status given to many at once, and the notice
 * settings. One set of rules for the applicants page and the demo API.
 */

/** The longest private note on an application. */
export const APPLICANT_NOTE_MAX = 2000
/** The most applications one bulk status change moves. */
export const BULK_STATUS_MAX = 100
/** Stars an applicant can be given: 1 (lowest) to 5. */
export const RATING_MAX = 5

/** A status as sent: today's names, or an earlier one (`applied` is `new`). */
export const applicationStatusField = z.pipe(
  z.enum([...APPLICATION_STATUSES, 'applied']),
  z.transform((value) => readApplicationStatus(value)!),
)

/** A rating: a whole number from 1 to 5, or null (cleared). */
export const ratingField = z.nullable(
  z.number().check(z.int(), z.minimum(1), z.maximum(RATING_MAX)),
)

/**
 * A change to one application (PATCH `/job/{slug}/applications/{id}/`): any of its status, its
 * private note (trimmed, at most 2000 characters; empty clears it) and its rating.
 */
export const applicationPatchSchema = z
  .object({
    status: z.optional(applicationStatusField),
    note: z.optional(z.string().check(z.trim(), z.maxLength(APPLICANT_NOTE_MAX))),
    rating: z.optional(ratingField),
  })
  .check(
    // A change changes something: with none of the three, the status is asked for (as before
    // notes and ratings, when a status was the only change).
    z.refine(
      (value) =>
        value.status !== undefined || value.note !== undefined || value.rating !== undefined,
      { path: ['status'], message: 'required' },
    ),
  )
export type ApplicationPatch = z.infer<typeof applicationPatchSchema>

/** One status for many applications of a job (POST `/job/{slug}/applications/bulk-status/`). */
export const bulkStatusSchema = z.object({
  ids: z
    .array(z.number().check(z.int(), z.positive()))
    .check(z.minLength(1), z.maxLength(BULK_STATUS_MAX)),
  status: applicationStatusField,
})
export type BulkStatus = z.infer<typeof bulkStatusSchema>

/** How often an employer hears of new applicants: at once, a daily digest, or never. */
export const APPLICANT_NOTICE_FREQUENCIES = ['instant', 'daily', 'off'] as const
export type ApplicantNoticeFrequency = (typeof APPLICANT_NOTICE_FREQUENCIES)[number]

/** The new-applicant notice settings (PUT `/employer/applicant-notices/`). */
export const applicantNoticeSchema = z
  .object({
    frequency: z.enum(APPLICANT_NOTICE_FREQUENCIES),
    channels: z.array(z.enum(ALERT_CHANNELS)).check(
      z.maxLength(ALERT_CHANNELS.length),
      z.refine((list) => new Set(list).size === list.length),
    ),
  })
  .check(
    // Notices need somewhere to go; `off` needs none.
    z.refine((value) => value.frequency === 'off' || value.channels.length > 0, {
      path: ['channels'],
      message: 'required',
    }),
  )
export type ApplicantNoticeSettings = z.infer<typeof applicantNoticeSchema>

/** The applicants page's rating filter: 1 to 5 (rated at least that), or `none` (unrated). */
export const RATING_FILTERS = ['1', '2', '3', '4', '5', 'none'] as const
export type RatingFilter = (typeof RATING_FILTERS)[number]

/** The rating filter as written in an address; null when absent or unknown. */
export function readRatingFilter(value: unknown): RatingFilter | null {
  return RATING_FILTERS.find((one) => one === value) ?? null
}
