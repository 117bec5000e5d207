import useSWR from 'swr'
import type { Lang } from '@jagir/shared/routes/table'
import type { LangKey } from '../../../components/job/locale-key'
import { apiFetch } from '../../../lib/api-client'
import type { ApiGet, RouteData } from '../../../lib/page-data'
import type { Received } from './forms'

/** A question of the survey (GET `/api/v1/covid-19/survey/`). */
export interface SurveyQuestion {
  id: number
  question: string
  /** `radio`: one of `choices`; `text`: written. */
  type: 'radio' | 'text' | string
  required: boolean
  choices: string[]
}

const SURVEY_PATH = '/api/v1/covid-19/survey/'
const surveyKey = (lang: Lang): LangKey => [SURVEY_PATH, lang]

const fetchSurvey = async ([path]: LangKey, get: ApiGet = apiFetch) =>
  (await get<{ questions?: SurveyQuestion[] }>(path)).questions ?? []

/** The survey page's first data: its questions. */
export const surveyData = (lang: Lang): RouteData => ({
  key: surveyKey(lang),
  read: (get) => fetchSurvey(surveyKey(lang), get),
})

/** The survey's questions in the page's language. */
export const useSurvey = (lang: Lang) =>
  useSWR(surveyKey(lang), fetchSurvey, { revalidateOnFocus: false })

/** POST the answers (each a choice's text in the page's language, or what was written). */
export const sendSurvey = (answers: { question: number; answer: string }[]) =>
  apiFetch<Received>(SURVEY_PATH, { method: 'POST', body: { answers } })
