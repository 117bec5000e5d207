import type { CurrentUser } from '@jagir/shared/schemas/user'

/** A signed-in user with nothing set; pass what the test needs. */
export function buildUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    employer_profile: null,
    jobseeker_profile: null,
    referrer_profile: null,
    related_organizations: [],
    profile_picture: null,
    full_name: 'Sita Sharma',
    phone_number: '9800000000',
    email: null,
    has_filled_initial_form: false,
    has_free_post_balance: false,
    is_purchase_available: false,
    has_preferred_locations: false,
    has_preferred_jobs: false,
    has_filled_description_form: false,
    has_working_status: false,
    ...overrides,
  }
}

/** An employer who filled the initial form, with an organization and a purchase to use. */
export const buildEmployer = (overrides: Partial<CurrentUser> = {}) =>
  buildUser({
    employer_profile: { id: 1 },
    related_organizations: [{ id: 7, name: 'Himal Traders', logo: null }],
    has_filled_initial_form: true,
    is_purchase_available: true,
    full_name: 'Ram Thapa',
    ...overrides,
  })

/** A job seeker who finished onboarding. */
export const buildJobseeker = (overrides: Partial<CurrentUser> = {}) =>
  buildUser({
    jobseeker_profile: { id: 2 },
    has_preferred_locations: true,
    has_preferred_jobs: true,
    has_filled_description_form: true,
    has_working_status: true,
    ...overrides,
  })

/** A referrer: a job seeker who also refers others. */
export const buildReferrer = (overrides: Partial<CurrentUser> = {}) =>
  buildJobseeker({ referrer_profile: { id: 3 }, ...overrides })
