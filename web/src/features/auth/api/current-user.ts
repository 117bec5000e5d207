import useSWR, { mutate } from 'swr'
import type { CurrentUser } from '@jagir/shared/schemas/user'
import type { Lang } from '@jagir/shared/routes/table'
import { apiFetch } from '../../../lib/api-client'
import { readLocaleCookie } from '../../../lib/lang'

/** SWR key of the signed-in user (the BFF answers `{ user }`, null when signed out). */
export const USER_KEY = '/bff/user'

/** The last answer (or the request on its way), shared by the guards and the SWR hook. */
let known: Promise<CurrentUser | null> | undefined
let settled = false
/** The language the BFF answered in (its `locale` cookie when asked), and whether anyone was signed in. */
let knownLang: string | null = null
let signedIn = false
/** The language the pages are in now (the last one keepCurrentUserIn was told). */
let pageLang: Lang | null = null

/** Asks the BFF who is signed in. */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  const body = await apiFetch<{ user: CurrentUser | null }>(USER_KEY)
  return body?.user ?? null
}

function refresh(): Promise<CurrentUser | null> {
  const pending = fetchCurrentUser()
  known = pending
  settled = false
  knownLang = readLocaleCookie()
  pending.then(
    (user) => {
      if (known !== pending) return
      settled = true
      signedIn = user !== null
      void mutate(USER_KEY, user, { revalidate: false })
      // The language changed while this answer was on its way: ask again in the new one.
      if (signedIn && pageLang !== null && knownLang !== pageLang) void refresh()
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

/**
 * After a change of language: the signed-in user's data (an organisation's name, say) is in the
 * language it was asked in, so it is asked again in the new one. Signed out: nothing to do.
 */
export function keepCurrentUserIn(lang: Lang): void {
  pageLang = lang
  if (signedIn && settled && knownLang !== lang) void refresh()
}

/** Replaces the signed-in user everywhere (after sign-in, logout or a 401). */
export async function setCurrentUser(user: CurrentUser | null): Promise<void> {
  known = Promise.resolve(user)
  settled = true
  signedIn = user !== null
  knownLang = readLocaleCookie()
  await mutate(USER_KEY, user, { revalidate: false })
}

/** Forgets what is known, so the next guard or render asks the BFF again. */
export function forgetCurrentUser(): void {
  known = undefined
  settled = false
  signedIn = false
  pageLang = null
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
