import * as z from 'zod/mini'
import { deadlineField } from './job-basic-info.js'

/** POST `/api/v1/job/{slug}/extend/`: the live job's new deadline, later than its current one. */
export const extendJobPayloadSchema = z.object({ deadline: deadlineField() })
export type ExtendJobPayload = z.infer<typeof extendJobPayloadSchema>

/** POST `/api/v1/job/{slug}/repost/`: the ended job's new deadline (30 days from today without one). */
export const repostJobPayloadSchema = z.object({ deadline: z.optional(deadlineField()) })
export type RepostJobPayload = z.infer<typeof repostJobPayloadSchema>
