import { useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { sendSurvey, type SurveyQuestion } from '../api/covid-survey'
import type { Received } from '../api/forms'
import { RadioGroup } from '../../../components/form/radio-group'
import { applyServerErrors } from '../../../components/form/server-errors'
import { FormShell } from './form-shell'
import { TextArea } from '../../../components/form/text-area'

/** One question: its choices as radio buttons, or a text answer. */
function Question({
  question,
  value,
  error,
  onChange,
}: {
  question: SurveyQuestion
  value: string
  error: string | undefined
  onChange: (value: string) => void
}) {
  const common = {
    error,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  }
  if (question.choices.length === 0) {
    return <TextArea label={question.question} rows={3} value={value} {...common} />
  }
  return (
    <RadioGroup
      label={
        <>
          {question.question}
          {question.required ? <span aria-hidden="true"> *</span> : null}
        </>
      }
      inline
      options={question.choices.map((choice) => ({ value: choice, label: choice }))}
      name={`question-${question.id}`}
      value={value}
      required={question.required}
      {...common}
    />
  )
}

/**
 * The COVID-19 survey's questions as a form: required choices are checked before sending, the
 * provider's errors (a missing or unknown answer) shown under their question, nothing chosen lost.
 */
export function CovidSurveyForm({ questions }: { questions: SurveyQuestion[] }) {
  const { t } = useLingui()
  const [answers, setAnswers] = useState<Record<number, string>>({})
  const [errors, setErrors] = useState<Record<number, string>>({})
  const [general, setGeneral] = useState<string[]>([])
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState<Received | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const missing: Record<number, string> = {}
    for (const question of questions) {
      if (question.required && !answers[question.id]?.trim()) {
        missing[question.id] = t`Please choose an answer.`
      }
    }
    setErrors(missing)
    setGeneral([])
    if (Object.keys(missing).length > 0) return
    setSending(true)
    try {
      const given = questions
        .filter((question) => answers[question.id]?.trim())
        .map((question) => ({ question: question.id, answer: answers[question.id]!.trim() }))
      setSent((await sendSurvey(given)) ?? {})
    } catch (error) {
      const byQuestion: Record<number, string> = {}
      const putUnder = (field: string, { message = '' }: { message?: string }) => {
        const id = /^answers\.(\d+)$/.exec(field)?.[1]
        if (id) byQuestion[Number(id)] = message
      }
      setGeneral(applyServerErrors(error, putUnder, { knownFields: ['answers'] }))
      setErrors(byQuestion)
    } finally {
      setSending(false)
    }
  }

  return (
    <FormShell
      title={<Trans>Four short questions</Trans>}
      general={general}
      submitting={sending}
      submitLabel={<Trans>Send my answers</Trans>}
      onSubmit={submit}
      sent={sent}
      // The provider's answer says thank you: the title says what happened, not thanks again.
      sentTitle={<Trans>Your answers are sent.</Trans>}
    >
      {questions.map((question) => (
        <Question
          key={question.id}
          question={question}
          value={answers[question.id] ?? ''}
          error={errors[question.id]}
          onChange={(value) => setAnswers((current) => ({ ...current, [question.id]: value }))}
        />
      ))}
      <p className="is-size-7 mb-3">
        <Trans>Questions marked * need an answer.</Trans>
      </p>
    </FormShell>
  )
}
