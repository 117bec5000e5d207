import type { JobAdditionalInfoPayload } from '@jagir/shared/schemas/job-additional-info'
import { apiFetch } from '../../../lib/api-client'

/** Saves step 3: PUT `/api/v1/job/{slug}/additional-info-new/` (docs/product.md#what-the-wizard-sends). */
export async function saveAdditionalInfo(
  slug: string,
  payload: JobAdditionalInfoPayload,
): Promise<void> {
  await apiFetch(`/api/v1/job/${encodeURIComponent(slug)}/additional-info-new/`, {
    method: 'PUT',
    body: payload,
  })
}
