import { useEffect, type ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import { useLingui } from '@lingui/react/macro'
import { EMPLOYER_TABS } from '@jagir/shared/routes/table'
import { firstOrganization } from '@jagir/shared/rules/organization'
import type { CurrentUser } from '@jagir/shared/schemas/user'
import { PageSkeleton } from '../../../components/ui/page-skeleton'
import { PageTitle } from '../../../components/ui/page-title'
import { TabBar, useTabParam, type TabItem } from '../../../components/ui/tab-bar'
import { useLang } from '../../../lib/lang'
import { preloadEmployerJobs, type JobStatus } from '../api/employer-jobs'
import { useEmployerOverview } from '../api/employer-overview'
import { CandidatesTab } from './candidates-tab'
import { JobsTab, jobsPageOf } from './jobs-tab'
import { OverviewTab } from './overview-tab'
import { ShortlistedTab, type BrowserShortlist } from './shortlisted-tab'
import './employer.scss'

type Tab = (typeof EMPLOYER_TABS)[number]

/** The job status a job tab shows (`active-jobs` → `active`), or null for the other tabs. */
const statusOf = (tab: Tab): JobStatus | null =>
  tab.endsWith('-jobs') ? (tab.slice(0, -'-jobs'.length) as JobStatus) : null

/**
 * `/employer/profile/me?tab=`: the employer's workspace, the seven tabs of docs/product.md#employer-workspace with
 * the tab in the address: jobs by status (counts on the tabs), the overview and the shortlist,
 * My candidates (those bought), then the order history with its tax invoices (given by the route).
 */
export function EmployerWorkspace({
  user,
  postJob,
  shortlist,
  orders,
}: {
  user: CurrentUser
  postJob: ReactNode
  shortlist: BrowserShortlist
  /** The `orders` tab's content (the payment feature's order history), handed down by the route. */
  orders: ReactNode
}) {
  const { t } = useLingui()
  const lang = useLang()
  const tab = useTabParam(EMPLOYER_TABS, 'active-jobs')
  const { data: overview, error } = useEmployerOverview(lang)
  const jobs = overview?.jobs
  const tabs: TabItem<Tab>[] = [
    { id: 'active-jobs', label: t`Active jobs`, count: jobs?.active },
    { id: 'pending-jobs', label: t`Pending`, count: jobs?.pending },
    { id: 'draft-jobs', label: t`Drafts`, count: jobs?.draft },
    { id: 'denied-jobs', label: t`Denied`, count: jobs?.denied },
    { id: 'expired-jobs', label: t`Expired`, count: jobs?.expired },
    { id: 'overview', label: t`Overview` },
    {
      id: 'shortlisted-jobseeker',
      label: t`Shortlisted job seekers`,
      count: overview?.shortlisted_jobseekers,
    },
    // Those unlocked by a purchase, with how to reach them (issue 31).
    { id: 'candidates', label: t`My candidates` },
    { id: 'orders', label: t`Orders` },
  ]
  const current = tabs.find((item) => item.id === tab)!
  const name = firstOrganization(user)?.name || user.full_name || t`Your workspace`
  const status = statusOf(tab)
  const [search] = useSearchParams()
  const page = jobsPageOf(search)
  // Drawn once the counts are known (or could not be read): the tabs wrap on a phone, and
  // counts arriving later would rewrap them and push the page below down. The tab's jobs are
  // read meanwhile, not after.
  const waiting = overview === undefined && error === undefined
  useEffect(() => {
    if (waiting && status) preloadEmployerJobs(status, page, lang)
  }, [waiting, status, page, lang])
  if (waiting) return <PageSkeleton />
  return (
    <section className="section employer-workspace">
      <PageTitle title={`${current.label} · ${name}`} />
      <div className="container">
        <div className="employer-workspace-head">
          <h1 className="title is-3">{name}</h1>
          {postJob}
        </div>
        <TabBar label={t`Your workspace`} tabs={tabs} current={tab} />
        <h2 className="title is-4">{current.label}</h2>
        {status ? (
          <JobsTab key={status} status={status} postJob={postJob} />
        ) : tab === 'overview' ? (
          <OverviewTab user={user} />
        ) : tab === 'candidates' ? (
          <CandidatesTab />
        ) : tab === 'orders' ? (
          orders
        ) : (
          <ShortlistedTab shortlist={shortlist} />
        )}
      </div>
    </section>
  )
}
