import useSWR, { mutate } from 'swr'
import { CV_TYPES } from '@jagir/shared/rules/jobseeker-profile'
import { apiFetch } from '../../lib/api-client'

/** The seeker's uploaded CV as the API shows it. */
export interface CvInfo {
  file_name: string
  content_type: string
  size: number
  /** Where it is downloaded (the site's own origin). */
  url: string
  uploaded_at: string
}

export const MY_CV_PATH = '/api/v1/jobseeker/me/cv/'

/** The signed-in seeker's uploaded CV (`cv` null when there is none). */
export const useMyCv = () =>
  useSWR<{ cv: CvInfo | null }>(
    MY_CV_PATH,
    // An API without CVs (404) or a role without one (403): none to show.
    (path: string) => apiFetch(path, { callerStatuses: [403, 404] }),
    {
      revalidateOnFocus: false,
    },
  )

/**
 * Uploads a CV file as the request body, its name in the address (kept, made safe, for the
 * download). A type the browser does not name goes as bytes: the API reads what they are. 400
 * (not a PDF or DOCX), 413 (too big) and 415 come back to the form, not the error page.
 */
export async function uploadCv(file: File): Promise<CvInfo | null> {
  const type = file.type in CV_TYPES ? file.type : 'application/octet-stream'
  const saved = await apiFetch<{ cv: CvInfo | null }>(
    `${MY_CV_PATH}?filename=${encodeURIComponent(file.name)}`,
    { method: 'PUT', body: new Blob([file], { type }), callerStatuses: [413, 415] },
  )
  await mutate(MY_CV_PATH, saved, { revalidate: false })
  return saved.cv
}

/** Removes the uploaded CV (one already sent with an application stays with it). */
export async function removeCv(): Promise<void> {
  const saved = await apiFetch<{ cv: null }>(MY_CV_PATH, { method: 'DELETE' })
  await mutate(MY_CV_PATH, saved, { revalidate: false })
}
