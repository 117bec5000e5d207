import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import * as z from 'zod/mini'
import { Trans, useLingui } from '@lingui/react/macro'
import { COVER_LETTER_MAX, type CvChoice } from '@jagir/shared/rules/jobseeker-profile'
import { applyLetterSchema } from '@jagir/shared/schemas/apply'
import type { ScreeningQuestion } from '@jagir/shared/schemas/job-question'
import { jagirErrorMap } from '@jagir/shared/errors/zod-issues'
import type { CvInfo } from '../../../components/cv/cv-api'
import { CvUpload } from '../../../components/cv/cv-upload'
import { useErrorText } from '../../../components/form/error-text'
import { FormErrors } from '../../../components/form/field-frame'
import { RadioGroup } from '../../../components/form/radio-group'
import { applyServerErrors } from '../../../components/form/server-errors'
import { TextArea } from '../../../components/form/text-area'
import { formatNumber } from '../../../lib/format'
import { useLang } from '../../../lib/lang'
import { applyForJob, type ScreeningAnswer } from '../api/apply'
import { QuestionField } from './question-field'
import './apply.scss'

type Answers = Record<string, string>
type Values = Answers & { cover_letter: string; cv: CvChoice }

/** The first problem of one of the letter's fields by the shared schema (a coded message), or true. */
function letterCheck(field: 'cover_letter' | 'cv', value: string): true | string {
  const parsed = z.safeParse(applyLetterSchema.shape[field], value, { error: jagirErrorMap })
  return parsed.success || (parsed.error.issues[0]?.message ?? 'invalid')
}

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
  /** The seeker's uploaded CV when they have one. */
  cv: CvInfo | null
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
  cv: givenCv,
}: ApplyFormProps) {
  const { t } = useLingui()
  const lang = useLang()
  const text = useErrorText()
  const [general, setGeneral] = useState<string[]>([])
  // A CV uploaded in the dialog replaces the one the dialog opened with.
  const [cv, setCv] = useState(givenCv)
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors },
  } = useForm<Values>({
    defaultValues: {
      ...Object.fromEntries(questions.map((q) => [fieldName(q), ''])),
      cover_letter: '',
      cv: givenCv ? 'file' : 'profile',
    },
  })
  const letter = useWatch({ control, name: 'cover_letter' }) ?? ''
  const choice = useWatch({ control, name: 'cv' })
  const letterCount = formatNumber(letter.length, lang)
  const letterMax = formatNumber(COVER_LETTER_MAX, lang)
  const fileName = cv ? cv.file_name : null
  const cvOptions = [
    ...(fileName !== null ? [{ value: 'file', label: t`My uploaded CV (${fileName})` }] : []),
    { value: 'profile', label: t`The CV made from my Jagir profile` },
    { value: 'none', label: t`No CV: my profile only` },
  ]

  const submit = handleSubmit(async (values) => {
    setGeneral([])
    onSubmittingChange(true)
    try {
      await applyForJob(slug, toAnswers(questions, values), {
        cover_letter: values.cover_letter.trim(),
        cv: values.cv,
      })
      onApplied()
    } catch (error) {
      // An answer's error (`answers.{question id}`) goes under its question.
      const aliases = Object.fromEntries(questions.map((q) => [`answers.${q.id}`, fieldName(q)]))
      const knownFields = [...questions.map(fieldName), 'cover_letter', 'cv']
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
      <TextArea
        label={t`Cover letter (optional)`}
        rows={5}
        maxLength={COVER_LETTER_MAX}
        hint={t`${letterCount} of ${letterMax} characters`}
        error={text(errors.cover_letter?.message)}
        {...register('cover_letter', { validate: (value) => letterCheck('cover_letter', value) })}
      />
      <RadioGroup
        label={t`CV to send`}
        options={cvOptions}
        value={choice}
        error={text(errors.cv?.message)}
        {...register('cv', { validate: (value) => letterCheck('cv', value) })}
      />
      {cv ? null : (
        <CvUpload
          small
          button={<Trans>Upload a CV</Trans>}
          onUploaded={(uploaded) => {
            setCv(uploaded)
            if (uploaded) setValue('cv', 'file')
          }}
        />
      )}
    </form>
  )
}
