import * as z from 'zod/mini'
import {
  ALERT_CHANNELS,
  ALERT_FREQUENCIES,
  SAVED_SEARCH_NAME_MAX,
  type AlertChannel,
  type AlertFrequency,
} from '../rules/saved-search.js'

export * from '../rules/saved-search.js'

const filterValue = z.optional(z.string().check(z.maxLength(200)))

/** The search's filters (each as the address writes it; absent: not filtered). */
export const savedSearchParamsSchema = z.strictObject({
  search: filterValue,
  province: filterValue,
  district: filterValue,
  category: filterValue,
  level: filterValue,
  type: filterValue,
  salary: filterValue,
  experience: filterValue,
  organization: filterValue,
})
export type SavedSearchParams = z.infer<typeof savedSearchParamsSchema>

const name = z.string().check(z.trim(), z.minLength(1), z.maxLength(SAVED_SEARCH_NAME_MAX))
const frequency = z.enum(ALERT_FREQUENCIES)
/** At least one channel, each once. */
const channels = z.array(z.enum(ALERT_CHANNELS)).check(
  z.minLength(1),
  z.maxLength(ALERT_CHANNELS.length),
  z.refine((list) => new Set(list).size === list.length),
)

/** What the "Save this search" dialog sends (POST /api/v1/jobseeker/saved-searches/). */
export const savedSearchSchema = z.object({
  name,
  params: savedSearchParamsSchema,
  frequency,
  channels,
})
export type SavedSearchInput = z.infer<typeof savedSearchSchema>

/** A change from the profile (PATCH): any of these; `paused` stops its alerts until resumed. */
export const savedSearchPatchSchema = z.object({
  name: z.optional(name),
  frequency: z.optional(frequency),
  channels: z.optional(channels),
  paused: z.optional(z.boolean()),
})
export type SavedSearchPatch = z.infer<typeof savedSearchPatchSchema>

/** A saved search as the API answers it. */
export interface SavedSearch {
  id: number
  name: string
  params: SavedSearchParams
  frequency: AlertFrequency
  channels: AlertChannel[]
  paused: boolean
  language: 'en' | 'ne'
  created_at: string
  last_sent_at: string | null
}

/** The body of POST /api/v1/alerts/unsubscribe/: the signed token of an alert's link. */
export const unsubscribeSchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(2000)),
})
