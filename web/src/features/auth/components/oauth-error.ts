import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** Why social sign-in came back to the sign-in page (`?error=` set by the BFF's callback). */
export function oauthErrorMessage(code: string | null): MessageDescriptor | null {
  if (!code) return null
  if (code === 'oauth_state') return msg`Social sign-in could not be verified. Please try again.`
  if (code === 'oauth_token') return msg`Social sign-in did not finish. Please try again.`
  return msg`Social sign-in was cancelled or refused.`
}
