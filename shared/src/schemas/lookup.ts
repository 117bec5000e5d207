import * as z from 'zod/mini'

/** A lookup item: designation, district, city, tag, skill, benefit, etc. (docs/product.md#lookups). */
export const lookupItemSchema = z.object({
  /** Item id. */
  id: z.number().check(z.int(), z.positive()),
  /** Display name in the request's language. */
  name: z.string(),
})
export type LookupItem = z.infer<typeof lookupItemSchema>

/** A location (address) lookup item: named by `address`, filtered by city (docs/product.md#lookups). */
export const locationItemSchema = z.object({
  /** Location id. */
  id: z.number().check(z.int(), z.positive()),
  /** The address text. */
  address: z.string(),
  /** The city (municipality/VDC) the location belongs to. */
  city: z.optional(z.nullable(z.number().check(z.int(), z.positive()))),
})
export type LocationItem = z.infer<typeof locationItemSchema>

/** Creating a location posts its address and city (docs/product.md#lookups). */
export const locationCreateSchema = z.object({
  /** The address text. */
  address: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
  /** The city id. */
  city: z.number().check(z.int(), z.positive()),
})
export type LocationCreate = z.infer<typeof locationCreateSchema>

/** Creating a benefit (or another named lookup) posts its name. */
export const lookupCreateSchema = z.object({
  /** The new item's name. */
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
})
export type LookupCreate = z.infer<typeof lookupCreateSchema>

/** An education degree (docs/product.md#lookups). */
export const educationDegreeSchema = lookupItemSchema
export type EducationDegree = LookupItem

/**
 * A reference as the provider may read it back: a bare id, or an object with an id (a lookup
 * item, a location, `{id}` for education_level). Read with `refId`.
 */
export const lookupRefSchema = z.union([
  z.number().check(z.int(), z.positive()),
  z.looseObject({ id: z.number().check(z.int(), z.positive()) }),
])
export type LookupRef = z.infer<typeof lookupRefSchema>

/** The id of a reference, or null. */
export function refId(ref: LookupRef | null | undefined): number | null {
  if (ref === null || ref === undefined) return null
  return typeof ref === 'number' ? ref : ref.id
}

/** The ids of a list of references. */
export const refIds = (refs: readonly LookupRef[] | null | undefined): number[] =>
  (refs ?? []).map((ref) => refId(ref)!)
