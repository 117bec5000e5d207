import { Link } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { href } from '@jagir/shared/routes/table'
import { SALARY_BANDS } from '@jagir/shared/rules/options'
import { Chart } from '../../../components/chart/chart'
import { optionText, yearsText } from '../../../components/job/option-labels'
import { LoadState } from '../../../components/ui/load-state'
import { PageTitle } from '../../../components/ui/page-title'
import { formatNumber } from '../../../lib/format'
import { useLang } from '../../../lib/lang'
import { useSeekerInsights, type InsightCount, type SeekerInsights } from '../api/insights'
import { SALARY_BAND_TEXT } from '../../../components/profile/seeker-labels'
import './insights.scss'

/** The counts in a fixed order of ids (salary bands low to high, years 0 to 10+). */
function inOrder(list: InsightCount[], ids: readonly (string | number)[]): InsightCount[] {
  return ids.map(
    (id) => list.find((item) => String(item.id) === String(id)) ?? { id, name: '', count: 0 },
  )
}

const YEARS = Array.from({ length: 11 }, (_, years) => years)

/** The four charts, each with its table for screen readers. */
function InsightCharts({ insights }: { insights: SeekerInsights }) {
  const { t, i18n } = useLingui()
  const lang = useLang()
  const seekers = t`Job seekers`
  const experience = inOrder(insights.by_experience_years, YEARS)
  const salary = inOrder(
    insights.by_expected_salary,
    SALARY_BANDS.map((band) => band.value),
  )
  const yearLabel = (years: number) => {
    const count = formatNumber(years, lang)
    if (years === 0) return t`Under a year`
    return years === 10 ? t`${count} years or more` : yearsText(i18n, years, count)
  }
  return (
    <div className="insights-charts">
      <div className="box">
        <Chart
          kind="bar"
          horizontal
          size="large"
          title={t`Job seekers by district (the ten largest)`}
          categoryHeader={t`District`}
          labels={insights.by_district.map((item) => item.name)}
          series={[{ label: seekers, values: insights.by_district.map((item) => item.count) }]}
        />
      </div>
      <div className="box">
        <Chart
          kind="bar"
          horizontal
          size="large"
          title={t`Job seekers by preferred job category`}
          categoryHeader={t`Category`}
          labels={insights.by_category.map((item) => item.name)}
          series={[{ label: seekers, values: insights.by_category.map((item) => item.count) }]}
        />
      </div>
      <div className="box">
        <Chart
          kind="bar"
          title={t`Job seekers by experience`}
          categoryHeader={t`Experience`}
          labels={experience.map((item) => yearLabel(Number(item.id)))}
          series={[{ label: seekers, values: experience.map((item) => item.count) }]}
        />
      </div>
      <div className="box">
        <Chart
          kind="bar"
          horizontal
          title={t`Job seekers by expected salary (NRs a month)`}
          categoryHeader={t`Expected salary`}
          labels={salary.map((item) => optionText(i18n, SALARY_BAND_TEXT, item.id))}
          series={[{ label: seekers, values: salary.map((item) => item.count) }]}
        />
      </div>
    </div>
  )
}

/**
 * `/jobseeker/insights` (employers): the labour market as the site's job seekers show it: where
 * they live, the work they want, their experience and the salary they expect.
 */
export function InsightsPage() {
  const { t } = useLingui()
  const lang = useLang()
  const { data, error } = useSeekerInsights()
  const total = data ? formatNumber(data.total, lang) : ''
  return (
    <section className="section">
      <div className="container">
        <PageTitle title={t`Jobseeker insights`} />
        <h1 className="title is-3">
          <Trans>Jobseeker insights</Trans>
        </h1>
        <p className="mb-4">
          <Link to={href('jobseekerSearch', null, null, lang)}>
            <Trans>Search job seekers</Trans>
          </Link>
        </p>
        {data ? (
          <>
            <p className="mb-4" data-testid="insights-total">
              <Trans>{total} job seekers with a public profile</Trans>
            </p>
            <InsightCharts insights={data} />
          </>
        ) : (
          <LoadState error={error} failed={<Trans>The insights could not be loaded.</Trans>} />
        )}
      </div>
    </section>
  )
}
