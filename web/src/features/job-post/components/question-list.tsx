import { Trans, useLingui } from '@lingui/react/macro'
import type { ScreeningQuestion } from '@jagir/shared/schemas/job-question'
import { OPTION_LABELS } from './option-labels'

interface QuestionListProps {
  questions: readonly ScreeningQuestion[]
  onEdit: (question: ScreeningQuestion) => void
  onDelete: (question: ScreeningQuestion) => void
  /** The question being deleted (its buttons wait). */
  busyId: number | null
}

/** The job's saved screening questions, each with Edit and Delete. */
export function QuestionList({ questions, onEdit, onDelete, busyId }: QuestionListProps) {
  const { t, i18n } = useLingui()
  if (questions.length === 0) {
    return (
      <p className="has-text-grey mb-3">
        <Trans>No screening questions yet.</Trans>
      </p>
    )
  }
  return (
    <ol className="question-list mb-3">
      {questions.map((question) => {
        const text = question.question
        const type = i18n._(OPTION_LABELS[`question_type.${question.question_type}`]!)
        return (
          <li key={question.id} className="box py-3 px-4 mb-2" data-testid="screening-question">
            <div className="is-flex is-justify-content-space-between is-align-items-start">
              <div>
                <p className="has-text-weight-semibold">{text}</p>
                <p className="is-size-7 has-text-grey">
                  {type}
                  {question.is_required ? <> · {t`Answer required`}</> : null}
                </p>
                {question.answer_choices.length > 0 ? (
                  <p className="is-size-7">
                    {question.answer_choices.map((choice) => choice.choice_text).join(' / ')}
                  </p>
                ) : null}
              </div>
              <div className="buttons are-small ml-2 is-flex-shrink-0">
                <button
                  type="button"
                  className="button"
                  aria-label={t`Edit question: ${text}`}
                  onClick={() => onEdit(question)}
                >
                  <Trans>Edit</Trans>
                </button>
                <button
                  type="button"
                  className={`button is-danger is-outlined${busyId === question.id ? ' is-loading' : ''}`}
                  aria-label={t`Delete question: ${text}`}
                  disabled={busyId === question.id}
                  onClick={() => onDelete(question)}
                >
                  <Trans>Delete</Trans>
                </button>
              </div>
            </div>
          </li>
        )
      })}
    </ol>
  )
}
