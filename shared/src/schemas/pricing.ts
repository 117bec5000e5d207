import * as z from 'zod/mini'
import { formNumber, id } from './fields.js'

/** The product sets no rule; a single order of more job posts than this is a typo, not a purchase. */
export const PRICING_QUANTITY_MAX = 100

/**
 * How many of a package: a whole number from 1 to 100, typed (Devanagari digits too) or sent.
 * The pricing page, the cart's quantity field and the provider all check it with this.
 */
export const pricingQuantity = () =>
  formNumber({ min: 1, max: PRICING_QUANTITY_MAX, integer: true })

/**
 * The pricing choice carried from the pricing page to the cart (docs/product.md#pricing-cart-and-payment, pricingData):
 * also the body of POST `/api/v1/payment/wishlist-item/` for job posts.
 */
export const pricingDataSchema = z.object({
  /** The chosen job price setting (its id). */
  job_price_setting: id(),
  /** How many of the package, 1 to 100. */
  quantity: pricingQuantity(),
})
export type PricingData = z.output<typeof pricingDataSchema>

/** The quantity form of a pricing card or a cart line (PATCH `wishlist-item/{id}/` too). */
export const quantityFormSchema = z.object({
  /** How many of the package, 1 to 100. */
  quantity: pricingQuantity(),
})
export type QuantityForm = z.input<typeof quantityFormSchema>

/** One package of the pricing page, as GET `/api/v1/payment/pricing/` lists it. */
export interface PricingPackage {
  id: number
  name: string
  description: string
  /** Before VAT, in `currency` (NRs). */
  price: number
  currency: string
  job_posts: number
  duration_days: number
  features: string[]
}
