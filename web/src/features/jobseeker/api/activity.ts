import { mutate } from 'swr'
import type { JobOrganization, OrganizationSource } from '../../../components/job/organization'
import { apiFetch } from '../../../lib/api-client'

/** A job as the seeker's lists show it (a job card of the search). */
export interface ListedJob extends OrganizationSource {
  slug: string
  title?: string
  /** The title's language when the job has none in the page's. */
  title_lang?: 'en' | 'ne'
  location?: string | null
  /** `expired` once the deadline passed. */
  status?: string | null
  deadline?: string | null
}

/** GET `/api/v1/jobseeker/applied-jobs/`: an application and its job. */
export interface AppliedJob {
  id: number
  status: string
  created_at: string
  updated_at?: string
  can_withdraw?: boolean
  job: ListedJob
}

/** GET `/api/v1/jobseeker/liked-jobs/`: a saved job. */
export interface LikedJob {
  liked_at: string
  job: ListedJob
}

/** GET `/api/v1/jobseeker/profile-views/`: an employer's look at the profile. */
export interface ProfileView {
  viewed_at: string
  organization: JobOrganization | null
}

export const APPLIED_JOBS_PATH = '/api/v1/jobseeker/applied-jobs/'
export const LIKED_JOBS_PATH = '/api/v1/jobseeker/liked-jobs/'
export const PROFILE_VIEWS_PATH = '/api/v1/jobseeker/profile-views/'

/** Asks again for every page of a list, in every language (after a withdrawal or an unsave). */
export const refreshList = (path: string) =>
  mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith(path))

/** Withdraws an application (a 400 says the employer has decided already). */
export async function withdrawApplication(id: number): Promise<void> {
  await apiFetch(`${APPLIED_JOBS_PATH}${id}/`, { method: 'DELETE' })
}

/** Unsaves a job (the job page's Save, undone from the list). */
export async function unlikeJob(slug: string): Promise<void> {
  await apiFetch(`/api/v1/job/${encodeURIComponent(slug)}/like/`, { method: 'DELETE' })
}
