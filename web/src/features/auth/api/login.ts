import type { CurrentUser } from '@jagir/shared/schemas/user'
import { apiFetch } from '../../../lib/api-client'
import { setCurrentUser } from './current-user'

export interface Credentials {
  /** E-mail address or phone number. */
  username: string
  password: string
}

/** Signs in through the BFF (which keeps the token); the user is then known everywhere. */
export async function login(credentials: Credentials): Promise<CurrentUser> {
  const body = await apiFetch<{ user: CurrentUser }>('/bff/login', {
    method: 'POST',
    body: credentials,
  })
  await setCurrentUser(body.user)
  return body.user
}
