import { apiFetch } from '../../../lib/api-client'
import { questionsKey } from './questions'

/** Deletes a question: DELETE `/api/v1/job/{slug}/questions/{id}/`, no payload. */
export async function deleteQuestion(slug: string, id: number): Promise<void> {
  await apiFetch(`${questionsKey(slug)}${id}/`, { method: 'DELETE' })
}
