import * as z from 'zod/mini'
import { shortlistEntrySchema } from './shortlist.js'

/**
 * A hiring package as the provider returns it (docs/product.md#shortlist-bar): only its id matters to the
 * product (it goes into the wishlist), so other fields pass through.
 */
export const hiringPackageSchema = z.union([
  z.number().check(z.int(), z.positive()),
  z.looseObject({ id: z.number().check(z.int(), z.positive()) }),
])
export type HiringPackage = z.infer<typeof hiringPackageSchema>

/** POST `/api/v1/payment/hiring-package/payment-package/` answers `{package}`. */
export const paymentPackageResponseSchema = z.looseObject({
  package: hiringPackageSchema,
})
export type PaymentPackageResponse = z.infer<typeof paymentPackageResponseSchema>

/** POST `/api/v1/payment/wishlist-item/` payload: `{package}` (the package's id). */
export const wishlistItemPayloadSchema = z.object({
  package: z.number().check(z.int(), z.positive()),
})
export type WishlistItemPayload = z.infer<typeof wishlistItemPayloadSchema>

/** The id of a package as returned, for the wishlist payload. */
export const packageId = (pkg: HiringPackage): number => (typeof pkg === 'number' ? pkg : pkg.id)

/** One entry of the package listing: a job seeker (other entry fields are not shown). */
export const hiringPackageEntrySchema = z.looseObject({
  jobseeker: shortlistEntrySchema,
})
export type HiringPackageEntry = z.infer<typeof hiringPackageEntrySchema>

/** GET `/api/v1/payment/hiring-package/jobseekers`: fills the shortlist cart. */
export const hiringPackageListingSchema = z.looseObject({
  hiring_package: z.array(hiringPackageEntrySchema),
})
export type HiringPackageListing = z.infer<typeof hiringPackageListingSchema>
