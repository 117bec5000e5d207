import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
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
import { localeOf } from '../../lib/locale.js'
import type { DemoStore } from '../../store/store.js'
import type { ApplicationRecord } from '../../store/activity-types.js'
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
  cover_letter: z.string().max(5000).default(''),
})

/** A published, unexpired job for applying and liking: 410 once expired, 404 unpublished. */
function openJob(store: DemoStore, slug: string) {
  const job = jobBySlug(store, slug)
  const status = effectiveStatus(job)
  if (status === 'expired') throw detailError(410, 'gone')
  if (status !== 'active') throw notFound()
  return job
}

/** Applying with screening answers, and liking (a job's applications: ./applications.ts). */
export function applyRoutes(store: DemoStore): FastifyPluginAsync {
  return async (app) => {
    app.post<Slug>('/api/v1/job/:slug/apply/', async (request, reply) => {
      const user = requireJobseeker(store, request)
      const job = openJob(store, request.params.slug)
      const body = parseBody(applySchema, request)
      if (store.state.applications.some((a) => a.job === job.id && a.user === user.id)) {
        throw fieldErrors({ non_field_errors: 'alreadyApplied' })
      }
      const questions = store.state.questions.filter((q) => q.job === job.id)
      const stray = body.answers
        .filter((a) => !questions.some((q) => q.id === a.question))
        .map((a) => a.question)
      if (stray.length) throw unknownIds({ answers: stray })
      const problems: Record<string, string[]> = {}
      const locale = localeOf(request)
      for (const question of questions) {
        const answer = body.answers.find((a) => a.question === question.id)?.answer.trim() ?? ''
        if (!answer && question.is_required)
          problems[`answers.${question.id}`] = [fillMessage('required', locale)]
        const choices = question.answer_choices.map((c) => c.choice_text)
        if (answer && choices.length && !choices.includes(answer)) {
          problems[`answers.${question.id}`] = [fillMessage('invalidChoice', locale)]
        }
      }
      if (Object.keys(problems).length) throw new ApiError(400, () => problems)
      const application: ApplicationRecord = {
        id: store.nextId('applications'),
        job: job.id,
        user: user.id,
        answers: body.answers.map((a) => ({ question: a.question, answer: a.answer.trim() })),
        cover_letter: body.cover_letter,
        status: 'new',
        created_at: new Date().toISOString(),
      }
      store.state.applications.push(application)
      await store.save()
      return reply.code(201).send({
        id: application.id,
        job: job.slug,
        status: application.status,
        created_at: application.created_at,
      })
    })

    app.post<Slug>('/api/v1/job/:slug/like/', async (request, reply) => {
      const user = requireJobseeker(store, request)
      const job = openJob(store, request.params.slug)
      if (!store.state.likes.some((l) => l.job === job.id && l.user === user.id)) {
        store.state.likes.push({ job: job.id, user: user.id, created_at: new Date().toISOString() })
        await store.save()
      }
      return reply.code(201).send({ is_liked: true })
    })

    app.delete<Slug>('/api/v1/job/:slug/like/', async (request, reply) => {
      const user = requireJobseeker(store, request)
      const job = jobBySlug(store, request.params.slug)
      store.state.likes = store.state.likes.filter((l) => !(l.job === job.id && l.user === user.id))
      await store.save()
      return reply.code(204).send()
    })
  }
}
