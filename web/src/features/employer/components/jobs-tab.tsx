import { useState, type ReactNode } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import { useSWRConfig } from 'swr'
import { Trans, useLingui } from '@lingui/react/macro'
import { href } from '@jagir/shared/routes/table'
import { PagedResults } from '../../../components/ui/paged-results'
import { ApiError } from '../../../lib/api-client'
import { useLang } from '../../../lib/lang'
import { showSnackbar } from '../../../lib/snackbar'
import { publishJob, useEmployerJobs, type EmployerJob, type JobStatus } from '../api/employer-jobs'
import { EmployerJobRow } from './employer-job-row'
import { ListSkeleton, LoadErrorText } from './states'

/** Whether an SWR key is one of the workspace's (jobs, overview): they change together. */
export const isWorkspaceKey = (key: unknown) =>
  Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('/api/v1/employer/')

/** What an empty tab says, and whether it offers Post Job. */
function EmptyTab({ status, postJob }: { status: JobStatus; postJob: ReactNode }) {
  const text: Record<JobStatus, ReactNode> = {
    active: (
      <Trans>No job is open for applications. Post a job, or publish one of your drafts.</Trans>
    ),
    pending: <Trans>No job is waiting for approval.</Trans>,
    draft: <Trans>No drafts. A job you start and do not publish waits here.</Trans>,
    denied: <Trans>No job was turned down.</Trans>,
    expired: <Trans>No job has passed its deadline.</Trans>,
  }
  return (
    <div className="box has-text-centered" data-testid="empty-tab">
      <p className="mb-3">{text[status]}</p>
      {status === 'active' || status === 'draft' ? postJob : null}
    </div>
  )
}

/** The page of a job tab its address names (`?page=`), 1 unless a positive number. */
export const jobsPageOf = (search: URLSearchParams): number =>
  Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1)

/** One job tab: the employer's jobs of a status, paged (`?page=`), with their actions. */
export function JobsTab({ status, postJob }: { status: JobStatus; postJob: ReactNode }) {
  const { t } = useLingui()
  const lang = useLang()
  const { pathname } = useLocation()
  const [search] = useSearchParams()
  const page = jobsPageOf(search)
  const list = useEmployerJobs(status, page, lang)
  const { mutate: mutateAll } = useSWRConfig()
  const [publishing, setPublishing] = useState<string | null>(null)

  const publish = async (job: EmployerJob) => {
    setPublishing(job.slug)
    try {
      await publishJob(job.slug)
      showSnackbar(t`The job is published: job seekers can apply now.`)
      await mutateAll(isWorkspaceKey)
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 403) {
        showSnackbar(
          t`You have no job post left to publish it. Buy a package on the pricing page.`,
          'danger',
        )
      }
    } finally {
      setPublishing(null)
    }
  }

  const copyLink = async (job: EmployerJob) => {
    const link = new URL(
      href('jobDetail', { jobSlug: job.slug }, null, lang),
      window.location.origin,
    ).href
    try {
      await navigator.clipboard.writeText(link)
      showSnackbar(t`Link copied: ${link}`)
    } catch {
      showSnackbar(t`The link could not be copied. Here it is: ${link}`, 'danger')
    }
  }

  return (
    <PagedResults
      of="employerJobs"
      list={list}
      page={page}
      pageHref={(to) =>
        `${pathname}?${new URLSearchParams({ tab: `${status}-jobs`, page: String(to) })}`
      }
      className="employer-jobs"
      keyOf={(job) => job.slug}
      loading={<ListSkeleton label={t`Loading your jobs`} />}
      failed={<LoadErrorText />}
      empty={<EmptyTab status={status} postJob={postJob} />}
    >
      {(job) => (
        <EmployerJobRow
          job={job}
          status={status}
          onPublish={(one) => void publish(one)}
          publishing={publishing === job.slug}
          onCopyLink={(one) => void copyLink(one)}
          onChanged={() => mutateAll(isWorkspaceKey)}
        />
      )}
    </PagedResults>
  )
}
