import useSWR, { mutate } from 'swr'
import type { CurrentUser } from '@jagir/shared/schemas/user'
import { apiFetch } from '../../../lib/api-client'

/** SWR key of the signed-in user (the BFF answers `{ user }`, null when signed out). */
export const USER_KEY = '/bff/user'

/** The last answer (or the request on its way), shared by the guards and the SWR hook. */
let known: Promise<CurrentUser | null> | undefined
let settled = false

/** Asks the BFF who is signed in. */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  const body = await apiFetch<{ user: CurrentUser | null }>(USER_KEY)
  return body?.user ?? null
}

function refresh(): Promise<CurrentUser | null> {
  const pending = fetchCurrentUser()
  known = pending
  settled = false
  pending.then(
    (user) => {
      if (known !== pending) return
      settled = true
      void mutate(USER_KEY, user, { revalidate: false })
    },
    () => {
      if (known === pending) known = undefined
    },
  )
  return pending
}

/**
 * The signed-in user for route guards: asked once, then kept in step with SWR, so a guard on
 * client-side navigation costs no request.
 */
export function loadCurrentUser(): Promise<CurrentUser | null> {
  return known ?? refresh()
}

/** Replaces the signed-in user everywhere (after sign-in, logout or a 401). */
export async function setCurrentUser(user: CurrentUser | null): Promise<void> {
  known = Promise.resolve(user)
  settled = true
  await mutate(USER_KEY, user, { revalidate: false })
}

/** Forgets what is known, so the next guard or render asks the BFF again. */
export function forgetCurrentUser(): void {
  known = undefined
  settled = false
}

/** The signed-in user via SWR; `user` is undefined while it is first loading. */
export function useCurrentUser(): { user: CurrentUser | null | undefined; isLoading: boolean } {
  const { data, isLoading } = useSWR(
    USER_KEY,
    // A request already on its way (the guard's, or the one main.tsx starts) is shared; later
    // revalidations (window focus) ask again.
    () => (known && !settled ? known : refresh()),
    { revalidateIfStale: false, shouldRetryOnError: false },
  )
  return { user: data, isLoading }
}
