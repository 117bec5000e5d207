import type { ApplyLetter } from '@jagir/shared/schemas/apply'
import { apiFetch } from '../../../lib/api-client'

/** One answer to a screening question (the choice's text for radio and dropdown questions). */
export interface ScreeningAnswer {
  question: number
  answer: string
}

/** What POST `/api/v1/job/{slug}/apply/` answers. */
export interface Application {
  id: number
  status?: string
  created_at?: string
}

/**
 * Applies for a job with the screening answers, a cover letter and the CV chosen. A 400 (a required answer missing, already
 * applied) is thrown back as ApiError for the form to show; other failures follow docs/product.md#what-a-failed-call-does.
 */
export function applyForJob(
  slug: string,
  answers: ScreeningAnswer[],
  letter: ApplyLetter = { cover_letter: '', cv: 'none' },
): Promise<Application> {
  return apiFetch<Application>(`/api/v1/job/${encodeURIComponent(slug)}/apply/`, {
    method: 'POST',
    body: { answers, ...letter },
  })
}
