import { useId } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ScreeningQuestion } from '@jagir/shared/schemas/job-question'

interface PreviewQuestionsProps {
  /** The job's screening questions (undefined while they load). */
  questions: readonly ScreeningQuestion[] | undefined
  /** The name of a question's kind of answer, in the page's language. */
  typeLabel: (type: ScreeningQuestion['question_type']) => string
}

/**
 * The job post preview's screening questions: each with its kind of answer, whether an answer is
 * required, and its choices, as applicants will be asked them.
 */
export function PreviewQuestions({ questions, typeLabel }: PreviewQuestionsProps) {
  const { t } = useLingui()
  const id = useId()
  if (!questions) return null
  return (
    <section className="box job-preview-questions" aria-labelledby={id}>
      <h2 className="title is-5" id={id}>
        <Trans>Screening questions</Trans>
      </h2>
      {questions.length === 0 ? (
        <p className="has-text-grey-dark">
          <Trans>Applicants are asked no screening questions.</Trans>
        </p>
      ) : (
        <ol className="question-list">
          {questions.map((question) => (
            <li key={question.id} className="mb-3" data-testid="preview-question">
              <p className="has-text-weight-semibold">{question.question}</p>
              <p className="is-size-7 has-text-grey-dark">
                {typeLabel(question.question_type)}
                {' · '}
                {question.is_required ? t`Answer required` : t`Answer optional`}
              </p>
              {question.answer_choices.length > 0 ? (
                <ul className="tags mt-1" aria-label={t`Choices`}>
                  {question.answer_choices.map((choice) => (
                    <li key={choice.choice_text} className="tag is-light">
                      {choice.choice_text}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
