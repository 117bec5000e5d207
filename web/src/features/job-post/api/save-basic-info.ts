import type { JobBasicInfoPayload } from '@jagir/shared/schemas/job-basic-info'
import { apiFetch } from '../../../lib/api-client'
import { loadSanitizer } from '../lib/load-sanitizer'
import { basicInfoPath } from './job-basic-info'

/**
 * Saves step 1: POST `/api/v1/job/basic-info-new/` for a new job, PUT `.../{slug}/basic-info-new/`
 * when editing. The description is sanitized before it is sent (docs/product.md#rich-text), once the
 * sanitizer has loaded (it nearly always has: the wizard warms it up). Answers the job's slug.
 * A 503 (the server too busy to check the description now) is the form's to show: it keeps
 * what was typed and says to try again, where the error page would lose it.
 */
export async function saveBasicInfo(
  slug: string | null,
  payload: JobBasicInfoPayload,
): Promise<{ slug: string }> {
  const sanitize = await loadSanitizer()
  const body = { ...payload, description: sanitize(payload.description ?? '') }
  const saved = await apiFetch<{ slug?: string }>(
    slug ? basicInfoPath(slug) : '/api/v1/job/basic-info-new/',
    { method: slug ? 'PUT' : 'POST', body, callerStatuses: [503] },
  )
  return { slug: saved?.slug ?? slug ?? '' }
}
