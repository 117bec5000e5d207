import type { JobSpecificationPayload } from '@jagir/shared/schemas/job-specification'
import { apiFetch } from '../../../lib/api-client'

/** Saves step 2: PUT `/api/v1/job/{slug}/job-specification-new/` (docs/product.md#what-the-wizard-sends). */
export async function saveSpecification(
  slug: string,
  payload: JobSpecificationPayload,
): Promise<void> {
  await apiFetch(`/api/v1/job/${encodeURIComponent(slug)}/job-specification-new/`, {
    method: 'PUT',
    body: payload,
  })
}
