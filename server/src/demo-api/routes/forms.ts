import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { sql } from 'kysely'
import { z } from 'zod'
import type { Db } from '../db/database.js'
import type { Database } from '../db/schema.js'
import { optionalUser } from '../lib/auth.js'
import { ApiError, fillMessage, notFound, parseBody } from '../lib/errors.js'
import { localeOf, type Text } from '../lib/locale.js'
import { MESSAGES } from '../lib/messages.js'
import { isNepaliMobile, normalizePhone } from '../lib/phone.js'
import { contactFormSchema, instaHireFormSchema } from '@jagir/shared/schemas/content-forms'
import { TRAININGS, type Training } from '../seed/content/training.js'
import { seatsLeft } from './content/training.js'

type SubmissionKind = Database['submissions']['kind']

const phone = z
  .string()
  .trim()
  .refine(isNepaliMobile, { message: 'phone' })
  .transform(normalizePhone)
const name = z.string().trim().min(1).max(100)

const enrollSchema = z.object({
  full_name: name,
  phone_number: phone,
  // The length first: the email check's message would otherwise stand for both.
  email: z
    .string()
    .max(254)
    .pipe(z.email({ message: 'email' }))
    .nullable()
    .default(null),
})

/** The enrolment's refusals, in both languages. */
const ENROLMENT_MESSAGES = {
  full: {
    en: 'This training is full. Choose another date or another training.',
    ne: 'यो तालिमका सबै सिट भरिइसके। अर्को मिति वा अर्को तालिम छान्नुहोस्।',
  },
  twice: {
    en: 'This phone number is already enrolled in this training.',
    ne: 'यो फोन नम्बर यस तालिममा पहिले नै भर्ना भइसकेको छ।',
  },
} satisfies Record<string, Text>

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
/** Longest written answer; a chosen answer is one of its question's few-word choices. */
export const SURVEY_ANSWER_MAX = 500

/**
 * At most one answer per question, so a post keeps a few KB at most (issue 26: answers to
 * made-up question ids were kept, 54 KB a post). Unknown keys are dropped by zod.
 */
const surveySchema = z.object({
  district: z.number().int().positive().max(10_000).nullable().default(null),
  answers: z
    .array(
      // The answer's length is checked with its question below, so the error names the question.
      z.object({ question: z.number().int(), answer: z.string().trim() }),
    )
    .max(SURVEY.length),
})

/** The survey's refusals of answers that are not one per question of the survey. */
const SURVEY_MESSAGES = {
  unknown: {
    en: 'This survey has no such question.',
    ne: 'यो सर्वेक्षणमा यस्तो प्रश्न छैन।',
  },
  twice: {
    en: 'Give one answer to each question.',
    ne: 'प्रत्येक प्रश्नको एउटा मात्र उत्तर दिनुहोस्।',
  },
} satisfies Record<string, Text>

/** Keeps a form's answers (with the sender when signed in); the answer says it was received. */
async function keep(
  db: Db,
  request: FastifyRequest,
  kind: SubmissionKind,
  data: Record<string, unknown>,
) {
  const user = await optionalUser(db, request)
  const { id } = await db
    .insertInto('submissions')
    .values({ kind, user_id: user?.id ?? null, data: JSON.stringify(data) })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { id, detail: MESSAGES.received[localeOf(request)] }
}

/**
 * An enrolment in a training: refused when it is full or the number is enrolled in it already.
 * Enrolments in one training take turns, so two at once cannot both take its last seat.
 */
async function enroll(
  db: Db,
  request: FastifyRequest,
  training: Training,
  body: z.infer<typeof enrollSchema>,
) {
  return db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`training:${training.slug}`}))`.execute(tx)
    // A full training refuses, whatever the form said when it was opened.
    if ((await seatsLeft(tx, training)) === 0) {
      throw new ApiError(400, (locale) => ({
        non_field_errors: [ENROLMENT_MESSAGES.full[locale]],
      }))
    }
    const enrolled = await tx
      .selectFrom('submissions')
      .select('id')
      .where('kind', '=', 'training_enrollment')
      .where(sql`data->>'training'`, '=', training.slug)
      .where(sql`data->>'phone_number'`, '=', body.phone_number)
      .executeTakeFirst()
    if (enrolled) {
      throw new ApiError(400, (locale) => ({
        phone_number: [ENROLMENT_MESSAGES.twice[locale]],
      }))
    }
    const user = await optionalUser(tx, request)
    const { id } = await tx
      .insertInto('submissions')
      .values({
        kind: 'training_enrollment',
        user_id: user?.id ?? null,
        data: JSON.stringify({ ...body, training: training.slug }),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return { id, detail: MESSAGES.received[localeOf(request)] }
  })
}

/** Forms of the public pages: insta-hire, contact, training enrolment, COVID-19 survey. */
export function formRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    app.post('/api/v1/insta-hire/', async (request, reply) =>
      reply
        .code(201)
        .send(await keep(db, request, 'insta_hire', parseBody(instaHireFormSchema, request))),
    )
    app.post('/api/v1/contact/', async (request, reply) =>
      reply
        .code(201)
        .send(await keep(db, request, 'contact', parseBody(contactFormSchema, request))),
    )

    app.post<{ Params: { slug: string } }>(
      '/api/v1/training/:slug/enroll/',
      async (request, reply) => {
        const training = TRAININGS.find((t) => t.slug === request.params.slug)
        if (!training) throw notFound()
        const body = parseBody(enrollSchema, request)
        return reply.code(201).send(await enroll(db, request, training, body))
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
      // Refused rather than dropped: a form that sends them is broken, and should hear so.
      const seen = new Set<number>()
      for (const { question } of body.answers) {
        if (!SURVEY.some((q) => q.id === question)) {
          problems[`answers.${question}`] = [SURVEY_MESSAGES.unknown[locale]]
        } else if (seen.has(question)) {
          problems[`answers.${question}`] = [SURVEY_MESSAGES.twice[locale]]
        }
        seen.add(question)
      }
      for (const question of SURVEY) {
        if (problems[`answers.${question.id}`]) continue
        const answer = body.answers.find((a) => a.question === question.id)?.answer ?? ''
        const valid =
          question.choices.length === 0 ||
          question.choices.some((c) => c.en === answer || c.ne === answer)
        if (!answer && question.required)
          problems[`answers.${question.id}`] = [fillMessage('required', locale)]
        else if (answer.length > SURVEY_ANSWER_MAX)
          problems[`answers.${question.id}`] = [
            fillMessage('maxLength', locale, { max: SURVEY_ANSWER_MAX }),
          ]
        else if (answer && !valid)
          problems[`answers.${question.id}`] = [fillMessage('invalidChoice', locale)]
      }
      if (Object.keys(problems).length) throw new ApiError(400, () => problems)
      return reply.code(201).send(await keep(db, request, 'covid_survey', body))
    })
  }
}
