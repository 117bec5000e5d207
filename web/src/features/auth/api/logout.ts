import { mutate } from 'swr'
import { apiFetch } from '../../../lib/api-client'
import { clearSessionDrafts } from '../../../lib/session-drafts'
import { clearShortlist } from '../../../lib/shortlist-storage'
import { setCurrentUser } from './current-user'

/**
 * Ends the session (docs/product.md#sign-in-logout-and-social-sign-in): the BFF drops the cookie (and calls the provider's logout
 * when one is configured); a failure is ignored. Then the shortlist and every cached answer go.
 */
export async function logout(): Promise<void> {
  await apiFetch('/bff/logout', { method: 'POST', handleErrors: false }).catch(() => undefined)
  clearShortlist()
  clearSessionDrafts()
  await mutate(() => true, undefined, { revalidate: false })
  await setCurrentUser(null)
}
