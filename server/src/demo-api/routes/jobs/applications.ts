import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import {
  APPLICATION_STATUSES,
  countByStatus,
  readApplicationStatus,
} from '@jagir/shared/rules/application-status'
import { requireEmployer } from '../../lib/auth.js'
import { notFound, parseBody } from '../../lib/errors.js'
import { localeOf, type Locale } from '../../lib/locale.js'
import { intParam, paginate, param } from '../../lib/query.js'
import type { ApplicationRecord } from '../../store/activity-types.js'
import type { DemoStore } from '../../store/store.js'
import { isSeeker, presentSeekerCard } from '../seekers/present.js'
import { ownJob } from './access.js'

type Slug = { Params: { slug: string } }

// `applied` is the old name of `new` (before issue 13): still taken, answered as `new`.
const statusSchema = z.object({
  status: z.enum([...APPLICATION_STATUSES, 'applied']).transform((s) => readApplicationStatus(s)!),
})

const sameAnswer = (a: string, b: string) =>
  a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase()

/**
 * The application's answer to a question: the first one only (the apply refuses a second), so
 * an applicant is never listed under two answers of one question.
 */
const answerTo = (application: ApplicationRecord, question: number) =>
  application.answers.find((given) => given.question === question)?.answer

/** The applications of a job for its owner: list with filters and counts, and the status. */
export function applicationRoutes(store: DemoStore): FastifyPluginAsync {
  return async (app) => {
    const present = (locale: Locale) => (a: ApplicationRecord) => {
      const seeker = store.state.users.find((u) => u.id === a.user)
      const degree =
        isSeeker(seeker) &&
        store.state.lookups.education_degrees.find(
          (d) => d.id === seeker.jobseeker.education_degree,
        )
      return {
        id: a.id,
        status: a.status,
        created_at: a.created_at,
        cover_letter: a.cover_letter,
        answers: a.answers.map((answer) => ({
          question: {
            id: answer.question,
            question: store.state.questions.find((q) => q.id === answer.question)?.question ?? '',
          },
          answer: answer.answer,
        })),
        jobseeker: isSeeker(seeker)
          ? {
              ...presentSeekerCard(store, seeker, locale),
              education: degree ? { id: degree.id, name: degree.name[locale] } : null,
            }
          : null,
      }
    }

    // Filters: `status` (one of the five; `applied` is `new`), and `question` with `answer`
    // (applications whose answer to that question is this text, any case). Unknown values are
    // ignored, as the API's other filters are. `status_counts` counts all the job's applications.
    app.get<Slug>('/api/v1/job/:slug/applications/', async (request) => {
      const user = requireEmployer(store, request)
      const job = ownJob(store, user, request.params.slug)
      const all = store.state.applications.filter((a) => a.job === job.id)
      const status = readApplicationStatus(param(request, 'status'))
      const question = intParam(request, 'question')
      const answer = param(request, 'answer')
      const list = all
        .filter((a) => !status || a.status === status)
        .filter((a) => {
          if (question === undefined || answer === undefined) return true
          const given = answerTo(a, question)
          return given !== undefined && sameAnswer(given, answer)
        })
        .sort((a, b) => b.created_at.localeCompare(a.created_at))
      return {
        ...paginate(request, list, present(localeOf(request))),
        status_counts: countByStatus(all.map((a) => a.status)),
      }
    })

    app.patch<{ Params: { slug: string; id: string } }>(
      '/api/v1/job/:slug/applications/:id/',
      async (request) => {
        const user = requireEmployer(store, request)
        // Another employer's job, or an application of another job: 404 (no leak).
        const job = ownJob(store, user, request.params.slug)
        const application = store.state.applications.find(
          (a) => a.job === job.id && String(a.id) === request.params.id,
        )
        if (!application) throw notFound()
        application.status = parseBody(statusSchema, request).status
        // The seeker's stats date a shortlist by it (issue 15).
        application.updated_at = new Date().toISOString()
        await store.save()
        return present(localeOf(request))(application)
      },
    )
  }
}
