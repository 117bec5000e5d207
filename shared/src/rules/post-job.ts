import type { MessageKey } from '../errors/messages.js'
import { isEmployer, type CurrentUser } from '../schemas/user.js'
import { hasOrganization } from './organization.js'

/** What the Post Job button does (docs/product.md#post-job-button). */
export type PostJobDecision =
  | { action: 'sign_in'; mode: 'employer'; message: MessageKey }
  | { action: 'details_dialog'; message: MessageKey }
  | { action: 'open_wizard' }
  | { action: 'pricing' }

/**
 * Where rule 5 and the jobPost guard send an employer with nothing to post with: the pricing
 * page, told why (it says so above the packages).
 */
export const NO_POSTS_REASON = 'no-posts'
export const NO_POSTS_PRICING_PATH = `/pricing?reason=${NO_POSTS_REASON}`

/** True when the employer may post: a purchase is available or a free post balance exists. */
export const canPostJob = (user: CurrentUser): boolean =>
  user.is_purchase_available || user.has_free_post_balance

/** The Post Job button's decision, in the product's order. */
export function postJobDecision(user: CurrentUser | null | undefined): PostJobDecision {
  if (!user || !isEmployer(user)) {
    return { action: 'sign_in', mode: 'employer', message: 'login_as_employer' }
  }
  if (!user.has_filled_initial_form) {
    return { action: 'details_dialog', message: 'initial_form_not_filled' }
  }
  if (canPostJob(user)) {
    return hasOrganization(user)
      ? { action: 'open_wizard' }
      : { action: 'details_dialog', message: 'initial_form_not_filled' }
  }
  return { action: 'pricing' }
}

/** The label: 'Post a Bonus Job' with a free post balance, else 'Post Job'. */
export const postJobLabel = (user: CurrentUser | null | undefined) =>
  user?.has_free_post_balance
    ? ({ key: 'post_bonus_job', en: 'Post a Bonus Job' } as const)
    : ({ key: 'post_job', en: 'Post Job' } as const)

/**
 * Disabled while an employer's initial form is unfilled. Visitors and non-employers keep it
 * enabled, so that a click can tell them to sign in as an employer (rule 1).
 */
export const isPostJobDisabled = (user: CurrentUser | null | undefined): boolean =>
  !!user && isEmployer(user) && !user.has_filled_initial_form
