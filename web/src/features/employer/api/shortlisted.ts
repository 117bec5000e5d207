import useSWR from 'swr'
import type { ShortlistEntry } from '@jagir/shared/schemas/shortlist'
import { apiFetch } from '../../../lib/api-client'
import type { JobseekerSummary } from '../../../components/profile/jobseeker-card'

/** GET `/api/v1/payment/hiring-package/jobseekers` (docs/product.md#shortlist-bar): the shortlist cart. */
interface HiringPackageListing {
  hiring_package?: { jobseeker?: JobseekerSummary | null }[] | null
}

export const HIRING_PACKAGE_PATH = '/api/v1/payment/hiring-package/jobseekers'

/** The job seekers of the employer's shortlist cart on the server. */
export function useHiringPackage() {
  return useSWR([HIRING_PACKAGE_PATH, 'hiring-package'] as const, async ([path]) => {
    const listing = await apiFetch<HiringPackageListing>(path)
    return (listing?.hiring_package ?? [])
      .map((entry) => entry?.jobseeker)
      .filter((seeker): seeker is JobseekerSummary => typeof seeker?.username === 'string')
  })
}

/** Takes a job seeker out of the server's shortlist cart. */
export async function removeFromHiringPackage(username: string): Promise<void> {
  await apiFetch(`${HIRING_PACKAGE_PATH}/${encodeURIComponent(username)}`, { method: 'DELETE' })
}

/**
 * The shortlist as the employer sees it: the server's cart, then those kept only in this
 * browser (shortlisted before signing in), each once by username.
 */
export function mergeShortlists(
  server: readonly JobseekerSummary[],
  local: readonly ShortlistEntry[],
): { seeker: JobseekerSummary; onServer: boolean }[] {
  const seen = new Set(server.map((seeker) => seeker.username))
  return [
    ...server.map((seeker) => ({ seeker, onServer: true })),
    ...local
      .filter((entry) => !seen.has(entry.username))
      .map((entry) => ({ seeker: entry as JobseekerSummary, onServer: false })),
  ]
}
