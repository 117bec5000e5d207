import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { COVER_LETTER_MAX, CV_CHOICES } from '@jagir/shared/rules/jobseeker-profile'
import { requireJobseeker } from '../../lib/auth.js'
import {
  ApiError,
  detailError,
  fieldErrors,
  fillMessage,
  notFound,
  parseBody,
  unknownIds,
} from '../../lib/errors.js'
import { localeOf, type Locale } from '../../lib/locale.js'
import type { Db } from '../../db/database.js'
import type { Question } from '../../db/schema.js'
import { currentCv, noCvToSend } from '../seekers/cv.js'
import { effectiveStatus, jobBySlug } from './access.js'

type Slug = { Params: { slug: string } }

const applySchema = z.object({
  // One answer per question: a repeat is refused under the repeat (a choice question takes
  // exactly one of its options, and the employer's filter by answer lists an applicant once).
  answers: z
    .array(z.object({ question: z.number().int().positive(), answer: z.string().max(5000) }))
    .max(50)
    .default([])
    .superRefine((answers, ctx) => {
      answers.forEach((entry, index) => {
        if (answers.findIndex((other) => other.question === entry.question) !== index) {
          ctx.addIssue({ code: 'custom', path: [index, 'question'], message: 'answeredTwice' })
        }
      })
    }),
  // A cover letter of about a page, and which CV goes with it (none: the profile only).
  cover_letter: z.string().trim().max(COVER_LETTER_MAX).default(''),
  cv: z.enum(CV_CHOICES).default('none'),
})

/** A published, unexpired job for applying and liking: 410 once expired, 404 unpublished. */
async function openJob(db: Db, slug: string) {
  const job = await jobBySlug(db, slug)
  const status = effectiveStatus(job)
  if (status === 'expired') throw detailError(410, 'gone')
  if (status !== 'active') throw notFound()
  return job
}

type Answer = { question: number; answer: string }

/** Refuses answers to questions the job does not ask, a missing required one, a choice not offered. */
function checkAnswers(questions: Question[], answers: Answer[], locale: Locale): void {
  const stray = answers
    .filter((a) => !questions.some((q) => q.id === a.question))
    .map((a) => a.question)
  if (stray.length) throw unknownIds({ answers: stray })
  const problems: Record<string, string[]> = {}
  for (const question of questions) {
    const answer = answers.find((a) => a.question === question.id)?.answer.trim() ?? ''
    if (!answer && question.is_required)
      problems[`answers.${question.id}`] = [fillMessage('required', locale)]
    const choices = question.answer_choices.map((c) => c.choice_text)
    if (answer && choices.length && !choices.includes(answer)) {
      problems[`answers.${question.id}`] = [fillMessage('invalidChoice', locale)]
    }
  }
  if (Object.keys(problems).length) throw new ApiError(400, () => problems)
}

/** True for PostgreSQL's unique_violation (a row that exists already). */
const isDuplicate = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505'

/** True for PostgreSQL's foreign_key_violation (a row named that is no longer there). */
const isMissingReference = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === '23503'

const alreadyApplied = () => fieldErrors({ non_field_errors: 'alreadyApplied' })

/**
 * Stores the application with its answers, all or nothing. The one application per job and
 * seeker is the table's own rule: a second apply racing the first is refused as a repeat.
 */
async function insertApplication(
  db: Db,
  application: {
    job_id: number
    user_id: number
    cover_letter: string
    cv_choice: string
    cv_file: string | null
  },
  answers: Answer[],
  /** Queues the employer's new-applicant notice in the same transaction (null: no queue). */
  notify: ((tx: Db, applicationId: number) => Promise<void>) | null,
) {
  try {
    return await db.transaction().execute(async (tx) => {
      const stored = await tx
        .insertInto('applications')
        .values(application)
        .returning(['id', 'status', 'created_at'])
        .executeTakeFirstOrThrow()
      if (answers.length) {
        await tx
          .insertInto('application_answers')
          .values(
            answers.map((a) => ({
              application_id: stored.id,
              question_id: a.question,
              answer: a.answer.trim(),
            })),
          )
          .execute()
      }
      await notify?.(tx, stored.id)
      return stored
    })
  } catch (error) {
    if (isDuplicate(error)) throw alreadyApplied()
    // The CV chosen was removed between reading it and storing the application.
    if (application.cv_file && isMissingReference(error)) throw noCvToSend()
    throw error
  }
}

/** Applying with screening answers, and liking (a job's applications: ./applications.ts). */
export function applyRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    app.post<Slug>('/api/v1/job/:slug/apply/', async (request, reply) => {
      const user = await requireJobseeker(db, request)
      const job = await openJob(db, request.params.slug)
      const body = parseBody(applySchema, request)
      const applied = await db
        .selectFrom('applications')
        .select('id')
        .where('job_id', '=', job.id)
        .where('user_id', '=', user.id)
        .executeTakeFirst()
      if (applied) throw alreadyApplied()
      const questions = await db
        .selectFrom('questions')
        .selectAll()
        .where('job_id', '=', job.id)
        .orderBy('id')
        .execute()
      checkAnswers(questions, body.answers, localeOf(request))
      // The uploaded CV as it is now: the application keeps this file even if it is replaced.
      const cv = body.cv === 'file' ? await currentCv(db, user.id) : null
      if (body.cv === 'file' && !cv) throw noCvToSend()
      const application = await insertApplication(
        db,
        {
          job_id: job.id,
          user_id: user.id,
          cover_letter: body.cover_letter,
          cv_choice: body.cv,
          cv_file: cv?.name ?? null,
        },
        body.answers,
        // The job's employer hears of the applicant (at once or in the digest, as they chose).
        app.alerts && job.owner !== null
          ? (tx, id) => app.alerts!.applicationReceived(tx, job.owner!, id)
          : null,
      )
      return reply.code(201).send({
        id: application.id,
        job: job.slug,
        status: application.status,
        created_at: application.created_at,
      })
    })

    app.post<Slug>('/api/v1/job/:slug/like/', async (request, reply) => {
      const user = await requireJobseeker(db, request)
      const job = await openJob(db, request.params.slug)
      await db
        .insertInto('likes')
        .values({ job_id: job.id, user_id: user.id })
        .onConflict((oc) => oc.columns(['user_id', 'job_id']).doNothing())
        .execute()
      return reply.code(201).send({ is_liked: true })
    })

    app.delete<Slug>('/api/v1/job/:slug/like/', async (request, reply) => {
      const user = await requireJobseeker(db, request)
      const job = await jobBySlug(db, request.params.slug)
      await db
        .deleteFrom('likes')
        .where('job_id', '=', job.id)
        .where('user_id', '=', user.id)
        .execute()
      return reply.code(204).send()
    })
  }
}
