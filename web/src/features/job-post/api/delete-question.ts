import { apiFetch } from '../../../lib/api-client'
import { questionsPath } from './questions'

/** Deletes a question: DELETE `/api/v1/job/{slug}/questions/{id}/`, no payload. */
export async function deleteQuestion(slug: string, id: number): Promise<void> {
  await apiFetch(`${questionsPath(slug)}${id}/`, { method: 'DELETE' })
}
