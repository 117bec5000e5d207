import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useLang } from '../../../lib/lang'
import { pageHref } from '../../../lib/links'
import { FOR_YOU_JOBS_PATH, useHomeJobs, type HomeJob } from '../api/home-jobs'
import { JobSection } from './job-section'

const slugOf = (job: HomeJob) => job.slug

/**
 * A signed-in job seeker's best-fitting open jobs (their preferred categories and districts
 * first), read by the browser as the seeker, and a link to all of them in that order.
 */
export function JobsForYou({ renderJob }: { renderJob: (job: HomeJob) => ReactNode }) {
  const lang = useLang()
  const { t } = useLingui()
  const jobs = useHomeJobs(FOR_YOU_JOBS_PATH, lang).data
  return (
    <JobSection
      title={t`Jobs for you`}
      jobs={jobs}
      renderJob={renderJob}
      keyOf={slugOf}
      empty={t`No open jobs match your preferences yet.`}
      more={{
        to: pageHref('jobSearch', lang, { sort: 'recommended' }),
        label: t`See all jobs for you`,
      }}
    />
  )
}
