import { splitLang } from '@jagir/shared/routes/table'
import type { LoaderFunctionArgs } from 'react-router'
import { surveyData } from '../../features/content/api/covid-survey'
import { CovidSurveyPage } from '../../features/content/components/covid-survey-page'
import { loadRouteData } from '../../lib/page-data'

/** The survey's questions, read by the server's render. */
export function loader({ request, context }: LoaderFunctionArgs) {
  const { lang } = splitLang(new URL(request.url).pathname)
  return loadRouteData(context, [surveyData(lang)])
}

/** `/covid-19/survey`: the COVID-19 survey. */
export function Component() {
  return <CovidSurveyPage />
}
