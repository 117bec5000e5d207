import useSWR from 'swr'
import type { Lang } from '@jagir/shared/routes/table'
import type { ScreeningQuestion } from '@jagir/shared/schemas/job-question'
import { QUESTION_TYPES } from '@jagir/shared/rules/options'
import type { Page } from '@jagir/shared/schemas/page'
import { apiFetch } from '../../../lib/api-client'
import type { LangKey } from '../../../components/job/locale-key'

/** A screening question as read, with the product's fallbacks (docs/product.md#screening-questions) and no zod on the page. */
export function readQuestion(raw: unknown): ScreeningQuestion | null {
  if (typeof raw !== 'object' || raw === null) return null
  const item = raw as Record<string, unknown>
  if (typeof item.id !== 'number' || typeof item.question !== 'string') return null
  const type = QUESTION_TYPES.find((known) => known === item.question_type) ?? 'text'
  const choices = Array.isArray(item.answer_choices) ? item.answer_choices : []
  return {
    id: item.id,
    question: item.question,
    question_type: type,
    is_required: item.is_required === true,
    description: typeof item.description === 'string' ? item.description : null,
    answer_choices: choices
      .map((choice) => (choice as { choice_text?: unknown })?.choice_text)
      .filter((text): text is string => typeof text === 'string' && text.trim() !== '')
      .map((choice_text) => ({ choice_text })),
  }
}

/** SWR key of a job's screening questions in a language. */
export const jobQuestionsKey = (slug: string, lang: Lang): LangKey => [
  `/api/v1/job/${encodeURIComponent(slug)}/questions/`,
  lang,
]

/** Fetches the screening questions an applicant answers. */
export async function fetchJobQuestions([path]: LangKey): Promise<ScreeningQuestion[]> {
  const page = await apiFetch<Partial<Page<unknown>> | undefined>(path)
  return (page?.results ?? []).map(readQuestion).filter((q) => q !== null)
}

/** The job's screening questions; asked for only once the applicant opens the form. */
export function useJobQuestions(slug: string, lang: Lang, enabled: boolean) {
  return useSWR(enabled ? jobQuestionsKey(slug, lang) : null, fetchJobQuestions, {
    revalidateOnFocus: false,
  })
}
