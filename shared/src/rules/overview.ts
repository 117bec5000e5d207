import { isEmployer, isJobseeker, isReferrer, type CurrentUser } from '../schemas/user.js'
import { hasOrganization } from './organization.js'

/** What the Overview item does (spec section 4, "Overview click"). Paths carry no /en prefix. */
export type OverviewDecision = { action: 'navigate'; path: string } | { action: 'details_dialog' }

/** Job seeker onboarding steps in the spec's order, with the flag that marks each done. */
export const ONBOARDING_STEPS = [
  { flag: 'has_preferred_locations', path: '/signup/prefered-location' },
  { flag: 'has_preferred_jobs', path: '/signup/prefered-job-category' },
  { flag: 'has_filled_description_form', path: '/signup/basic-information' },
  { flag: 'has_working_status', path: '/signup/working-status' },
] as const satisfies readonly { flag: keyof CurrentUser; path: string }[]

/** The first onboarding step a job seeker still has to do, or null when done. */
export function firstMissingOnboardingStep(user: CurrentUser): string | null {
  return ONBOARDING_STEPS.find((step) => !user[step.flag])?.path ?? null
}

/** Where the Overview item leads this user. */
export function overviewDecision(user: CurrentUser | null | undefined): OverviewDecision {
  if (!user) return { action: 'details_dialog' }
  if (isEmployer(user) && hasOrganization(user)) {
    return { action: 'navigate', path: '/employer/profile/me' }
  }
  if (isReferrer(user)) return { action: 'navigate', path: '/referrer/profile/me' }
  if (isJobseeker(user)) {
    const missing = firstMissingOnboardingStep(user)
    return { action: 'navigate', path: missing ?? '/jobseeker/profile/me' }
  }
  return { action: 'details_dialog' }
}

/** Overview shows for employers, and for job seekers once onboarding is complete (section 2). */
export function isOverviewVisible(user: CurrentUser | null | undefined): boolean {
  if (!user) return false
  if (isEmployer(user)) return true
  return isJobseeker(user) && firstMissingOnboardingStep(user) === null
}
