import { Trans, useLingui } from '@lingui/react/macro'
import { Breadcrumbs } from '../../../components/content/breadcrumbs'
import { PageTitle } from '../../../components/ui/page-title'
import { useLang } from '../../../lib/lang'
import { useSurvey } from '../api/covid-survey'
import { CovidSurveyForm } from './covid-survey-form'
import '../../../components/content/content.scss'

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
    <section className="section">
      <PageTitle title={title} />
      <div className="container is-narrow-48">
        <Breadcrumbs trail={[{ label: title }]} />
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
          ) : survey.error ? (
            <div className="notification is-danger is-light" role="alert">
              <p>
                <Trans>The survey could not be loaded.</Trans>
              </p>
              <button
                type="button"
                className="button is-small mt-2"
                onClick={() => void survey.mutate()}
              >
                <Trans>Load the survey again</Trans>
              </button>
            </div>
          ) : (
            <div aria-busy="true" aria-label={t`Loading the survey`} className="skeleton-lines">
              <div />
              <div />
              <div />
            </div>
          )}
        </div>
      </div>
    </section>
  )
}
