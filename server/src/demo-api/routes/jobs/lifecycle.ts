import { todayInNepal } from '@jagir/shared/rules/nepal-day'
import { deadlineEnd, defaultDeadline } from '@jagir/shared/rules/job-deadline'
import { extendJobPayloadSchema, repostJobPayloadSchema } from '@jagir/shared/schemas/job-lifecycle'
import type { FastifyPluginAsync } from 'fastify'
import { sql } from 'kysely'
import type { Db } from '../../db/database.js'
import type { NewJob } from '../../db/schema.js'
import { requireEmployer } from '../../lib/auth.js'
import { detailError, fieldErrors, parseBody } from '../../lib/errors.js'
import { localeOf } from '../../lib/locale.js'
import { jobSlug } from '../../search/romanize.js'
import { effectiveStatus, ownJob } from './access.js'
import { presentJobDetail } from './present.js'
import { goLive, nextJobId, searchFields } from './wizard.js'

type Slug = { Params: { slug: string } }

/**
 * What an employer does with a job after posting it (docs/employer.md#a-jobs-lifecycle): close it
 * early, extend its deadline, duplicate it into a new draft, repost it once ended. Each is the
 * owner's alone (another employer's job is a 404) and each is one locked or conditional write, so
 * two at once cannot both succeed where one should.
 */
export function lifecycleRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    // Closing ends a live job now: it is expired from this moment (the deadline set to now), so it
    // leaves the search at once, its page says it has ended, and its applications stay. Reposting
    // brings it back.
    app.post<Slug>('/api/v1/job/:slug/close/', async (request) => {
      const user = await requireEmployer(db, request)
      const job = await ownJob(db, user, request.params.slug)
      const closed = await db
        .updateTable('jobs')
        .set({ status: 'expired', deadline: sql<string>`now()` })
        .where('id', '=', job.id)
        .where('status', '=', 'active')
        .where('deadline', '>=', sql<string>`now()`)
        .returningAll()
        .executeTakeFirst()
      if (!closed) throw detailError(409, 'jobNotActive')
      return presentJobDetail(db, closed, localeOf(request), user)
    })

    // Extending moves a live job's deadline later (at most 90 days from today), spending nothing.
    app.post<Slug>('/api/v1/job/:slug/extend/', async (request) => {
      const user = await requireEmployer(db, request)
      const job = await ownJob(db, user, request.params.slug)
      const { deadline } = parseBody(extendJobPayloadSchema, request)
      const end = deadlineEnd(deadline)
      const extended = await db
        .updateTable('jobs')
        .set({ deadline: end })
        .where('id', '=', job.id)
        .where('status', '=', 'active')
        .where('deadline', '>=', sql<string>`now()`)
        .where('deadline', '<', end)
        .returningAll()
        .executeTakeFirst()
      if (!extended) {
        const current = await ownJob(db, user, request.params.slug)
        if (effectiveStatus(current) !== 'active') throw detailError(409, 'jobNotActive')
        throw fieldErrors({ deadline: 'deadlineNotLater' })
      }
      return presentJobDetail(db, extended, localeOf(request), user)
    })

    // Reposting an ended job (expired, or closed early) puts it live again for a new deadline,
    // spending one job post exactly as publishing does (the same code: a free post first; none
    // left is 403 with the message pointing to the pricing).
    app.post<Slug>('/api/v1/job/:slug/repost/', async (request) => {
      const user = await requireEmployer(db, request)
      const job = await ownJob(db, user, request.params.slug)
      const { deadline } = parseBody(repostJobPayloadSchema, request)
      if (effectiveStatus(job) !== 'expired') throw detailError(409, 'jobNotEnded')
      const reposted = await goLive(db, user, job.id, app.alerts, deadline ?? defaultDeadline())
      return presentJobDetail(db, reposted, localeOf(request), user)
    })

    // Duplicating copies any of the employer's jobs (every step and its screening questions) into
    // a new draft: the same titles and texts, a fresh slug and deadline, no applications or views.
    app.post<Slug>('/api/v1/job/:slug/duplicate/', async (request, reply) => {
      const user = await requireEmployer(db, request)
      const job = await ownJob(db, user, request.params.slug)
      const copy = await db.transaction().execute(async (tx) => {
        const id = await nextJobId(tx)
        const {
          id: _id,
          slug: _slug,
          search_doc: _doc,
          district: _district,
          province: _province,
          ...fields
        } = job
        const draft = {
          ...fields,
          id,
          slug: jobSlug(job.title_en, job.title_ne, id),
          status: 'draft',
          created_at: new Date().toISOString(),
          published_at: null,
          deadline: deadlineEnd(defaultDeadline(todayInNepal())),
          views: 0,
          is_featured: false,
        } satisfies NewJob
        const inserted = await tx
          .insertInto('jobs')
          .values({ ...draft, ...(await searchFields(tx, draft)) })
          .returningAll()
          .executeTakeFirstOrThrow()
        await tx
          .insertInto('questions')
          .columns([
            'job_id',
            'question',
            'question_type',
            'is_required',
            'description',
            'answer_choices',
          ])
          .expression((eb) =>
            eb
              .selectFrom('questions')
              .select([
                sql<number>`${id}::integer`.as('job_id'),
                'question',
                'question_type',
                'is_required',
                'description',
                'answer_choices',
              ])
              .where('job_id', '=', job.id)
              .orderBy('id'),
          )
          .execute()
        return inserted
      })
      return reply.code(201).send(await presentJobDetail(db, copy, localeOf(request), user))
    })
  }
}
