import { useId, type ReactNode } from 'react'
import { Link } from 'react-router'

interface JobSectionProps<T> {
  title: string
  jobs: T[] | undefined
  renderJob: (job: T) => ReactNode
  keyOf: (job: T) => string
  /** Shown when the list came back empty. */
  empty: string
  /** The 'see all' link under the list. */
  more: { to: string; label: string }
}

/** A titled grid of job cards on the home page, with placeholders while it loads. */
export function JobSection<T>({ title, jobs, renderJob, keyOf, empty, more }: JobSectionProps<T>) {
  const headingId = useId()
  return (
    <section className="section home-jobs" aria-labelledby={headingId} aria-busy={!jobs}>
      <div className="container">
        <h2 className="title is-4" id={headingId}>
          {title}
        </h2>
        {!jobs ? (
          <JobGridSkeleton />
        ) : jobs.length === 0 ? (
          <p>{empty}</p>
        ) : (
          <div className="columns is-multiline">
            {jobs.map((job) => (
              <div className="column is-half-tablet is-one-third-desktop" key={keyOf(job)}>
                {renderJob(job)}
              </div>
            ))}
          </div>
        )}
        <p className="mt-4">
          <Link to={more.to}>{more.label}</Link>
        </p>
      </div>
    </section>
  )
}

/** Card-shaped placeholders. */
export function JobGridSkeleton() {
  return (
    <div className="columns is-multiline" aria-hidden="true">
      {[0, 1, 2].map((index) => (
        <div className="column is-half-tablet is-one-third-desktop" key={index}>
          <div className="box job-card-placeholder" />
        </div>
      ))}
    </div>
  )
}
