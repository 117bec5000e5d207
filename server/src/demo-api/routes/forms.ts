import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { optionalUser } from '../lib/auth.js'
import { ApiError, fillMessage, notFound, parseBody } from '../lib/errors.js'
import { localeOf, type Text } from '../lib/locale.js'
import { MESSAGES } from '../lib/messages.js'
import { isNepaliMobile, normalizePhone } from '../lib/phone.js'
import { TRAININGS } from '../seed/content/training.js'
import type { DemoStore } from '../store/store.js'
import type { Submission } from '../store/activity-types.js'

const phone = z
  .string()
  .trim()
  .refine(isNepaliMobile, { message: 'phone' })
  .transform(normalizePhone)
const name = z.string().trim().min(1).max(100)

const instaHireSchema = z.object({
  organization_name: name,
  contact_person: name,
  phone_number: phone,
  email: z.email({ message: 'email' }),
  job_title: name,
  positions: z.number().int().min(1).max(500),
  message: z.string().trim().max(2000).default(''),
})
const contactSchema = z.object({
  full_name: name,
  email: z.email({ message: 'email' }),
  subject: name,
  message: z.string().trim().min(1).max(5000),
})
const enrollSchema = z.object({
  full_name: name,
  phone_number: phone,
  email: z.email({ message: 'email' }).nullable().default(null),
})

type YesNo = {
  id: number
  question: Text
  type: 'radio' | 'text'
  required: boolean
  choices: Text[]
}
const yes = { en: 'Yes', ne: 'हो' }
const no = { en: 'No', ne: 'होइन' }
const SURVEY: YesNo[] = [
  {
    id: 1,
    question: { en: 'Did COVID-19 change your job?', ne: 'के कोभिड-१९ ले तपाईंको जागिरमा असर गर्‍यो?' },
    type: 'radio',
    required: true,
    choices: [yes, no],
  },
  {
    id: 2,
    question: {
      en: 'Did you lose income during the lockdowns?',
      ne: 'लकडाउनमा तपाईंको आम्दानी घट्यो?',
    },
    type: 'radio',
    required: true,
    choices: [yes, no],
  },
  {
    id: 3,
    question: { en: 'Are you working from home now?', ne: 'के तपाईं अहिले घरबाट काम गर्दै हुनुहुन्छ?' },
    type: 'radio',
    required: false,
    choices: [yes, no],
  },
  {
    id: 4,
    question: {
      en: 'Which skills would help you find work?',
      ne: 'कुन सीपले तपाईंलाई काम पाउन मद्दत गर्ला?',
    },
    type: 'text',
    required: false,
    choices: [],
  },
]
const surveySchema = z.object({
  district: z.number().int().positive().nullable().default(null),
  answers: z
    .array(z.object({ question: z.number().int(), answer: z.string().trim().max(1000) }))
    .max(20),
})

/** Forms of the public pages: insta-hire, contact, training enrolment, COVID-19 survey. */
export function formRoutes(store: DemoStore): FastifyPluginAsync {
  return async (app) => {
    const keep = async (
      request: FastifyRequest,
      kind: Submission['kind'],
      data: Record<string, unknown>,
    ) => {
      const submission: Submission = {
        id: store.nextId('submissions'),
        kind,
        user: optionalUser(store, request)?.id ?? null,
        data,
        created_at: new Date().toISOString(),
      }
      store.state.submissions.push(submission)
      await store.save()
      return { id: submission.id, detail: MESSAGES.received[localeOf(request)] }
    }

    app.post('/api/v1/insta-hire/', async (request, reply) =>
      reply.code(201).send(await keep(request, 'insta_hire', parseBody(instaHireSchema, request))),
    )
    app.post('/api/v1/contact/', async (request, reply) =>
      reply.code(201).send(await keep(request, 'contact', parseBody(contactSchema, request))),
    )

    app.post<{ Params: { slug: string } }>(
      '/api/v1/training/:slug/enroll/',
      async (request, reply) => {
        const training = TRAININGS.find((t) => t.slug === request.params.slug)
        if (!training) throw notFound()
        const body = parseBody(enrollSchema, request)
        return reply
          .code(201)
          .send(await keep(request, 'training_enrollment', { ...body, training: training.slug }))
      },
    )

    app.get('/api/v1/covid-19/survey/', async (request) => {
      const locale = localeOf(request)
      return {
        questions: SURVEY.map((q) => ({
          id: q.id,
          question: q.question[locale],
          type: q.type,
          required: q.required,
          choices: q.choices.map((c) => c[locale]),
        })),
      }
    })

    app.post('/api/v1/covid-19/survey/', async (request, reply) => {
      const body = parseBody(surveySchema, request)
      const locale = localeOf(request)
      const problems: Record<string, string[]> = {}
      for (const question of SURVEY) {
        const answer = body.answers.find((a) => a.question === question.id)?.answer ?? ''
        const valid =
          question.choices.length === 0 ||
          question.choices.some((c) => c.en === answer || c.ne === answer)
        if (!answer && question.required)
          problems[`answers.${question.id}`] = [fillMessage('required', locale)]
        else if (answer && !valid)
          problems[`answers.${question.id}`] = [fillMessage('invalidChoice', locale)]
      }
      if (Object.keys(problems).length) throw new ApiError(400, () => problems)
      return reply.code(201).send(await keep(request, 'covid_survey', body))
    })
  }
}
