import { redirect, type LoaderFunction } from 'react-router'
import type { GuardName, Lang } from '@jagir/shared/routes/table'
import { loadCurrentUser } from '../features/auth/api/current-user'
import { leaveGuardNotice } from '../lib/guard-notice'

/**
 * The loader of a guarded group of routes: the same guard function the BFF runs on HTML
 * navigations, here on client-side ones. A refusal redirects (to sign-in with `?next=` set to
 * the original path and query, or wherever the guard says), leaving the guard's reason for
 * the page it lands on.
 */
export function guardLoader(guard: GuardName, lang: Lang): LoaderFunction {
  return async ({ request }) => {
    const url = new URL(request.url)
    // The guard rules load with the first guarded page: pages without a guard never need them.
    const [{ runGuard }, user] = await Promise.all([
      import('@jagir/shared/routes/guards'),
      loadCurrentUser(),
    ])
    const result = runGuard(guard, user, { path: url.pathname + url.search, lang })
    if (!result.allow) {
      leaveGuardNotice(result.notice)
      throw redirect(result.redirect)
    }
    return null
  }
}
