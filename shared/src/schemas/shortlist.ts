import * as z from 'zod/mini'

/**
 * A shortlisted job seeker, kept in the browser (docs/product.md#shortlist-bar). The product's rules name only
 * `username`; the display fields are optional and other fields are kept as they came.
 */
export const shortlistEntrySchema = z.looseObject({
  /** The job seeker's username: the entry's identity. */
  username: z.string().check(z.minLength(1)),
  /** Shown in the cart. */
  full_name: z.optional(z.nullable(z.string())),
  /** Shown in the cart. */
  profile_picture: z.optional(z.nullable(z.string())),
})
export type ShortlistEntry = z.infer<typeof shortlistEntrySchema>

/** The shortlist as stored in the browser. */
export const shortlistSchema = z.array(shortlistEntrySchema)
export type Shortlist = z.infer<typeof shortlistSchema>
