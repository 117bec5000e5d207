import * as z from 'zod/mini'

/** Spec silent; a single order of more job posts than this is a typo, not a purchase. */
export const PRICING_QUANTITY_MAX = 100

/** The pricing choice carried from the pricing page to the cart (spec section 3, pricingData). */
export const pricingDataSchema = z.object({
  /** The chosen job price setting (its id). */
  job_price_setting: z.number().check(z.int(), z.positive()),
  /** How many posts, at least 1. */
  quantity: z.number().check(z.int(), z.gte(1), z.lte(PRICING_QUANTITY_MAX)),
})
export type PricingData = z.infer<typeof pricingDataSchema>
