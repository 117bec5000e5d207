import * as z from 'zod/mini'
import { QUESTION_TYPES, type QuestionType } from '../rules/options.js'
import { bool, codedMessage, oneOf, optionalText, requiredText } from './fields.js'

/** The product sets no question limits: a choice list of ten is plenty for a screening question. */
export const MAX_ANSWER_CHOICES = 10
export const MIN_ANSWER_CHOICES = 2

/** Types whose answer is typed, not chosen: their choices are emptied on save. */
export const TEXT_QUESTION_TYPES: readonly QuestionType[] = ['text', 'textarea']

/** True when a question of this type is answered by choosing among choices. */
export const hasChoices = (type: QuestionType): boolean => !TEXT_QUESTION_TYPES.includes(type)

/** An answer choice. */
export const answerChoiceSchema = z.object({
  /** The choice's text: required for radio and dropdown questions (checked below). */
  choice_text: optionalText(255),
})
export type AnswerChoice = z.infer<typeof answerChoiceSchema>

/** A screening question as sent, POST `.../questions/` and PUT `.../questions/{id}/`. */
export const screeningQuestionPayloadSchema = z
  .object({
    /** The question. */
    question: requiredText(500),
    /** radio, dropdown, text or textarea. */
    question_type: oneOf(QUESTION_TYPES),
    /** The applicant must answer. */
    is_required: bool(),
    /** Help text (plain text). */
    description: z.optional(z.nullable(optionalText(1000))),
    /** Choices of a radio or dropdown question; empty for text and textarea. */
    answer_choices: z.array(answerChoiceSchema).check(
      z.maxLength(MAX_ANSWER_CHOICES, {
        error: codedMessage('max_items', { max: MAX_ANSWER_CHOICES }),
      }),
    ),
  })
  .check(
    z.superRefine((question, ctx) => {
      // Text and textarea questions lose their choices on save, so only choice types check them.
      if (!hasChoices(question.question_type)) return
      const choices = question.answer_choices
      if (choices.length < MIN_ANSWER_CHOICES) {
        ctx.addIssue({
          code: 'custom',
          path: ['answer_choices'],
          message: codedMessage('min_items', { min: MIN_ANSWER_CHOICES }),
          input: choices,
        })
      }
      choices.forEach((choice, index) => {
        if (choice.choice_text.trim() === '') {
          ctx.addIssue({
            code: 'custom',
            path: ['answer_choices', index, 'choice_text'],
            message: codedMessage('required'),
            input: choice.choice_text,
          })
        }
      })
    }),
  )
export type ScreeningQuestionPayload = z.infer<typeof screeningQuestionPayloadSchema>

/** A screening question as read (GET `.../questions/` results, POST answer). */
export const screeningQuestionSchema = z.object({
  id: z.number().check(z.int()),
  question: z.string(),
  question_type: z.catch(z.enum(QUESTION_TYPES), 'text'),
  is_required: z.catch(z.boolean(), false),
  description: z.optional(z.nullable(z.string())),
  answer_choices: z.catch(z.array(z.looseObject({ choice_text: z.string() })), []),
})
export type ScreeningQuestion = z.infer<typeof screeningQuestionSchema>
