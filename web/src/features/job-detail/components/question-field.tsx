import type { FieldError, UseFormRegisterReturn } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ScreeningQuestion } from '@jagir/shared/schemas/job-question'

interface QuestionFieldProps {
  question: ScreeningQuestion
  /** The field's registration (name `q<id>`), with its required rule. */
  field: UseFormRegisterReturn
  error?: FieldError
}

function Label({ question }: { question: ScreeningQuestion }) {
  return (
    <>
      {question.question}
      {question.is_required ? (
        <span className="has-text-danger-dark">
          {' '}
          <Trans>(required)</Trans>
        </span>
      ) : null}
    </>
  )
}

/**
 * One screening question as its type asks (docs/product.md#screening-questions): radio buttons, a dropdown, a short
 * text or a multi-line text; its description and error are tied to the input for screen readers.
 */
export function QuestionField({ question, field, error }: QuestionFieldProps) {
  const { t } = useLingui()
  const id = `question-${question.id}`
  const describedBy =
    [question.description ? `${id}-help` : null, error ? `${id}-error` : null]
      .filter(Boolean)
      .join(' ') || undefined
  const invalid = error ? true : undefined
  const help = question.description ? (
    <p className="help" id={`${id}-help`}>
      {question.description}
    </p>
  ) : null
  const message = error ? (
    <p className="help is-danger" id={`${id}-error`} role="alert">
      {error.message}
    </p>
  ) : null

  if (question.question_type === 'radio') {
    return (
      <fieldset className="field" aria-describedby={describedBy} aria-invalid={invalid}>
        <legend className="label">
          <Label question={question} />
        </legend>
        {help}
        <div className="control radios">
          {question.answer_choices.map((choice, index) => (
            <label className="radio" key={`${index}-${choice.choice_text}`}>
              <input type="radio" value={choice.choice_text} {...field} /> {choice.choice_text}
            </label>
          ))}
        </div>
        {message}
      </fieldset>
    )
  }

  const control =
    question.question_type === 'dropdown' ? (
      <div className={`select is-fullwidth${error ? ' is-danger' : ''}`}>
        <select id={id} aria-describedby={describedBy} aria-invalid={invalid} {...field}>
          <option value="">{t`Choose an answer`}</option>
          {question.answer_choices.map((choice, index) => (
            <option key={`${index}-${choice.choice_text}`} value={choice.choice_text}>
              {choice.choice_text}
            </option>
          ))}
        </select>
      </div>
    ) : question.question_type === 'textarea' ? (
      <textarea
        id={id}
        className={`textarea${error ? ' is-danger' : ''}`}
        rows={4}
        maxLength={5000}
        aria-describedby={describedBy}
        aria-invalid={invalid}
        {...field}
      />
    ) : (
      <input
        id={id}
        className={`input${error ? ' is-danger' : ''}`}
        type="text"
        maxLength={500}
        aria-describedby={describedBy}
        aria-invalid={invalid}
        {...field}
      />
    )

  return (
    <div className="field">
      <label className="label" htmlFor={id}>
        <Label question={question} />
      </label>
      {help}
      <div className="control">{control}</div>
      {message}
    </div>
  )
}
