import { lazy, Suspense, useEffect, useRef } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { CurrentUser } from '@jagir/shared/schemas/user'
import { PageTitle } from '../../../components/ui/page-title'
import { ApiError } from '../../../lib/api-client'
import { useLang } from '../../../lib/lang'
import { useJobDetail } from '../api/job-detail'
import { JobActions } from './job-actions'
import { JobDetailView } from './job-detail-view'
import { JobShare } from './job-share'

// The owner's bar: its own chunk, asked for only when the signed-in owner's read says so.
const JobOwnerBar = lazy(() => import('./job-owner-bar'))

/** Placeholder blocks in the page's shape while the job loads. */
function JobDetailSkeleton() {
  const { t } = useLingui()
  return (
    <div role="status" aria-busy="true" aria-label={t`Loading the job`}>
      <div className="box">
        <div className="skeleton-block is-high-6" />
      </div>
      <div className="columns">
        <div className="column is-8-desktop">
          <div className="skeleton-lines">
            <div />
            <div />
            <div />
            <div />
          </div>
        </div>
        <div className="column is-4-desktop">
          <div className="skeleton-block is-high-12" />
        </div>
      </div>
    </div>
  )
}

/**
 * `/job/{slug}/detail`: the job, with Apply and Save. An unknown job shows the 404 page and an
 * expired one the 410 page (the API client applies docs/product.md#what-a-failed-call-does).
 */
export function JobDetailPage({
  slug,
  user,
}: {
  slug: string
  user: CurrentUser | null | undefined
}) {
  const lang = useLang()
  // Signing in (or out) on this page changes what the job says about the viewer (applied, saved).
  const signedIn = user === undefined ? undefined : user !== null
  const { data: job, error, mutate, viewerKnown } = useJobDetail(slug, lang, signedIn)
  // Unknown (404) or expired (410): the route's error boundary shows that error page here.
  if (error instanceof ApiError && (error.status === 404 || error.status === 410)) throw error

  const seen = useRef(signedIn)
  useEffect(() => {
    if (signedIn === undefined) return
    if (seen.current !== undefined && seen.current !== signedIn) void mutate()
    seen.current = signedIn
  }, [signedIn, mutate])

  return (
    <section className="section job-page">
      <div className="container">
        <PageTitle title={job?.title} />
        {/* Never in the server's render: its read is a visitor's (is_owner false). */}
        {job && viewerKnown && job.is_owner ? (
          <Suspense fallback={null}>
            <JobOwnerBar job={job} onChanged={() => mutate()} />
          </Suspense>
        ) : null}
        {job ? (
          <JobDetailView
            job={job}
            actions={
              <>
                <JobActions
                  job={job}
                  user={viewerKnown || user === null ? user : undefined}
                  onChange={(changed) => void mutate(changed, { revalidate: false })}
                />
                <hr className="my-4" />
                <JobShare slug={job.slug} title={job.title ?? ''} />
              </>
            }
          />
        ) : error ? (
          <p className="notification is-danger is-light" role="alert">
            <Trans>The job could not be loaded.</Trans>
          </p>
        ) : (
          <JobDetailSkeleton />
        )}
      </div>
    </section>
  )
}
