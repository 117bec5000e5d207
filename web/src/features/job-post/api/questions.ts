import useSWR from 'swr'
import { screeningQuestionSchema, type ScreeningQuestion } from '@jagir/shared/schemas/job-question'
import { apiFetch } from '../../../lib/api-client'

/** SWR key of a job's screening questions, GET `/api/v1/job/{slug}/questions/`. */
export const questionsKey = (slug: string) => `/api/v1/job/${encodeURIComponent(slug)}/questions/`

/** Reads a questions answer: DRF `{results}` or a bare list; unreadable entries left out. */
export function readQuestions(body: unknown): ScreeningQuestion[] {
  const raw = Array.isArray(body)
    ? body
    : ((body as { results?: unknown[] } | null | undefined)?.results ?? [])
  return raw.flatMap((item: unknown) => {
    const parsed = screeningQuestionSchema.safeParse(item)
    return parsed.success ? [parsed.data] : []
  })
}

/** The screening questions of a job. */
export async function fetchQuestions(path: string): Promise<ScreeningQuestion[]> {
  return readQuestions(await apiFetch<unknown>(path))
}

/** The job's screening questions, kept fresh after every add, update and delete. */
export function useQuestions(slug: string) {
  return useSWR(questionsKey(slug), fetchQuestions, { revalidateOnFocus: false })
}
