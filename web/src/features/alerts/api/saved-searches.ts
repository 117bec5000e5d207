import useSWR, { mutate } from 'swr'
import type { Page } from '@jagir/shared/schemas/page'
import type {
  SavedSearch,
  SavedSearchInput,
  SavedSearchPatch,
} from '@jagir/shared/schemas/saved-search'
import { apiFetch } from '../../../lib/api-client'
import type { ApiGet, RouteData } from '../../../lib/page-data'

const PATH = '/api/v1/jobseeker/saved-searches/'

/** The signed-in seeker's saved searches, newest first. */
export function useSavedSearches() {
  return useSWR(PATH, (path: string) => apiFetch<Page<SavedSearch>>(path), {
    revalidateOnFocus: false,
  })
}

const refresh = () => mutate(PATH)

/** Saves a search; 400 (a field, or the limit reached) comes back to the dialog. */
export async function saveSearch(input: SavedSearchInput): Promise<SavedSearch> {
  const saved = await apiFetch<SavedSearch>(PATH, { method: 'POST', body: input })
  await refresh()
  return saved
}

/** Changes a saved search's frequency, channels or pause. */
export async function updateSavedSearch(id: number, patch: SavedSearchPatch): Promise<SavedSearch> {
  const saved = await apiFetch<SavedSearch>(`${PATH}${id}/`, { method: 'PATCH', body: patch })
  await refresh()
  return saved
}

/** Deletes a saved search (its alerts stop). */
export async function deleteSavedSearch(id: number): Promise<void> {
  await apiFetch<void>(`${PATH}${id}/`, { method: 'DELETE' })
  await refresh()
}

/** What an unsubscribe link names: the search, and whether its alerts are already off. */
export interface UnsubscribeInfo {
  name: string
  unsubscribed: boolean
}

const UNSUBSCRIBE = '/api/v1/alerts/unsubscribe/'

const readUnsubscribeInfo = (get: ApiGet, token: string) =>
  get<UnsubscribeInfo>(`${UNSUBSCRIBE}?token=${encodeURIComponent(token)}`, {
    callerStatuses: [400],
  })

/** The link's search, read by the server's render (a bad token is left to the browser). */
export const unsubscribeData = (token: string): RouteData => ({
  key: [UNSUBSCRIBE, token],
  read: (get) => readUnsubscribeInfo(get, token),
})

/** Reads the link's search (nothing changes); 400 when the token is not valid. */
export function useUnsubscribeInfo(token: string | null) {
  return useSWR(
    token ? [UNSUBSCRIBE, token] : null,
    ([, value]: [string, string]) => readUnsubscribeInfo(apiFetch, value),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  )
}

/** Stops the alerts of the link's search (signed out: the token is the only key). */
export function unsubscribe(token: string): Promise<UnsubscribeInfo> {
  return apiFetch<UnsubscribeInfo>(UNSUBSCRIBE, { method: 'POST', body: { token } })
}
