import * as z from 'zod/mini'

/** An organization the user belongs to (docs/product.md#the-current-user). */
export const relatedOrganizationSchema = z.object({
  /** Organization id. */
  id: z.number().check(z.int()),
  /** Display name. */
  name: z.string(),
  /** Logo URL, or null when none was uploaded. */
  logo: z.optional(z.nullable(z.string())),
})
export type RelatedOrganization = z.infer<typeof relatedOrganizationSchema>

/** A role profile: the provider sends an object (or an id) when the user has it, null otherwise. */
const profileSchema = z.nullable(
  z.union([z.record(z.string(), z.unknown()), z.number(), z.string()]),
)

/** The current user as `/api/v1/users/me/` answers it (docs/product.md#the-current-user). */
export const currentUserSchema = z.object({
  /** Present when the user is an employer. */
  employer_profile: z._default(z.optional(profileSchema), null),
  /** Present when the user is a job seeker. */
  jobseeker_profile: z._default(z.optional(profileSchema), null),
  /** Present when the user is a referrer (a job seeker who refers others). */
  referrer_profile: z._default(z.optional(profileSchema), null),
  /** Organizations the user is related to; the first one names and pictures an employer. */
  related_organizations: z._default(z.optional(z.array(relatedOrganizationSchema)), []),
  /** Profile picture URL. */
  profile_picture: z._default(z.optional(z.nullable(z.string())), null),
  /** Full name. */
  full_name: z._default(z.optional(z.nullable(z.string())), null),
  /** Phone number. */
  phone_number: z._default(z.optional(z.nullable(z.string())), null),
  /** The email given at sign-up (empty or null when none was). */
  email: z._default(z.optional(z.nullable(z.string())), null),
  /** Employer filled the initial profile form. */
  has_filled_initial_form: z._default(z.optional(z.boolean()), false),
  /** Employer may post one job for free. */
  has_free_post_balance: z._default(z.optional(z.boolean()), false),
  /** Employer has a bought job post to use. */
  is_purchase_available: z._default(z.optional(z.boolean()), false),
  /** Job seeker onboarding: preferred locations chosen. */
  has_preferred_locations: z._default(z.optional(z.boolean()), false),
  /** Job seeker onboarding: preferred job categories chosen. */
  has_preferred_jobs: z._default(z.optional(z.boolean()), false),
  /** Job seeker onboarding: basic information filled. */
  has_filled_description_form: z._default(z.optional(z.boolean()), false),
  /** Job seeker onboarding: working status given. */
  has_working_status: z._default(z.optional(z.boolean()), false),
})
export type CurrentUser = z.infer<typeof currentUserSchema>

/** True when the user has an employer profile (docs/product.md#the-current-user). */
export const isEmployer = (user: CurrentUser | null | undefined): boolean =>
  !!user?.employer_profile
/** True when the user has a job seeker profile. */
export const isJobseeker = (user: CurrentUser | null | undefined): boolean =>
  !!user?.jobseeker_profile
/** True when the user has a referrer profile. */
export const isReferrer = (user: CurrentUser | null | undefined): boolean =>
  !!user?.referrer_profile
