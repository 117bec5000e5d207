import {
  hasChoices,
  type ScreeningQuestion,
  type ScreeningQuestionPayload,
} from '../schemas/job-question.js'

/** A question as the form holds it; the form validates with `screeningQuestionPayloadSchema`. */
export type QuestionFormValues = ScreeningQuestionPayload

/** A new question: radio with two empty choices, not required (docs/product.md#screening-questions). */
export const newQuestionForm = (): QuestionFormValues => ({
  question: '',
  question_type: 'radio',
  is_required: false,
  description: '',
  answer_choices: [{ choice_text: '' }, { choice_text: '' }],
})

/** Form to payload: text and textarea questions lose their choices on save. */
export function toQuestionPayload(form: QuestionFormValues): ScreeningQuestionPayload {
  return {
    question: form.question,
    question_type: form.question_type,
    is_required: form.is_required,
    description: form.description ?? '',
    answer_choices: hasChoices(form.question_type)
      ? form.answer_choices.map((choice) => ({ choice_text: choice.choice_text }))
      : [],
  }
}

/** Editing: the form is prefilled with a copy of the saved question. */
export function fromQuestion(question: ScreeningQuestion): QuestionFormValues {
  return {
    question: question.question,
    question_type: question.question_type,
    is_required: question.is_required,
    description: question.description ?? '',
    answer_choices: question.answer_choices.map((choice) => ({ choice_text: choice.choice_text })),
  }
}
