import * as z from 'zod/mini'
import { APPLICATION_STATUSES, readApplicationStatus } from '../rules/application-status.js'
import { ALERT_CHANNELS } from '../rules/saved-search.js'
import {
  APPLICANT_NOTE_MAX,
  APPLICANT_NOTICE_FREQUENCIES,
  BULK_STATUS_MAX,
  RATING_MAX,
} from '../rules/applicant.js'

export * from '../rules/applicant.js'

/**
 * What the employer keeps about an applicant and how they hear of new ones (issue 31): the
 * private note and rating of an application, a status given to many at once, and the notice
 * settings. One set of rules for the applicants page and the demo API.
 */

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
