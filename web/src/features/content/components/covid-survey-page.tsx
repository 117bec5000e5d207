import { Trans, useLingui } from '@lingui/react/macro'
import { ContentFrame, LoadStatus } from '../../../components/content/content-frame'
import { useLang } from '../../../lib/lang'
import { useSurvey } from '../api/covid-survey'
import { CovidSurveyForm } from './covid-survey-form'

/**
 * `/covid-19/survey`: how COVID-19 changed people's work, in four short questions, without
 * signing in. The answers help the team decide which trainings and jobs to look for.
 */
export function CovidSurveyPage() {
  const { t } = useLingui()
  const lang = useLang()
  const survey = useSurvey(lang)
  const title = t`COVID-19 survey`
  return (
    <ContentFrame narrow tabTitle={title} trail={[{ label: title }]}>
      <h1 className="title is-3">{title}</h1>
      <p className="mb-4">
        <Trans>
          Did COVID-19 change your work? Your answers help us choose which trainings to offer and
          which employers to bring to Jagir. No sign-in needed; we do not ask your name.
        </Trans>
      </p>
      <div className="box">
        {survey.data ? (
          <CovidSurveyForm questions={survey.data} />
        ) : (
          <LoadStatus
            error={survey.error}
            retry={() => void survey.mutate()}
            text={{
              loading: t`Loading the survey`,
              failed: <Trans>The survey could not be loaded.</Trans>,
              retry: <Trans>Load the survey again</Trans>,
            }}
          />
        )}
      </div>
    </ContentFrame>
  )
}
