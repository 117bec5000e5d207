import { ROUTES, type Route, type RouteId } from './table.js'

/**
 * Which screens search engines may keep. Guarded pages are one user's or a step of signing up or
 * onboarding; besides them, these public routes are no page to find: signing in, the OAuth
 * callback, a payment's result, the error pages and an alert's unsubscribe link. The BFF's robots.txt disallows them all and
 * its sitemap lists every other screen.
 */
export const UNLISTED_ROUTES: ReadonlySet<RouteId> = new Set<RouteId>([
  'signIn',
  'oauthCallback',
  'paymentSuccess',
  'paymentFailure',
  'errorPage',
  // An alert email's unsubscribe link: one person's, by its token.
  'alertsUnsubscribe',
])

/** True for a screen a search engine may keep: unguarded, and no sign-up, payment or error page. */
export const isIndexable = (route: Route): boolean =>
  route.guard === null && !UNLISTED_ROUTES.has(route.id)

/** The screens with one address each (no parameter) that a search engine may keep. */
export const INDEXABLE_PAGES: readonly Route[] = ROUTES.filter(
  (route) => isIndexable(route) && !route.pattern.includes(':'),
)

/** The screens robots.txt disallows: guarded, sign-up and the other unlisted ones. */
export const UNINDEXED_ROUTES: readonly Route[] = ROUTES.filter((route) => !isIndexable(route))
