import type { HiringPackage } from '@jagir/shared/schemas/hiring-package'
import type { ShortlistEntry } from '@jagir/shared/schemas/shortlist'
import { ApiError, apiFetch } from '../../../lib/api-client'

/** The employer's shortlist on the server (docs/product.md#shortlist-bar). */
export const HIRING_PACKAGE_PATH = '/api/v1/payment/hiring-package/jobseekers'

/**
 * Failures these calls answer themselves, with a notice, instead of the error page (a 400 is
 * left to the caller, docs/product.md#what-a-failed-call-does; a refused or failed shortlist
 * change loses no page).
 * 401 still signs out and 429 still notifies, as everywhere.
 */
const OWN_FAILURES = [400, 403, 404, 409, 500, 502, 503, 504] as const

/** A job seeker card as the API lists it, reduced to what the shortlist keeps and shows. */
export interface SeekerCard {
  username: string
  full_name?: string | null
  profile_picture?: string | null
  headline?: string | null
  district?: { id?: number | null; name?: string | null } | null
  experience_months?: number | null
  skills?: readonly { id?: number | null; name?: string | null }[] | null
  /** When this employer unlocked them by a purchase (the search's cards), or null. */
  unlocked_at?: string | null
  /** The same on a profile: when, and by which order (null: not unlocked). */
  unlocked?: { unlocked_at?: string | null; order_id?: number | null } | null
}

/** What the browser keeps of a shortlisted job seeker: enough to show the card again. */
export function toEntry(seeker: SeekerCard): ShortlistEntry {
  const { username, full_name, profile_picture, headline, district, experience_months, skills } =
    seeker
  return { username, full_name, profile_picture, headline, district, experience_months, skills }
}

/** The job seekers of the server's shortlist, in its order. */
export async function fetchServerShortlist(): Promise<ShortlistEntry[]> {
  const listing = await apiFetch<{ hiring_package?: { jobseeker?: SeekerCard | null }[] }>(
    HIRING_PACKAGE_PATH,
    { callerStatuses: OWN_FAILURES },
  )
  return (listing?.hiring_package ?? [])
    .map((entry) => entry?.jobseeker)
    .filter((seeker): seeker is SeekerCard => typeof seeker?.username === 'string')
    .map(toEntry)
}

/** Adds a job seeker to the server's shortlist. */
export async function addOnServer(username: string): Promise<void> {
  await apiFetch(HIRING_PACKAGE_PATH, {
    method: 'POST',
    body: { username },
    callerStatuses: OWN_FAILURES,
  })
}

/** Takes a job seeker off the server's shortlist; one the server no longer holds is off already. */
export async function removeOnServer(username: string): Promise<void> {
  try {
    await apiFetch(`${HIRING_PACKAGE_PATH}/${encodeURIComponent(username)}`, {
      method: 'DELETE',
      callerStatuses: OWN_FAILURES,
    })
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error
  }
}

/** Empties the server's shortlist (`POST /payment/hiring-package/clear/`). */
export async function clearOnServer(): Promise<void> {
  await apiFetch('/api/v1/payment/hiring-package/clear/', {
    method: 'POST',
    body: {},
    callerStatuses: OWN_FAILURES,
  })
}

/**
 * 'Buy Now' (docs/product.md#shortlist-bar): a payment package of these job seekers, then that package into the
 * cart (`POST /payment/wishlist-item/ {package}`). The caller then moves to the cart summary.
 */
export async function buyPackage(usernames: readonly string[]): Promise<void> {
  const created = await apiFetch<{ package?: HiringPackage }>(
    '/api/v1/payment/hiring-package/payment-package/',
    { method: 'POST', body: { jobseekers: usernames }, callerStatuses: OWN_FAILURES },
  )
  if (created?.package === undefined) throw new ApiError(500, created, 'No package')
  await apiFetch('/api/v1/payment/wishlist-item/', {
    method: 'POST',
    // The package's id (the provider may answer the id alone): read here rather than with the
    // schema's packageId, which would bring zod to the bar.
    body: { package: typeof created.package === 'number' ? created.package : created.package.id },
    callerStatuses: OWN_FAILURES,
  })
}

/** True when the server refused a job seeker's username (no such job seeker any more). */
export const isUnknownSeeker = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 400 || error.status === 404)
