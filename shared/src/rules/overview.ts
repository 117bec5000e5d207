import { isEmployer, isJobseeker, isReferrer, type CurrentUser } from '../schemas/user.js'
import { firstMissingOnboardingStep } from './onboarding.js'
import { hasOrganization } from './organization.js'

/** What the Overview item does (docs/product.md#overview). Paths carry no /en prefix. */
export type OverviewDecision = { action: 'navigate'; path: string } | { action: 'details_dialog' }

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

/** Overview shows for employers, and for job seekers once onboarding is complete (docs/product.md#navigation-by-role). */
export function isOverviewVisible(user: CurrentUser | null | undefined): boolean {
  if (!user) return false
  if (isEmployer(user)) return true
  return isJobseeker(user) && firstMissingOnboardingStep(user) === null
}
