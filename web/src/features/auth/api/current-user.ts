import useSWR, { mutate, preload } from 'swr'
import type { CurrentUser } from '@jagir/shared/schemas/user'
import { apiFetch } from '../../../lib/api-client'

/** SWR key of the signed-in user (the BFF answers `{ user }`, null when signed out). */
export const USER_KEY = '/bff/user'

let known: Promise<CurrentUser | null> | undefined

/** Asks the BFF who is signed in. */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  const body = await apiFetch<{ user: CurrentUser | null }>(USER_KEY)
  return body?.user ?? null
}

/**
 * The signed-in user for route guards: fetched once, then kept in step with SWR, so a guard on
 * client-side navigation costs no request. The fetch is an SWR preload, so the first
 * `useCurrentUser` reuses it instead of asking again.
 */
export function loadCurrentUser(): Promise<CurrentUser | null> {
  if (!known) {
    const pending = preload(USER_KEY, fetchCurrentUser)
    known = pending
    pending.then(
      (user) => void mutate(USER_KEY, user, { revalidate: false }),
      () => {
        if (known === pending) known = undefined
      },
    )
  }
  return known
}

/** Replaces the signed-in user everywhere (after sign-in, logout or a 401). */
export async function setCurrentUser(user: CurrentUser | null): Promise<void> {
  known = Promise.resolve(user)
  await mutate(USER_KEY, user, { revalidate: false })
}

/** Forgets what is known, so the next guard or render asks the BFF again. */
export function forgetCurrentUser(): void {
  known = undefined
}

/** The signed-in user via SWR; `user` is undefined while it is first loading. */
export function useCurrentUser(): { user: CurrentUser | null | undefined; isLoading: boolean } {
  const { data, isLoading } = useSWR(
    USER_KEY,
    async () => {
      const user = await fetchCurrentUser()
      known = Promise.resolve(user)
      return user
    },
    // The guard's fetch usually filled the cache already; focus still refreshes it.
    { revalidateIfStale: false, shouldRetryOnError: false },
  )
  return { user: data, isLoading }
}
