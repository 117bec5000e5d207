import { isEmployer, isJobseeker, type CurrentUser } from '@jagir/shared/schemas/user'
import { isOverviewVisible } from '@jagir/shared/rules/overview'

/** The top navigation's items. */
export type NavItem =
  | 'browse-jobs'
  | 'faqs'
  | 'pricing'
  | 'overview'
  | 'post-job'
  | 'jobseeker-insights'
  | 'employer-zone'

/**
 * Visible items by role (docs/product.md#navigation-by-role): job seekers see Browse Job and FAQs (and Overview once
 * onboarding is complete); employers Pricing, Overview, Post Job, Explore Jobseeker Insights and
 * Employer Zone. Visitors see what they may browse (docs/product.md#navigation-by-role) and Post Job, whose click asks
 * them to sign in as an employer (docs/product.md#post-job-button, rule 1).
 */
export function navItemsFor(user: CurrentUser | null | undefined): NavItem[] {
  if (!user) return ['browse-jobs', 'faqs', 'employer-zone', 'post-job']
  if (isEmployer(user)) {
    return ['pricing', 'overview', 'post-job', 'jobseeker-insights', 'employer-zone']
  }
  const items: NavItem[] = ['browse-jobs', 'faqs']
  if (isJobseeker(user) && isOverviewVisible(user)) items.push('overview')
  return items
}
