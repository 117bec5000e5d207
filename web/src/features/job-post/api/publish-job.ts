import { apiFetch } from '../../../lib/api-client'

/**
 * Publishes a previewed job: POST `/api/v1/job/{slug}/publish/`. docs/product.md#preview-and-publish names no call
 * for the preview's Publish; this is the one the demo API offers.
 */
export async function publishJob(slug: string): Promise<void> {
  await apiFetch(`/api/v1/job/${encodeURIComponent(slug)}/publish/`, { method: 'POST' })
}
