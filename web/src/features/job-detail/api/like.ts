import { apiFetch } from '../../../lib/api-client'

/** Saves (likes) a job for the signed-in job seeker, or forgets it again. */
export async function setJobLiked(slug: string, liked: boolean): Promise<void> {
  await apiFetch(`/api/v1/job/${encodeURIComponent(slug)}/like/`, {
    method: liked ? 'POST' : 'DELETE',
  })
}
