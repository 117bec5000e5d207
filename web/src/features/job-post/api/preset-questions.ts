import useSWR from 'swr'
import type { LangKey } from '../../../components/job/locale-key'
import { useLang } from '../../../lib/lang'
import { fetchInLang, langKey } from './lang-key'
import { questionsPath, readQuestions } from './questions'

/** The path of the preset questions, GET `.../questions/get-preset-questions/`. */
export const presetQuestionsPath = (slug: string) => `${questionsPath(slug)}get-preset-questions/`

/** The preset questions (the shape is not in the product's rules: a list, or DRF `{results}`). */
export async function fetchPresetQuestions(key: LangKey) {
  return readQuestions(await fetchInLang<unknown>(key))
}

/** Preset questions, asked for only once the employer opens the list. */
export function usePresetQuestions(slug: string, open: boolean) {
  const lang = useLang()
  return useSWR(open ? langKey(presetQuestionsPath(slug), lang) : null, fetchPresetQuestions, {
    revalidateOnFocus: false,
  })
}
