import { Link } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { href } from '@jagir/shared/routes/table'
import { Chart } from '../../../components/chart/chart'
import { LoadState } from '../../../components/ui/load-state'
import { PageTitle } from '../../../components/ui/page-title'
import { formatNumber } from '../../../lib/format'
import { useLang } from '../../../lib/lang'
import { useSeekerStats, type SeekerStats } from '../api/stats'
import { weekLabel } from '../lib/week-label'
import './jobseeker.scss'

/** The headline figures, each a number with what it counts. */
function Figures({ stats }: { stats: SeekerStats }) {
  const { t } = useLingui()
  const lang = useLang()
  const figures = [
    { label: t`Applications`, value: stats.applications.total },
    { label: t`Next round`, value: stats.applications.shortlisted },
    { label: t`Interviews`, value: stats.applications.interview },
    { label: t({ message: 'Hired', context: 'seeker' }), value: stats.applications.hired },
    { label: t`Profile views in 30 days`, value: stats.profile_views.last_30_days },
    { label: t`Saved jobs`, value: stats.liked_jobs },
  ]
  return (
    <ul className="stats-figures">
      {figures.map((figure) => (
        <li className="box has-text-centered mb-0" key={figure.label}>
          <p className="title is-3">{formatNumber(figure.value, lang)}</p>
          <p>{figure.label}</p>
        </li>
      ))}
    </ul>
  )
}

/**
 * `/jobseeker/stats`: the seeker's activity over time: applications sent, employers viewing the
 * profile, and shortlists, week by week over twelve weeks (a chart, its table for screen readers).
 */
export function StatsPage() {
  const { t } = useLingui()
  const lang = useLang()
  const { data: stats, error } = useSeekerStats()
  const weeks = stats?.activity ?? []
  return (
    <section className="section">
      <div className="container">
        <PageTitle title={t`Your activity`} />
        <h1 className="title is-3">
          <Trans>Your activity</Trans>
        </h1>
        <p className="mb-4">
          <Link to={href('jobseekerProfileMe', null, null, lang)}>
            <Trans>Back to your profile</Trans>
          </Link>
        </p>
        {stats ? (
          <>
            <Figures stats={stats} />
            <div className="box">
              <Chart
                kind="line"
                title={t`Your activity week by week`}
                categoryHeader={t`Week from`}
                labels={weeks.map((week) => weekLabel(week.week_start, lang))}
                series={[
                  { label: t`Applications`, values: weeks.map((week) => week.applications) },
                  { label: t`Profile views`, values: weeks.map((week) => week.profile_views) },
                  { label: t`Shortlists`, values: weeks.map((week) => week.shortlists) },
                ]}
              />
            </div>
          </>
        ) : (
          <LoadState error={error} failed={<Trans>Your activity could not be loaded.</Trans>} />
        )}
      </div>
    </section>
  )
}
