import { screeningQuestionPayloadSchema, hasChoices } from '@jagir/shared/schemas/job-question'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { Db } from '../../db/database.js'
import type { Question } from '../../db/schema.js'
import { optionalUser, requireEmployer } from '../../lib/auth.js'
import { notFound, parseBody } from '../../lib/errors.js'
import { localeOf, type Text } from '../../lib/locale.js'
import { paginateQuery } from '../../lib/query.js'
import { effectiveStatus, jobBySlug, ownJob } from './access.js'
import { presentQuestion } from './present.js'

type Params = { Params: { slug: string; id: string } }

const yesNo = [
  { en: 'Yes', ne: 'हो' },
  { en: 'No', ne: 'होइन' },
]
const PRESETS: {
  question: Text
  question_type: Question['question_type']
  choices: Text[]
}[] = [
  {
    question: {
      en: 'Do you have a valid driving licence?',
      ne: 'तपाईंसँग मान्य सवारी चालक अनुमतिपत्र छ?',
    },
    question_type: 'radio',
    choices: yesNo,
  },
  {
    question: { en: 'Are you willing to relocate?', ne: 'के तपाईं अर्को ठाउँमा सर्न तयार हुनुहुन्छ?' },
    question_type: 'radio',
    choices: yesNo,
  },
  {
    question: { en: 'When can you join?', ne: 'तपाईं कहिलेदेखि काम सुरु गर्न सक्नुहुन्छ?' },
    question_type: 'dropdown',
    choices: [
      { en: 'Immediately', ne: 'तुरुन्तै' },
      { en: 'Within two weeks', ne: 'दुई हप्ताभित्र' },
      { en: 'Within a month', ne: 'एक महिनाभित्र' },
    ],
  },
  {
    question: {
      en: 'How many years of experience do you have in this role?',
      ne: 'यस पदमा तपाईंको कति वर्षको अनुभव छ?',
    },
    question_type: 'text',
    choices: [],
  },
  {
    question: {
      en: 'What is your expected monthly salary (NRs)?',
      ne: 'तपाईंको अपेक्षित मासिक तलब (रु.) कति हो?',
    },
    question_type: 'text',
    choices: [],
  },
  {
    question: { en: 'Why do you want to work with us?', ne: 'तपाईं हामीसँग किन काम गर्न चाहनुहुन्छ?' },
    question_type: 'textarea',
    choices: [],
  },
]

/**
 * Fields of a question from a validated payload; text answers keep no choices. A choice's id
 * names it within its question (1, 2, ... as listed).
 */
function questionFields(request: FastifyRequest) {
  const payload = parseBody(screeningQuestionPayloadSchema, request)
  const choices = hasChoices(payload.question_type)
    ? payload.answer_choices.map((c, index) => ({
        id: index + 1,
        choice_text: c.choice_text.trim(),
      }))
    : []
  return {
    question: payload.question,
    question_type: payload.question_type,
    is_required: payload.is_required,
    description: payload.description ?? null,
    answer_choices: JSON.stringify(choices),
  }
}

/** A question id as written in a path (`7`, never `07`), within the column's range. */
function questionId(text: string): number {
  const id = Number(text)
  if (!/^[1-9]\d{0,9}$/.test(text) || id > 2_147_483_647) throw notFound()
  return id
}

/** Screening questions of a job: list, create, update, delete, presets. */
export function questionRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    app.get<Params>('/api/v1/job/:slug/questions/get-preset-questions/', async (request) => {
      const user = await requireEmployer(db, request)
      await ownJob(db, user, request.params.slug)
      const locale = localeOf(request)
      const results = PRESETS.map((preset, index) => ({
        id: index + 1,
        question: preset.question[locale],
        question_type: preset.question_type,
        is_required: false,
        description: null,
        answer_choices: preset.choices.map((choice) => ({ choice_text: choice[locale] })),
      }))
      return { count: results.length, next: null, previous: null, results }
    })

    // Applicants read the questions of a published job; the owner reads them in any state.
    app.get<Params>('/api/v1/job/:slug/questions/', async (request) => {
      const viewer = await optionalUser(db, request)
      const job = await jobBySlug(db, request.params.slug)
      if (viewer?.id !== job.owner && effectiveStatus(job) !== 'active') throw notFound()
      const { count } = await db
        .selectFrom('questions')
        .where('job_id', '=', job.id)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow()
      return paginateQuery(
        request,
        count,
        async ({ offset, limit }) => {
          const questions = await db
            .selectFrom('questions')
            .selectAll()
            .where('job_id', '=', job.id)
            .orderBy('id')
            .limit(limit)
            .offset(offset)
            .execute()
          return questions.map(presentQuestion)
        },
        50,
      )
    })

    app.post<Params>('/api/v1/job/:slug/questions/', async (request, reply) => {
      const user = await requireEmployer(db, request)
      const job = await ownJob(db, user, request.params.slug)
      const question = await db
        .insertInto('questions')
        .values({ job_id: job.id, ...questionFields(request) })
        .returningAll()
        .executeTakeFirstOrThrow()
      return reply.code(201).send(presentQuestion(question))
    })

    /** The id of a question of the employer's own job; 404 for any other. */
    const ownQuestion = async (request: FastifyRequest<Params>) => {
      const user = await requireEmployer(db, request)
      const job = await ownJob(db, user, request.params.slug)
      const question = await db
        .selectFrom('questions')
        .select('id')
        .where('job_id', '=', job.id)
        .where('id', '=', questionId(request.params.id))
        .executeTakeFirst()
      if (!question) throw notFound()
      return question.id
    }

    app.put<Params>('/api/v1/job/:slug/questions/:id/', async (request) => {
      const id = await ownQuestion(request)
      const question = await db
        .updateTable('questions')
        .set(questionFields(request))
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst()
      if (!question) throw notFound()
      return presentQuestion(question)
    })

    app.delete<Params>('/api/v1/job/:slug/questions/:id/', async (request, reply) => {
      const id = await ownQuestion(request)
      await db.deleteFrom('questions').where('id', '=', id).execute()
      return reply.code(204).send()
    })
  }
}
