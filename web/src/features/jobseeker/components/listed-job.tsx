import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { href } from '@jagir/shared/routes/table'
import { OrganizationLogo, organizationName } from '../../../components/job/organization'
import { useLang } from '../../../lib/lang'
import type { ListedJob } from '../api/activity'

/** A job in the seeker's lists: logo, title (to the job), organisation, place; then `children`. */
export function ListedJobRow({ job, children }: { job: ListedJob; children?: ReactNode }) {
  const lang = useLang()
  return (
    <article className="listed-job">
      <OrganizationLogo job={job} size={56} />
      <div className="listed-job-body">
        <h3 className="title is-6 mb-1">
          <Link
            to={href('jobDetail', { jobSlug: job.slug }, null, lang)}
            lang={job.title_lang !== lang ? job.title_lang : undefined}
          >
            {job.title ?? job.slug}
          </Link>
        </h3>
        <p>{organizationName(job)}</p>
        {job.location ? <p className="has-text-grey">{job.location}</p> : null}
        {children}
      </div>
    </article>
  )
}
