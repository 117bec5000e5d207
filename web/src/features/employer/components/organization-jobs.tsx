import { Link, useLocation } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { href } from '@jagir/shared/routes/table'
import { DaysLeft } from '../../../components/job/days-left'
import { JobDate } from '../../../components/job/job-date'
import { PagedResults } from '../../../components/ui/paged-results'
import { formatNumber } from '../../../lib/format'
import { useLang } from '../../../lib/lang'
import { useOrganizationJobs } from '../api/organization-jobs'
import { ListSkeleton, LoadErrorText } from './states'

/** An employer's open jobs, each linking to its page, paged (`?page=`). */
export function OrganizationJobs({ id, page }: { id: number; page: number }) {
  const { t } = useLingui()
  const lang = useLang()
  const { pathname } = useLocation()
  const list = useOrganizationJobs(id, page, lang)
  const { data } = list
  const count = formatNumber(data?.count ?? 0, lang)
  return (
    <section aria-labelledby="open-jobs" className="mt-5">
      <h2 className="title is-4" id="open-jobs">
        {data ? <Trans>Open jobs ({count})</Trans> : <Trans>Open jobs</Trans>}
      </h2>
      <PagedResults
        of="organizationJobs"
        list={list}
        page={page}
        pageHref={(to) => (to > 1 ? `${pathname}?page=${to}` : pathname)}
        className="organization-jobs"
        itemClass="box"
        keyOf={(job) => job.slug}
        loading={<ListSkeleton label={t`Loading the jobs`} />}
        failed={<LoadErrorText />}
        empty={
          <p className="box">
            <Trans>No open job right now. Come back soon.</Trans>
          </p>
        }
      >
        {(job) => (
          <>
            <h3 className="title is-5 mb-1">
              <Link
                to={href('jobDetail', { jobSlug: job.slug }, null, lang)}
                lang={job.title_lang && job.title_lang !== lang ? job.title_lang : undefined}
              >
                {job.title || t`Untitled job`}
              </Link>
            </h3>
            {job.location ? <p className="has-text-grey-dark mb-1">{job.location}</p> : null}
            {job.deadline ? (
              <p className="is-size-7">
                <Trans>Deadline:</Trans> <JobDate value={job.deadline} />{' '}
                <DaysLeft deadline={job.deadline} />
              </p>
            ) : null}
          </>
        )}
      </PagedResults>
    </section>
  )
}
