import { apiFetch } from '../../lib/api-client'

/** What a lifecycle action answers: the job as it now is (its detail). */
export interface ManagedJob {
  slug: string
  status?: string | null
  deadline?: string | null
}

const action = (slug: string, name: string) => `/api/v1/job/${encodeURIComponent(slug)}/${name}/`

/**
 * Closes a live job now (it becomes expired: out of the search at once, its applicants kept).
 * 409 (no longer live) is the caller's to say.
 */
export const closeJob = (slug: string) =>
  apiFetch<ManagedJob>(action(slug, 'close'), { method: 'POST', body: {}, callerStatuses: [409] })

/** Moves a live job's deadline later (`YYYY-MM-DD`); 400 (the day) and 409 are the caller's. */
export const extendJob = (slug: string, deadline: string) =>
  apiFetch<ManagedJob>(action(slug, 'extend'), {
    method: 'POST',
    body: { deadline },
    callerStatuses: [400, 409],
  })

/**
 * Puts an ended job live again for a new deadline, spending one job post: 403 (none left) and
 * 400/409 are the caller's.
 */
export const repostJob = (slug: string, deadline: string) =>
  apiFetch<ManagedJob>(action(slug, 'repost'), {
    method: 'POST',
    body: { deadline },
    callerStatuses: [400, 403, 409],
  })

/** Copies a job (every step and its questions) into a new draft; answers the draft. */
export const duplicateJob = (slug: string) =>
  apiFetch<ManagedJob>(action(slug, 'duplicate'), { method: 'POST', body: {} })
