import type { ScreeningQuestionPayload } from '@jagir/shared/schemas/job-question'
import { apiFetch } from '../../../lib/api-client'
import { questionsPath } from './questions'

/** Adds a question (POST `.../questions/`) or updates one (PUT `.../questions/{id}/`). */
export async function saveQuestion(
  slug: string,
  id: number | null,
  payload: ScreeningQuestionPayload,
): Promise<void> {
  const path = id === null ? questionsPath(slug) : `${questionsPath(slug)}${id}/`
  await apiFetch(path, { method: id === null ? 'POST' : 'PUT', body: payload })
}
