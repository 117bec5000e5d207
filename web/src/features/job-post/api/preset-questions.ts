import useSWR from 'swr'
import { apiFetch } from '../../../lib/api-client'
import { questionsKey, readQuestions } from './questions'

/** SWR key of the preset questions, GET `.../questions/get-preset-questions/`. */
export const presetQuestionsKey = (slug: string) => `${questionsKey(slug)}get-preset-questions/`

/** The preset questions (the shape is not in the spec: a list, or DRF `{results}`). */
export async function fetchPresetQuestions(path: string) {
  return readQuestions(await apiFetch<unknown>(path))
}

/** Preset questions, asked for only once the employer opens the list. */
export function usePresetQuestions(slug: string, open: boolean) {
  return useSWR(open ? presetQuestionsKey(slug) : null, fetchPresetQuestions, {
    revalidateOnFocus: false,
  })
}
