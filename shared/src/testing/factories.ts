import { currentUserSchema, type CurrentUser } from '../schemas/user.js'

/** A current user as `/users/me/` would answer, with overrides (test factory). */
export function buildUser(
  overrides: Partial<Record<keyof CurrentUser, unknown>> = {},
): CurrentUser {
  return currentUserSchema.parse({ ...overrides })
}

/** An employer who may post: initial form filled, an organization, a purchase available. */
export const buildEmployer = (overrides: Partial<Record<keyof CurrentUser, unknown>> = {}) =>
  buildUser({
    employer_profile: { id: 1 },
    related_organizations: [{ id: 7, name: 'Himalayan Tea House', logo: null }],
    has_filled_initial_form: true,
    is_purchase_available: true,
    ...overrides,
  })

/** A job seeker who finished onboarding. */
export const buildJobseeker = (overrides: Partial<Record<keyof CurrentUser, unknown>> = {}) =>
  buildUser({
    jobseeker_profile: { id: 2 },
    has_preferred_locations: true,
    has_preferred_jobs: true,
    has_filled_description_form: true,
    has_working_status: true,
    ...overrides,
  })

/** A referrer: a job seeker with a referrer profile. */
export const buildReferrer = (overrides: Partial<Record<keyof CurrentUser, unknown>> = {}) =>
  buildJobseeker({ referrer_profile: { id: 3 }, ...overrides })

/** A valid job basic-info write (docs/product.md#what-the-wizard-sends) as the wizard sends it; override any field. */
export const buildBasicInfoPayload = (overrides: Record<string, unknown> = {}) => ({
  organization: 7,
  title: 'Cook',
  job_locations: [{ address: 5 }],
  vacancies: 1,
  description: '<p>Dal bhat</p>',
  offered_salary: {
    currency: 'NRs',
    operator: 'Equals',
    minimum: 15000,
    maximum: null,
    unit: 'Monthly',
  },
  preferred_shift: 'Regular',
  job_level: 'entry_level',
  available_for: ['full_time'],
  tags: [],
  ...overrides,
})
