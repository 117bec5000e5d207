/**
 * The shortlist bar's decisions (docs/product.md#shortlist-bar) and the shortlist's own rules:
 * kept in the browser by username, merged with the employer's server-side list on sign-in.
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
  | { action: 'employer_only' }

/**
 * The 'Buy Now' decision (docs/product.md#shortlist-bar). A signed-in user without an employer
 * profile (a job seeker who shortlisted before signing in) is told only employers buy: buying
 * needs an employer (docs/product.md#shortlist-bar), and the provider would refuse the package.
 */
export function buyNowDecision(user: CurrentUser | null | undefined): BuyNowDecision {
  if (!user) return { action: 'sign_in', extraInfo: 'shortlist' }
  if (!isEmployer(user)) return { action: 'employer_only' }
  return { action: 'create_package', then: '/payment/cart-summary' }
}

/** 'View Shortlisted list'. */
export type ViewShortlistDecision =
  | { action: 'navigate'; path: '/employer/profile/me'; query: { tab: 'shortlisted-jobseeker' } }
  | { action: 'details_dialog' }
  | { action: 'sign_in' }

/**
 * The 'View Shortlisted list' decision. A logged-in non-employer (the product's rules name only employers
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

/** Who changes the server's list along with the browser's: a signed-in employer only. */
export const keepsServerShortlist = (user: CurrentUser | null | undefined): boolean =>
  !!user && isEmployer(user)

/**
 * The shortlist after signing in: the server's list first, then those shortlisted in this browser
 * that the server does not hold yet, each once (by username). `gone` leaves out the usernames the
 * server said no longer exist.
 */
export function mergeShortlists(
  server: readonly ShortlistEntry[],
  local: readonly ShortlistEntry[],
  gone: readonly string[] = [],
): ShortlistEntry[] {
  let merged: ShortlistEntry[] = []
  for (const entry of [...server, ...local]) merged = addToShortlist(merged, entry)
  return merged.filter((entry) => !gone.includes(entry.username))
}

/** Those in this browser's list the server does not hold: sent to it after sign-in. */
export const onlyInBrowser = (
  server: readonly ShortlistEntry[],
  local: readonly ShortlistEntry[],
): ShortlistEntry[] => local.filter((entry) => !isShortlisted(server, entry.username))
