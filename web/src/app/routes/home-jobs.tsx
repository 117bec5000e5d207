import '../../components/job/job.scss'
import { useLingui } from '@lingui/react/macro'
import { JobCard } from '../../features/job-search/components/job-card'
import type { JobCard as Job } from '../../features/job-search/api/job-search'
import {
  FEATURED_JOBS_PATH,
  LATEST_JOBS_PATH,
  useHomeJobs,
  type HomeJob,
} from '../../features/home/api/home-jobs'
import { JobSection } from '../../features/home/components/job-section'
import { useLang } from '../../lib/lang'
import { pageHref } from '../../lib/links'

const card = (job: HomeJob) => <JobCard job={job as unknown as Job} />
const slugOf = (job: HomeJob) => job.slug

/** The home page's featured and latest jobs (below the search box, so loaded after it). */
export function HomeJobs() {
  const lang = useLang()
  const { t } = useLingui()
  const featured = useHomeJobs(FEATURED_JOBS_PATH, lang).data
  const latest = useHomeJobs(LATEST_JOBS_PATH, lang).data
  const more = { to: pageHref('jobSearch', lang), label: t`See all jobs` }
  return (
    <>
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
    </>
  )
}
