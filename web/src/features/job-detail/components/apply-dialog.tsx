import { useId, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMyCv } from '../../../components/cv/cv-api'
import { Modal } from '../../../components/ui/modal'
import { useLang } from '../../../lib/lang'
import { useJobQuestions } from '../api/job-questions'
import { ApplyForm } from './apply-form'

interface ApplyDialogProps {
  slug: string
  title: string
  onClose: () => void
  onApplied: () => void
}

/** The application dialog: the job's screening questions, a cover letter and a CV, then Apply. */
export function ApplyDialog({ slug, title, onClose, onApplied }: ApplyDialogProps) {
  const { t } = useLingui()
  const lang = useLang()
  const formId = useId()
  const [submitting, setSubmitting] = useState(false)
  const { data: questions, error } = useJobQuestions(slug, lang, true)
  // Which CV there is to send: without an answer, none (one can be uploaded in the dialog).
  const myCv = useMyCv()
  const cvKnown = myCv.data !== undefined || myCv.error !== undefined
  const ready = questions && cvKnown

  const footer = (
    <div className="buttons">
      <button
        type="submit"
        form={formId}
        className={`button is-primary${submitting ? ' is-loading' : ''}`}
        disabled={submitting || !ready}
      >
        <Trans>Submit application</Trans>
      </button>
      <button type="button" className="button" onClick={onClose}>
        <Trans>Cancel</Trans>
      </button>
    </div>
  )

  return (
    <Modal title={t`Apply for ${title}`} onClose={onClose} footer={footer}>
      {error ? (
        <p className="notification is-danger is-light" role="alert">
          <Trans>The questions could not be loaded. Please try again.</Trans>
        </p>
      ) : !ready ? (
        <div className="skeleton-lines" role="status" aria-busy="true" aria-label={t`Loading`}>
          <div />
          <div />
          <div />
        </div>
      ) : (
        <ApplyForm
          slug={slug}
          questions={questions}
          formId={formId}
          onApplied={onApplied}
          onSubmittingChange={setSubmitting}
          cv={myCv.data?.cv ?? null}
        />
      )}
    </Modal>
  )
}
