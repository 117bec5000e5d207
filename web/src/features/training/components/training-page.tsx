import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { href } from '@jagir/shared/routes/table'
import { ContentItemPage } from '../../../components/content/content-item-page'
import { openAccountDialog, useAccountDialog } from '../../../lib/account-dialog'
import { useItem } from '../../../lib/content-data'
import { useLang } from '../../../lib/lang'
import { isFull, type Training } from '../api/training'
import { TrainingFacts } from './training-facts'
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

/** Enroll, which opens the account dialog's enrolment view; for a full training, why not. */
function Enrolment({ training }: { training: Training }) {
  const lang = useLang()
  if (isFull(training)) {
    return (
      <p className="notification is-warning is-light mb-0 has-underlined-links" role="status">
        <Trans>
          This training is full: it takes no more enrolments.{' '}
          <Link to={href('training', null, null, lang)}>See the other trainings</Link>.
        </Trans>
      </p>
    )
  }
  return (
    <button
      type="button"
      className="button is-primary"
      onClick={() => openAccountDialog({ view: 'enroll', subject: training.slug })}
    >
      <Trans>Enroll in this training</Trans>
    </button>
  )
}

/**
 * `/training/{slug}`: one training, what it teaches, and Enroll, which opens the account dialog's
 * enrolment view (docs/product.md#the-account-dialog). A full training says so and offers no enrolment (the
 * provider refuses one too, should the page be old).
 */
export function TrainingPage({ slug }: { slug: string }) {
  const { t } = useLingui()
  const lang = useLang()
  const item = useItem<Training>('training', slug, lang)
  useRefreshAfterDialog(() => void item.mutate())
  return (
    <ContentItemPage
      item={item}
      narrow
      title={item.data?.title}
      list={{ label: t`Training`, href: href('training', null, null, lang) }}
      text={{
        loading: t`Loading the training`,
        failed: <Trans>The training could not be loaded.</Trans>,
        retry: <Trans>Load the training again</Trans>,
      }}
    >
      {(training) => (
        <>
          {training.summary ? <p className="subtitle is-6">{training.summary}</p> : null}
          <div className="box">
            <TrainingFacts training={training} />
            <div className="mt-4">
              <Enrolment training={training} />
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
        </>
      )}
    </ContentItemPage>
  )
}
