import { apiFetch } from '../../../lib/api-client'
import type { SeekerProfile } from './my-profile'

const PHOTO_PATH = '/api/v1/jobseeker/me/photo/'

/**
 * Uploads the (already scaled down) photo as the request body. 400 (not an image), 413 (too
 * big) and 415 (a type the API does not take) come back to the form, not the error page.
 */
export function uploadPhoto(photo: Blob): Promise<SeekerProfile> {
  return apiFetch<SeekerProfile>(PHOTO_PATH, {
    method: 'PUT',
    body: photo,
    callerStatuses: [413, 415],
  })
}

/** Removes the photo. */
export function removePhoto(): Promise<SeekerProfile> {
  return apiFetch<SeekerProfile>(PHOTO_PATH, { method: 'DELETE' })
}
