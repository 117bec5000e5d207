import { useId, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useLang } from '../../../lib/lang'
import { useSimilarJobs, type SimilarJob } from '../api/similar-jobs'

/**
 * Up to 6 open jobs like this one, under the job (read by the browser after the job, so the
 * page's first paint does not wait for them); nothing when there are none or they fail.
 */
export function SimilarJobs({
  slug,
  renderJob,
}: {
  slug: string
  renderJob: (job: SimilarJob) => ReactNode
}) {
  const lang = useLang()
  const { t } = useLingui()
  const headingId = useId()
  const { data, error } = useSimilarJobs(slug, lang)
  if (error || !data || data.length === 0) return null
  return (
    <section className="section similar-jobs pt-0" aria-labelledby={headingId}>
      <div className="container">
        <h2 className="title is-4" id={headingId}>
          {t`Similar jobs`}
        </h2>
        <div className="columns is-multiline">
          {data.map((job) => (
            <div className="column is-half-tablet is-one-third-desktop" key={job.slug}>
              {renderJob(job)}
            </div>
          ))}
        </div>
      </div>
    </section>
  )
}
