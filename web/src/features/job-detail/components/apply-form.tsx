import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ScreeningQuestion } from '@jagir/shared/schemas/job-question'
import { FormErrors } from '../../../components/form/field-frame'
import { applyServerErrors } from '../../../components/form/server-errors'
import { applyForJob, type ScreeningAnswer } from '../api/apply'
import { QuestionField } from './question-field'
import './apply.scss'

type Answers = Record<string, string>

const fieldName = (question: ScreeningQuestion) => `q${question.id}`

/** The answers worth sending: every question answered, trimmed; unanswered optional ones left out. */
export function toAnswers(questions: ScreeningQuestion[], values: Answers): ScreeningAnswer[] {
  return questions
    .map((question) => ({
      question: question.id,
      answer: (values[fieldName(question)] ?? '').trim(),
    }))
    .filter((answer) => answer.answer !== '')
}

interface ApplyFormProps {
  slug: string
  questions: ScreeningQuestion[]
  formId: string
  onApplied: () => void
  onSubmittingChange: (submitting: boolean) => void
}

/**
 * The screening questions of a job and the application itself: required questions must be
 * answered before anything is sent; the provider's refusals show under their question or on top.
 */
export function ApplyForm({
  slug,
  questions,
  formId,
  onApplied,
  onSubmittingChange,
}: ApplyFormProps) {
  const { t } = useLingui()
  const [general, setGeneral] = useState<string[]>([])
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Answers>({
    defaultValues: Object.fromEntries(questions.map((q) => [fieldName(q), ''])),
  })

  const submit = handleSubmit(async (values) => {
    setGeneral([])
    onSubmittingChange(true)
    try {
      await applyForJob(slug, toAnswers(questions, values))
      onApplied()
    } catch (error) {
      // An answer's error (`answers.{question id}`) goes under its question.
      const aliases = Object.fromEntries(questions.map((q) => [`answers.${q.id}`, fieldName(q)]))
      const knownFields = questions.map(fieldName)
      setGeneral(applyServerErrors(error, setError, { aliases, knownFields }))
    } finally {
      onSubmittingChange(false)
    }
  })

  return (
    <form id={formId} onSubmit={submit} noValidate>
      <FormErrors messages={general} />
      {questions.length === 0 ? (
        <p>
          <Trans>Your profile will be sent to the employer. Do you want to apply?</Trans>
        </p>
      ) : (
        <p className="mb-4">
          <Trans>Please answer the employer's questions.</Trans>
        </p>
      )}
      {questions.map((question) => (
        <QuestionField
          key={question.id}
          question={question}
          error={errors[fieldName(question)]}
          field={register(fieldName(question), {
            validate: (value) =>
              !question.is_required || value.trim() !== '' || t`Please answer this question.`,
          })}
        />
      ))}
    </form>
  )
}
