import type { SimilarJob } from '../../features/job-detail/api/similar-jobs'
import { SimilarJobs } from '../../features/job-detail/components/similar-jobs'
import type { JobCard as Job } from '../../features/job-search/api/job-search'
import { JobCard } from '../../features/job-search/components/job-card'

const card = (job: SimilarJob) => <JobCard job={job as unknown as Job} />

/** The job page's similar jobs, as job cards (a part of its own, loaded after the job). */
export function SimilarJobCards({ slug }: { slug: string }) {
  return <SimilarJobs slug={slug} renderJob={card} />
}
