/**
 * The shortlist bar's decisions (spec section 4, "Shortlist bar"). Not joined to a screen yet:
 * the bar, the job seeker search and the cart are issue 14's (the hiring funnel), which uses
 * these rules and tests them through its screens; until then only their unit tests run them.
 */
import type { ShortlistEntry } from '../schemas/shortlist.js'
import { isEmployer, type CurrentUser } from '../schemas/user.js'

/** The bar shows when at least one job seeker is shortlisted. */
export const isShortlistBarVisible = (entries: readonly ShortlistEntry[]): boolean =>
  entries.length > 0

/** 'Buy Now': logged in creates a package, adds it to the cart, goes to the cart summary. */
export type BuyNowDecision =
  | { action: 'create_package'; then: '/payment/cart-summary' }
  | { action: 'sign_in'; extraInfo: 'shortlist' }

/** The 'Buy Now' decision (spec section 4, "Shortlist bar"). */
export function buyNowDecision(user: CurrentUser | null | undefined): BuyNowDecision {
  return user
    ? { action: 'create_package', then: '/payment/cart-summary' }
    : { action: 'sign_in', extraInfo: 'shortlist' }
}

/** 'View Shortlisted list'. */
export type ViewShortlistDecision =
  | { action: 'navigate'; path: '/employer/profile/me'; query: { tab: 'shortlisted-jobseeker' } }
  | { action: 'details_dialog' }
  | { action: 'sign_in' }

/**
 * The 'View Shortlisted list' decision. A logged-in non-employer (the spec names only employers
 * and anonymous users) gets the sign-in dialog too: only an employer has a shortlist to view.
 */
export function viewShortlistDecision(user: CurrentUser | null | undefined): ViewShortlistDecision {
  if (!user || !isEmployer(user)) return { action: 'sign_in' }
  if (!user.has_filled_initial_form) return { action: 'details_dialog' }
  return {
    action: 'navigate',
    path: '/employer/profile/me',
    query: { tab: 'shortlisted-jobseeker' },
  }
}

/** 'Clear all List': an employer clears the server package first, everyone the local list. */
export const clearShortlistDecision = (user: CurrentUser | null | undefined) =>
  ({ clearServer: !!user && isEmployer(user), clearLocal: true }) as const

/** Adds a job seeker once (by username). */
export function addToShortlist(
  list: readonly ShortlistEntry[],
  entry: ShortlistEntry,
): ShortlistEntry[] {
  return list.some((item) => item.username === entry.username) ? [...list] : [...list, entry]
}

/** Removes a job seeker by username. */
export const removeFromShortlist = (
  list: readonly ShortlistEntry[],
  username: string,
): ShortlistEntry[] => list.filter((item) => item.username !== username)

/** True when the job seeker is shortlisted. */
export const isShortlisted = (list: readonly ShortlistEntry[], username: string): boolean =>
  list.some((item) => item.username === username)
