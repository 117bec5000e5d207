import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  fromQuestion,
  newQuestionForm,
  toQuestionPayload,
  type QuestionFormValues,
} from '@jagir/shared/rules/question-form'
import type { ScreeningQuestion } from '@jagir/shared/schemas/job-question'
import { ApiError } from '../../../lib/api-client'
import { noticeText } from '../../../lib/messages'
import { showSnackbar } from '../../../lib/snackbar'
import { deleteQuestion } from '../api/delete-question'
import { useQuestions } from '../api/questions'
import { saveQuestion } from '../api/save-question'
import { PresetQuestions } from './preset-questions'
import { QuestionForm } from './question-form'
import { QuestionList } from './question-list'

/** The question form's state: closed, a new question, or a copy of a saved one. */
type Editing = { id: number | null; initial: QuestionFormValues; version: number } | null

/**
 * Screening questions (docs/product.md#screening-questions): add, edit a copy (update mode), delete;
 * 'Save and add' keeps the form open; after a save the form resets. Every change is saved at
 * once and announced with its notice.
 */
export function ScreeningQuestions({ slug }: { slug: string }) {
  const { t } = useLingui()
  const questions = useQuestions(slug)
  const [editing, setEditing] = useState<Editing>(null)
  const [presetsOpen, setPresetsOpen] = useState(false)
  const [busyId, setBusyId] = useState<number | null>(null)

  const open = (id: number | null, initial: QuestionFormValues) =>
    setEditing((previous) => ({ id, initial, version: (previous?.version ?? 0) + 1 }))

  const save = async (values: QuestionFormValues, andAdd: boolean) => {
    const id = editing?.id ?? null
    await saveQuestion(slug, id, toQuestionPayload(values))
    showSnackbar(noticeText(id === null ? 'question_added' : 'question_updated'), 'success')
    await questions.mutate()
    if (andAdd) open(null, newQuestionForm())
    else setEditing(null)
  }

  const remove = async (question: ScreeningQuestion) => {
    setBusyId(question.id)
    try {
      await deleteQuestion(slug, question.id)
      showSnackbar(noticeText('question_deleted'), 'success')
      if (editing?.id === question.id) setEditing(null)
      await questions.mutate()
    } catch (error) {
      // 400, 412 and 428 are the caller's to show; the API client has shown the others.
      if (error instanceof ApiError && [400, 412, 428].includes(error.status)) {
        showSnackbar(error.message, 'danger')
      }
    } finally {
      setBusyId(null)
    }
  }

  return (
    <section className="screening-questions mt-5" aria-labelledby="screening-questions-title">
      <h3 className="title is-5" id="screening-questions-title">
        <Trans>Screening questions</Trans>
      </h3>
      <QuestionList
        questions={questions.data ?? []}
        busyId={busyId}
        onEdit={(question) => open(question.id, fromQuestion(question))}
        onDelete={(question) => void remove(question)}
      />
      {editing ? (
        <QuestionForm
          key={editing.version}
          initial={editing.initial}
          editing={editing.id !== null}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <div className="buttons">
          <button
            type="button"
            className="button is-info is-outlined"
            onClick={() => open(null, newQuestionForm())}
          >
            <Trans>Add question</Trans>
          </button>
          <button
            type="button"
            className="button is-light"
            aria-expanded={presetsOpen}
            onClick={() => setPresetsOpen((value) => !value)}
          >
            {t`Choose a preset question`}
          </button>
        </div>
      )}
      {presetsOpen && !editing ? (
        <PresetQuestions
          slug={slug}
          onClose={() => setPresetsOpen(false)}
          onChoose={(preset) => {
            setPresetsOpen(false)
            open(null, fromQuestion(preset))
          }}
        />
      ) : null}
    </section>
  )
}
