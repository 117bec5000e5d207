import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import { mapServerErrors } from '@jagir/shared/errors/server-errors'
import type { ScreeningQuestion } from '@jagir/shared/schemas/job-question'
import { ApiError } from '../../../lib/api-client'
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
      if (!(error instanceof ApiError) || error.status !== 400) return
      const mapped = mapServerErrors(error.body)
      const unplaced: string[] = mapped.general.flatMap((entry) => entry.messages)
      for (const [field, messages] of Object.entries(mapped.fields)) {
        const question = questions.find((q) => field === `answers.${q.id}`)
        if (question) setError(fieldName(question), { type: 'server', message: messages.join(' ') })
        else unplaced.push(...messages)
      }
      setGeneral(unplaced)
    } finally {
      onSubmittingChange(false)
    }
  })

  return (
    <form id={formId} onSubmit={submit} noValidate>
      {general.length > 0 ? (
        <div className="notification is-danger is-light" role="alert">
          {general.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
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
