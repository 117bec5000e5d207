import { z } from 'zod'

/** An organization the user belongs to (spec section 3, "User"). */
export const relatedOrganizationSchema = z.object({
  /** Organization id. */
  id: z.number().int(),
  /** Display name. */
  name: z.string(),
  /** Logo URL, or null when none was uploaded. */
  logo: z.string().nullable().optional(),
})
export type RelatedOrganization = z.infer<typeof relatedOrganizationSchema>

/** A role profile: the provider sends an object (or an id) when the user has it, null otherwise. */
const profileSchema = z
  .union([z.record(z.string(), z.unknown()), z.number(), z.string()])
  .nullable()

/** The current user as `/api/v1/users/me/` answers it (spec section 3, "User"). */
export const currentUserSchema = z.object({
  /** Present when the user is an employer. */
  employer_profile: profileSchema.optional().default(null),
  /** Present when the user is a job seeker. */
  jobseeker_profile: profileSchema.optional().default(null),
  /** Present when the user is a referrer (a job seeker who refers others). */
  referrer_profile: profileSchema.optional().default(null),
  /** Organizations the user is related to; the first one names and pictures an employer. */
  related_organizations: z.array(relatedOrganizationSchema).optional().default([]),
  /** Profile picture URL. */
  profile_picture: z.string().nullable().optional().default(null),
  /** Full name. */
  full_name: z.string().nullable().optional().default(null),
  /** Phone number. */
  phone_number: z.string().nullable().optional().default(null),
  /** Employer filled the initial profile form. */
  has_filled_initial_form: z.boolean().optional().default(false),
  /** Employer may post one job for free. */
  has_free_post_balance: z.boolean().optional().default(false),
  /** Employer has a bought job post to use. */
  is_purchase_available: z.boolean().optional().default(false),
  /** Job seeker onboarding: preferred locations chosen. */
  has_preferred_locations: z.boolean().optional().default(false),
  /** Job seeker onboarding: preferred job categories chosen. */
  has_preferred_jobs: z.boolean().optional().default(false),
  /** Job seeker onboarding: basic information filled. */
  has_filled_description_form: z.boolean().optional().default(false),
  /** Job seeker onboarding: working status given. */
  has_working_status: z.boolean().optional().default(false),
})
export type CurrentUser = z.infer<typeof currentUserSchema>

/** True when the user has an employer profile (spec section 3). */
export const isEmployer = (user: CurrentUser | null | undefined): boolean =>
  !!user?.employer_profile
/** True when the user has a job seeker profile. */
export const isJobseeker = (user: CurrentUser | null | undefined): boolean =>
  !!user?.jobseeker_profile
/** True when the user has a referrer profile. */
export const isReferrer = (user: CurrentUser | null | undefined): boolean =>
  !!user?.referrer_profile
