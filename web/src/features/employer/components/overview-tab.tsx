import NepaliDate from 'nepali-date-converter'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Lang } from '@jagir/shared/routes/table'
import type { CurrentUser } from '@jagir/shared/schemas/user'
import { firstOrganization } from '@jagir/shared/rules/organization'
import { Chart } from '../../../components/chart/chart'
import { openAccountDialog } from '../../../lib/account-dialog'
import { formatNumber } from '../../../lib/format'
import { useLang } from '../../../lib/lang'
import { useEmployerOverview, type EmployerOverview } from '../api/employer-overview'
import { useOrganization } from '../api/organizations'
import { OrganizationCard } from './organization-card'
import { ApplicantNoticeSettings } from './applicant-notices'
import { ListSkeleton, LoadError } from './states'

const enDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })

/** A day of the chart: "May 3" in English, its Bikram Sambat day ("२० वैशाख") in Nepali. */
export function chartDayLabel(date: string, lang: Lang): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  if (lang === 'en') return enDay.format(new Date(Date.UTC(year, month - 1, day)))
  try {
    return new NepaliDate(new Date(year, month - 1, day, 12)).format('D MMMM', 'np')
  } catch {
    return formatNumber(day, lang)
  }
}

/** The figures a recruiter looks at, with the chart of applications over 30 days. */
function Figures({ overview }: { overview: EmployerOverview }) {
  const { t } = useLingui()
  const lang = useLang()
  const posts = overview.job_posts_left
  const figures: [string, number, string][] = [
    [t`Active jobs`, overview.jobs.active ?? 0, 'active'],
    [t`Applicants this week`, overview.applications_this_week, 'week'],
    [t`Applicants in all`, overview.applications, 'applicants'],
    [t`Job views`, overview.views, 'views'],
    [t`Shortlisted job seekers`, overview.shortlisted_jobseekers, 'shortlisted'],
    posts.free > 0
      ? [t`Free job posts left`, posts.free, 'posts']
      : [t`Job posts left`, posts.purchased, 'posts'],
  ]
  const days = overview.applications_by_day ?? []
  return (
    <>
      <dl className="overview-figures">
        {figures.map(([label, value, id]) => (
          <div key={id} className="box overview-figure" data-testid={`figure-${id}`}>
            <dt>{label}</dt>
            <dd className="title is-3">{formatNumber(value, lang)}</dd>
          </div>
        ))}
      </dl>
      <div className="box">
        <Chart
          kind="line"
          size="small"
          title={t`Applications over the last 30 days`}
          labels={days.map((day) => chartDayLabel(day.date, lang))}
          series={[{ label: t`Applications`, values: days.map((day) => day.count) }]}
          categoryHeader={t({ message: 'Day', context: 'calendar date' })}
        />
      </div>
    </>
  )
}

/** The overview tab: the organisation (editable with the initial form) and the figures. */
export function OverviewTab({ user }: { user: CurrentUser }) {
  const { t } = useLingui()
  const lang = useLang()
  const overview = useEmployerOverview(lang)
  const organization = useOrganization(firstOrganization(user)?.id ?? null, lang)
  return (
    <>
      {organization.data ? (
        <OrganizationCard
          organization={organization.data}
          actions={
            <button
              type="button"
              className="button is-small"
              onClick={() => openAccountDialog({ view: 'details' })}
            >
              <Trans>Edit details</Trans>
            </button>
          }
        />
      ) : organization.error ? (
        <LoadError onRetry={() => void organization.mutate()} />
      ) : (
        <ListSkeleton label={t`Loading your organization`} rows={1} />
      )}
      <h2 className="title is-5 mt-5">
        <Trans>Your figures</Trans>
      </h2>
      {overview.data ? (
        <Figures overview={overview.data} />
      ) : overview.error ? (
        <LoadError onRetry={() => void overview.mutate()} />
      ) : (
        <ListSkeleton label={t`Loading your figures`} rows={2} />
      )}
      <ApplicantNoticeSettings />
    </>
  )
}
