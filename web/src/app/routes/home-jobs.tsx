import '../../components/job/job.scss'
import { useLingui } from '@lingui/react/macro'
import { JobCard } from '../../features/job-search/components/job-card'
import type { JobCard as Job } from '../../features/job-search/api/job-search'
import { BROWSE_BY } from '@jagir/shared/rules/browse'
import type { Lang } from '@jagir/shared/routes/table'
import { isJobseeker } from '@jagir/shared/schemas/user'
import { useCurrentUser } from '../../features/auth/api/current-user'
import { browseData } from '../../features/browse/api/browse'
import { BrowseBlock } from '../../features/browse/components/browse-block'
import {
  FEATURED_JOBS_PATH,
  LATEST_JOBS_PATH,
  useHomeJobs,
  type HomeJob,
} from '../../features/home/api/home-jobs'
import { JobSection } from '../../features/home/components/job-section'
import { JobsForYou } from '../../features/home/components/jobs-for-you'
import { useLang } from '../../lib/lang'
import { pageHref } from '../../lib/links'

const card = (job: HomeJob) => <JobCard job={job as unknown as Job} />
const slugOf = (job: HomeJob) => job.slug

/** The browse block's lists, read by the server's render of home. */
export const homeBrowseData = (lang: Lang) => BROWSE_BY.map((by) => browseData(by, lang))

/**
 * The home page's lists below the search box (so loaded after it): a signed-in job seeker's jobs
 * for them (read by the browser, as the seeker), the featured and latest jobs, and the browse
 * block.
 */
export function HomeJobs() {
  const lang = useLang()
  const { t } = useLingui()
  const { user } = useCurrentUser()
  const featured = useHomeJobs(FEATURED_JOBS_PATH, lang).data
  const latest = useHomeJobs(LATEST_JOBS_PATH, lang).data
  const more = { to: pageHref('jobSearch', lang), label: t`See all jobs` }
  return (
    <>
      {isJobseeker(user) ? <JobsForYou renderJob={card} /> : null}
      {featured?.length === 0 ? null : (
        <JobSection
          title={t`Featured Jobs`}
          jobs={featured}
          renderJob={card}
          keyOf={slugOf}
          empty={t`No featured jobs right now.`}
          more={more}
        />
      )}
      <JobSection
        title={t`Latest Jobs`}
        jobs={latest}
        renderJob={card}
        keyOf={slugOf}
        empty={t`No jobs have been posted yet.`}
        more={more}
      />
      <BrowseBlock />
    </>
  )
}
