import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { screeningQuestionPayloadSchema, screeningQuestionSchema } from '../schemas/job-question.js'
import { questionArb } from '../testing/arbitraries.js'
import { fromQuestion, newQuestionForm, toQuestionPayload } from './question-form.js'

describe('screening questions', () => {
  it('a new question is radio with two empty choices, not required', () => {
    expect(newQuestionForm()).toEqual({
      question: '',
      question_type: 'radio',
      is_required: false,
      description: '',
      answer_choices: [{ choice_text: '' }, { choice_text: '' }],
    })
  })
  it('text and textarea questions lose their choices on save', () => {
    for (const question_type of ['text', 'textarea'] as const) {
      const payload = toQuestionPayload({
        ...newQuestionForm(),
        question: 'Why us?',
        question_type,
      })
      expect(payload.answer_choices).toEqual([])
    }
  })
  it('radio and dropdown questions keep their choices', () => {
    const form = {
      ...newQuestionForm(),
      question: 'Can you ride a scooter?',
      question_type: 'dropdown' as const,
      answer_choices: [{ choice_text: 'Yes' }, { choice_text: 'No' }],
    }
    expect(toQuestionPayload(form).answer_choices).toEqual([
      { choice_text: 'Yes' },
      { choice_text: 'No' },
    ])
  })
  it('editing prefills the form with a copy of the saved question', () => {
    const saved = screeningQuestionSchema.parse({
      id: 4,
      question: 'Shift?',
      question_type: 'radio',
      is_required: true,
      description: null,
      answer_choices: [
        { id: 1, choice_text: 'Day' },
        { id: 2, choice_text: 'Night' },
      ],
    })
    const form = fromQuestion(saved)
    form.answer_choices[0]!.choice_text = 'Changed'
    expect(saved.answer_choices[0]?.choice_text).toBe('Day')
    expect(form).toMatchObject({ question: 'Shift?', is_required: true, description: '' })
  })
  it('property: a saved question read back and saved again sends the same payload', () => {
    fc.assert(
      fc.property(questionArb, fc.integer({ min: 1 }), (question, id) => {
        const payload = toQuestionPayload(question)
        expect(screeningQuestionPayloadSchema.safeParse(payload).success).toBe(true)
        const saved = screeningQuestionSchema.parse({ ...payload, id })
        expect(toQuestionPayload(fromQuestion(saved))).toEqual(payload)
        expect(fromQuestion(saved)).toEqual(question)
      }),
      { numRuns: 300 },
    )
  })
})
