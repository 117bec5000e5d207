import type { FastifyPluginAsync } from 'fastify'
import { sql, type ExpressionBuilder } from 'kysely'
import {
  applicationPatchSchema,
  bulkStatusSchema,
  readRatingFilter,
  type RatingFilter,
} from '@jagir/shared/schemas/applicant'
import {
  countByStatus,
  readApplicationStatus,
  type ApplicationStatus,
} from '@jagir/shared/rules/application-status'
import type { Db } from '../../db/database.js'
import type { Application, Database } from '../../db/schema.js'
import { requireEmployer } from '../../lib/auth.js'
import { notFound, parseBody } from '../../lib/errors.js'
import { localeOf, type Locale } from '../../lib/locale.js'
import { intParam, paginateQuery, param } from '../../lib/query.js'
import { cvUrl } from '../seekers/cv.js'
import { presentSeekerCards } from '../seekers/present.js'
import { ownJob } from './access.js'
import { lookupItems } from './present.js'

type Slug = { Params: { slug: string } }

/** Which of a job's applications a list shows. */
interface Filters {
  status: ApplicationStatus | null
  /** Rated at least this many stars (`1`-`5`), or not rated (`none`). */
  rating: RatingFilter | null
  /** Applications whose answer to `question` is `answer` (trimmed, any case). */
  answered?: { question: number; answer: string }
}

/**
 * The filters as a condition. An application has one answer per question (the apply refuses a
 * second), so an applicant is never listed under two answers of one question.
 */
const filtered =
  (jobId: number, filters: Filters) => (eb: ExpressionBuilder<Database, 'applications'>) => {
    const { status, rating, answered } = filters
    return eb.and([
      eb('applications.job_id', '=', jobId),
      ...(status ? [eb('applications.status', '=', status)] : []),
      ...(rating === 'none'
        ? [eb('applications.rating', 'is', null)]
        : rating
          ? [eb('applications.rating', '>=', Number(rating))]
          : []),
      ...(answered
        ? [
            eb.exists(
              eb
                .selectFrom('application_answers')
                .select('application_answers.question_id')
                .whereRef('application_answers.application_id', '=', 'applications.id')
                .where('application_answers.question_id', '=', answered.question)
                .where(
                  sql<string>`lower(trim(application_answers.answer))`,
                  '=',
                  answered.answer.trim().toLocaleLowerCase(),
                ),
            ),
          ]
        : []),
    ])
  }

/** Applications of a job as their owner reads them: answers, applicant card and education. */
async function presentApplications(db: Db, applications: Application[], locale: Locale) {
  if (applications.length === 0) return []
  const userIds = [...new Set(applications.map((a) => a.user_id))]
  const cvNames = applications.flatMap((a) => (a.cv_file ? [a.cv_file] : []))
  const [answers, seekers, cvFiles] = await Promise.all([
    db
      .selectFrom('application_answers')
      .leftJoin('questions', 'questions.id', 'application_answers.question_id')
      .select([
        'application_answers.application_id',
        'application_answers.question_id',
        'application_answers.answer',
        'questions.question',
      ])
      .where(
        'application_answers.application_id',
        'in',
        applications.map((a) => a.id),
      )
      .orderBy('application_answers.question_id')
      .execute(),
    db
      .selectFrom('jobseekers')
      .innerJoin('users', 'users.id', 'jobseekers.user_id')
      .selectAll('jobseekers')
      .select([
        'users.full_name_en',
        'users.full_name_ne',
        'users.profile_picture',
        'users.email',
        'users.phone_number',
      ])
      .where('jobseekers.user_id', 'in', userIds)
      .execute(),
    cvNames.length
      ? db
          .selectFrom('cv_files')
          .select(['name', 'file_name', 'content_type', 'size'])
          .where('name', 'in', cvNames)
          .execute()
      : [],
  ])
  const cvFile = new Map(cvFiles.map((f) => [f.name, f]))
  const [cards, degrees] = await Promise.all([
    presentSeekerCards(
      db,
      seekers.map(
        ({ full_name_en, full_name_ne, profile_picture, email: _e, phone_number: _p, ...js }) => ({
          user: { full_name_en, full_name_ne, profile_picture },
          jobseeker: js,
        }),
      ),
      locale,
    ),
    lookupItems(
      db,
      'education_degrees',
      [
        ...new Set(
          seekers.flatMap((s) => (s.education_degree === null ? [] : [s.education_degree])),
        ),
      ],
      locale,
    ),
  ])
  const seekerOf = new Map(seekers.map((s, index) => [s.user_id, { row: s, card: cards[index]! }]))
  const degree = new Map(degrees.map((d) => [d.id, d]))
  return applications.map((a) => {
    const seeker = seekerOf.get(a.user_id)
    return {
      id: a.id,
      status: a.status,
      created_at: a.created_at,
      cover_letter: a.cover_letter,
      // The CV sent with it: the file as it was at applying (a link the owner may open), the
      // CV made from the profile (the applicant's profile), or none.
      cv: presentCv(a, cvFile),
      // How to reach the applicant: they gave it to this employer by applying.
      contact: seeker
        ? {
            email: seeker.row.email,
            phone_number: seeker.row.phone_number,
            alternate_phone: seeker.row.alternate_phone,
          }
        : null,
      // The employer's own: never shown to the applicant.
      note: a.note,
      rating: a.rating,
      answers: answers
        .filter((given) => given.application_id === a.id)
        .map((given) => ({
          question: { id: given.question_id, question: given.question ?? '' },
          answer: given.answer,
        })),
      jobseeker: seeker
        ? {
            ...seeker.card,
            education:
              seeker.row.education_degree === null
                ? null
                : (degree.get(seeker.row.education_degree) ?? null),
          }
        : null,
    }
  })
}

/** The CV an application sent, as its job's owner sees it. */
function presentCv(
  application: Application,
  files: Map<string, { file_name: string; content_type: string; size: number }>,
) {
  const file = application.cv_file ? files.get(application.cv_file) : undefined
  if (application.cv_choice === 'file' && application.cv_file && file) {
    return {
      choice: 'file' as const,
      url: cvUrl(application.cv_file),
      file_name: file.file_name,
      content_type: file.content_type,
      size: file.size,
    }
  }
  return { choice: application.cv_choice === 'profile' ? ('profile' as const) : ('none' as const) }
}

/** An application id as written in a path (`7`, never `07`), within the column's range. */
function applicationId(text: string): number {
  const id = Number(text)
  if (!/^[1-9]\d{0,9}$/.test(text) || id > 2_147_483_647) throw notFound()
  return id
}

/** The applications of a job for its owner: list with filters and counts, and the status. */
export function applicationRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    // Filters: `status` (one of the five; `applied` is `new`), and `question` with `answer`
    // (applications whose answer to that question is this text, any case). Unknown values are
    // ignored, as the API's other filters are. `status_counts` counts all the job's applications.
    app.get<Slug>('/api/v1/job/:slug/applications/', async (request) => {
      const user = await requireEmployer(db, request)
      const job = await ownJob(db, user, request.params.slug)
      const question = intParam(request, 'question')
      const answer = param(request, 'answer')
      const where = filtered(job.id, {
        status: readApplicationStatus(param(request, 'status')),
        rating: readRatingFilter(param(request, 'rating')),
        answered: question !== undefined && answer !== undefined ? { question, answer } : undefined,
      })
      const [{ count }, byStatus] = await Promise.all([
        db
          .selectFrom('applications')
          .where(where)
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('applications')
          .where('job_id', '=', job.id)
          .groupBy('status')
          .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
          .execute(),
      ])
      const locale = localeOf(request)
      const page = await paginateQuery(request, count, async ({ offset, limit }) => {
        const applications = await db
          .selectFrom('applications')
          .selectAll()
          .where(where)
          .orderBy('created_at', 'desc')
          .orderBy('id')
          .limit(limit)
          .offset(offset)
          .execute()
        return presentApplications(db, applications, locale)
      })
      const counts = countByStatus([])
      for (const row of byStatus) counts[row.status] = row.count
      return { ...page, status_counts: counts }
    })

    app.patch<{ Params: { slug: string; id: string } }>(
      '/api/v1/job/:slug/applications/:id/',
      async (request) => {
        const user = await requireEmployer(db, request)
        // Another employer's job, or an application of another job: 404 (no leak).
        const job = await ownJob(db, user, request.params.slug)
        const id = applicationId(request.params.id)
        const known = await db
          .selectFrom('applications')
          .select('id')
          .where('job_id', '=', job.id)
          .where('id', '=', id)
          .executeTakeFirst()
        if (!known) throw notFound()
        const { status, note, rating } = parseBody(applicationPatchSchema, request)
        // The seeker's stats date a status by `updated_at` (issue 15): only a status moves it.
        const application = await db
          .updateTable('applications')
          .set({
            ...(status ? { status, updated_at: new Date() } : {}),
            ...(note !== undefined ? { note } : {}),
            ...(rating !== undefined ? { rating } : {}),
          })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow()
        const [presented] = await presentApplications(db, [application], localeOf(request))
        return presented
      },
    )

    // One status for many applications of the job, all or nothing: an id that is not one of
    // this job's applications (another job's, another employer's, none) is a 404 and nothing
    // changes. One statement in a transaction that is rolled back when it moved fewer rows.
    app.post<Slug>('/api/v1/job/:slug/applications/bulk-status/', async (request) => {
      const user = await requireEmployer(db, request)
      const job = await ownJob(db, user, request.params.slug)
      const { ids, status } = parseBody(bulkStatusSchema, request)
      const unique = [...new Set(ids)]
      const moved = await db.transaction().execute(async (tx) => {
        const rows = await tx
          .updateTable('applications')
          .set({ status, updated_at: new Date() })
          .where('job_id', '=', job.id)
          .where('id', 'in', unique)
          .returning('id')
          .execute()
        if (rows.length !== unique.length) throw notFound()
        return rows.length
      })
      return { updated: moved, status }
    })
  }
}
