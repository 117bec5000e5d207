import useSWR from 'swr'
import { screeningQuestionSchema, type ScreeningQuestion } from '@jagir/shared/schemas/job-question'
import type { LangKey } from '../../../components/job/locale-key'
import { useLang } from '../../../lib/lang'
import { fetchInLang, langKey } from './lang-key'

/** The path of a job's screening questions, GET `/api/v1/job/{slug}/questions/`. */
export const questionsPath = (slug: string) => `/api/v1/job/${encodeURIComponent(slug)}/questions/`

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
export async function fetchQuestions(key: LangKey): Promise<ScreeningQuestion[]> {
  return readQuestions(await fetchInLang<unknown>(key))
}

/** The job's screening questions, kept fresh after every add, update and delete. */
export function useQuestions(slug: string) {
  const lang = useLang()
  return useSWR(langKey(questionsPath(slug), lang), fetchQuestions, { revalidateOnFocus: false })
}
