import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { href, JOBSEEKER_TABS } from '@jagir/shared/routes/table'
import { LoadState } from '../../../components/ui/load-state'
import { PageTitle } from '../../../components/ui/page-title'
import { TabBar, useTabParam, type TabItem } from '../../../components/ui/tab-bar'
import { useLang } from '../../../lib/lang'
import { useMyProfile, type SeekerProfile } from '../api/my-profile'
import { AppliedJobsTab } from './applied-jobs-tab'
import { LikedJobsTab } from './liked-jobs-tab'
import { OverviewTab } from './overview-tab'
import { ProfileViewsTab } from './profile-views-tab'
import { SeekerHead } from './seeker-avatar'
import '../../../components/job/job.scss'
import './jobseeker.scss'

type Tab = (typeof JOBSEEKER_TABS)[number]

/** Who the profile is, and the seeker's other pages: the public view, stats, data. */
function ProfileHead({ profile }: { profile: SeekerProfile }) {
  const lang = useLang()
  return (
    <SeekerHead profile={profile} level={2}>
      <ul className="profile-links">
        <li>
          <Link to={href('jobseekerProfile', { id: profile.username }, null, lang)}>
            <Trans>See your public profile</Trans>
          </Link>
        </li>
        <li>
          <Link to={href('jobseekerStats', null, null, lang)}>
            <Trans>Your activity</Trans>
          </Link>
        </li>
        <li>
          <Link to={href('jobseekerData', null, null, lang)}>
            <Trans>Your data</Trans>
          </Link>
        </li>
      </ul>
    </SeekerHead>
  )
}

/**
 * `/jobseeker/profile/me?tab=`: the signed-in seeker's profile, with four tabs (overview, applied
 * jobs, liked jobs, profile views; docs/product.md#job-seeker-and-referrer-pages); the tab is in the
 * address.
 */
export function SeekerProfilePage({
  savedSearches,
}: {
  /** The saved searches and their alerts, shown under the overview. */
  savedSearches?: ReactNode
} = {}) {
  const { t } = useLingui()
  const tab = useTabParam<Tab>(JOBSEEKER_TABS, 'overview')
  const { data: profile, error } = useMyProfile()
  const tabs: TabItem<Tab>[] = [
    { id: 'overview', label: t({ message: 'Overview', context: 'seeker' }) },
    { id: 'applied-jobs', label: t`Applied jobs` },
    { id: 'liked-jobs', label: t`Liked jobs` },
    { id: 'profile-view', label: t`Profile views` },
  ]
  return (
    <section className="section seeker-profile">
      <div className="container">
        <PageTitle title={t`My profile`} />
        <h1 className="title is-3">
          <Trans>My profile</Trans>
        </h1>
        {profile ? <ProfileHead profile={profile} /> : null}
        <TabBar tabs={tabs} current={tab} label={t`Your profile's pages`} />
        {tab === 'applied-jobs' ? (
          <AppliedJobsTab />
        ) : tab === 'liked-jobs' ? (
          <LikedJobsTab />
        ) : tab === 'profile-view' ? (
          <ProfileViewsTab />
        ) : profile ? (
          <>
            <OverviewTab profile={profile} />
            {savedSearches}
          </>
        ) : (
          <LoadState error={error} failed={<Trans>Your profile could not be loaded.</Trans>} />
        )}
      </div>
    </section>
  )
}
