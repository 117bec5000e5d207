import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { href } from '@jagir/shared/routes/table'
import { Breadcrumbs } from '../../../components/content/breadcrumbs'
import { PageTitle } from '../../../components/ui/page-title'
import { openAccountDialog, useAccountDialog } from '../../../lib/account-dialog'
import { ApiError } from '../../../lib/api-client'
import { useItem } from '../../../lib/content-data'
import { useLang } from '../../../lib/lang'
import { isFull, type Training } from '../api/training'
import { TrainingFacts } from './training-facts'
import '../../../components/content/content.scss'
import './training.scss'

/** Reads the training again when the account dialog closes after an enrolment: a seat went. */
function useRefreshAfterDialog(refresh: () => void) {
  const { open, view } = useAccountDialog()
  const wasEnrolling = useRef(false)
  useEffect(() => {
    if (open && view === 'enroll') wasEnrolling.current = true
    else if (!open && wasEnrolling.current) {
      wasEnrolling.current = false
      refresh()
    }
  }, [open, view, refresh])
}

/**
 * `/training/{slug}`: one training, what it teaches, and Enrol, which opens the account dialog's
 * enrolment view (spec section 2). A full training says so and offers no enrolment (the
 * provider refuses one too, should the page be old).
 */
export function TrainingPage({ slug }: { slug: string }) {
  const { t } = useLingui()
  const lang = useLang()
  const { data: training, error, mutate } = useItem<Training>('training', slug, lang)
  useRefreshAfterDialog(() => void mutate())
  if (error instanceof ApiError && (error.status === 404 || error.status === 410)) throw error
  const list = t`Training`
  return (
    <section className="section">
      <PageTitle title={training?.title} />
      <div className="container is-narrow-48">
        <Breadcrumbs
          trail={[
            { label: list, href: href('training', null, null, lang) },
            { label: training?.title ?? '' },
          ]}
        />
        {training ? (
          <article aria-labelledby="training-title">
            <h1 className="title is-3 content-title" id="training-title">
              {training.title}
            </h1>
            {training.summary ? <p className="subtitle is-6">{training.summary}</p> : null}
            <div className="box">
              <TrainingFacts training={training} />
              <div className="mt-4">
                {isFull(training) ? (
                  <p
                    className="notification is-warning is-light mb-0 has-underlined-links"
                    role="status"
                  >
                    <Trans>
                      This training is full: it takes no more enrolments.{' '}
                      <Link to={href('training', null, null, lang)}>See the other trainings</Link>.
                    </Trans>
                  </p>
                ) : (
                  <button
                    type="button"
                    className="button is-primary"
                    onClick={() => openAccountDialog({ view: 'enroll', subject: training.slug })}
                  >
                    <Trans>Enroll in this training</Trans>
                  </button>
                )}
              </div>
            </div>
            {training.topics?.length ? (
              <>
                <h2 className="title is-5">
                  <Trans>What you will learn</Trans>
                </h2>
                <div className="content mb-5">
                  <ul>
                    {training.topics.map((topic) => (
                      <li key={topic}>{topic}</li>
                    ))}
                  </ul>
                </div>
              </>
            ) : null}
          </article>
        ) : error ? (
          <div className="notification is-danger is-light" role="alert">
            <p>
              <Trans>The training could not be loaded.</Trans>
            </p>
            <button type="button" className="button is-small mt-2" onClick={() => void mutate()}>
              <Trans>Load the training again</Trans>
            </button>
          </div>
        ) : (
          <div aria-busy="true" aria-label={t`Loading the training`} className="skeleton-lines">
            <div />
            <div />
          </div>
        )}
      </div>
    </section>
  )
}
