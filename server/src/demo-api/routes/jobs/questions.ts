import { screeningQuestionPayloadSchema, hasChoices } from '@jagir/shared/schemas/job-question'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { optionalUser, requireEmployer } from '../../lib/auth.js'
import { notFound, parseBody } from '../../lib/errors.js'
import { localeOf, type Text } from '../../lib/locale.js'
import { paginate } from '../../lib/query.js'
import type { DemoStore } from '../../store/store.js'
import type { QuestionRecord } from '../../store/types.js'
import { effectiveStatus, jobBySlug, ownJob } from './access.js'
import { presentQuestion } from './present.js'

type Params = { Params: { slug: string; id: string } }

const yesNo = [
  { en: 'Yes', ne: 'हो' },
  { en: 'No', ne: 'होइन' },
]
const PRESETS: {
  question: Text
  question_type: QuestionRecord['question_type']
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

/** Fields of a question from a validated payload; text answers keep no choices. */
function questionFields(store: DemoStore, request: FastifyRequest) {
  const payload = parseBody(screeningQuestionPayloadSchema, request)
  return {
    question: payload.question,
    question_type: payload.question_type,
    is_required: payload.is_required,
    description: payload.description ?? null,
    answer_choices: hasChoices(payload.question_type)
      ? payload.answer_choices.map((c) => ({
          id: store.nextId('choices'),
          choice_text: c.choice_text.trim(),
        }))
      : [],
  }
}

/** Screening questions of a job: list, create, update, delete, presets. */
export function questionRoutes(store: DemoStore): FastifyPluginAsync {
  return async (app) => {
    app.get<Params>('/api/v1/job/:slug/questions/get-preset-questions/', async (request) => {
      const user = requireEmployer(store, request)
      ownJob(store, user, request.params.slug)
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
      const viewer = optionalUser(store, request)
      const job = jobBySlug(store, request.params.slug)
      if (viewer?.id !== job.owner && effectiveStatus(job) !== 'active') throw notFound()
      const questions = store.state.questions.filter((q) => q.job === job.id)
      return paginate(request, questions, presentQuestion, 50)
    })

    app.post<Params>('/api/v1/job/:slug/questions/', async (request, reply) => {
      const user = requireEmployer(store, request)
      const job = ownJob(store, user, request.params.slug)
      const question: QuestionRecord = {
        id: store.nextId('questions'),
        job: job.id,
        ...questionFields(store, request),
      }
      store.state.questions.push(question)
      await store.save()
      return reply.code(201).send(presentQuestion(question))
    })

    const ownQuestion = (request: FastifyRequest<Params>) => {
      const user = requireEmployer(store, request)
      const job = ownJob(store, user, request.params.slug)
      const question = store.state.questions.find(
        (q) => q.job === job.id && String(q.id) === request.params.id,
      )
      if (!question) throw notFound()
      return question
    }

    app.put<Params>('/api/v1/job/:slug/questions/:id/', async (request) => {
      const question = ownQuestion(request)
      Object.assign(question, questionFields(store, request))
      await store.save()
      return presentQuestion(question)
    })

    app.delete<Params>('/api/v1/job/:slug/questions/:id/', async (request, reply) => {
      const question = ownQuestion(request)
      store.state.questions = store.state.questions.filter((q) => q !== question)
      await store.save()
      return reply.code(204).send()
    })
  }
}
