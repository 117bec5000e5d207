import type { FastifyPluginAsync } from 'fastify'
import { sql } from 'kysely'
import type { Db } from '../../db/database.js'
import { textIn } from '../../db/rows.js'
import { optionalUser, requireEmployer } from '../../lib/auth.js'
import { detailError, notFound } from '../../lib/errors.js'
import { localeOf } from '../../lib/locale.js'
import { paginateQuery, param } from '../../lib/query.js'
import { effectiveStatus, jobBySlug } from './access.js'
import { lookupItems, presentJobDetail } from './present.js'

/** Templates whose name has `search` in either language (any case); all without a search. */
const namedLike = (search: string | undefined) =>
  search === undefined
    ? sql<boolean>`true`
    : sql<boolean>`(strpos(lower(name_en), lower(${search})) > 0
        or strpos(lower(name_ne), lower(${search})) > 0)`

/** A job seen by someone other than its owner counts one view, in one statement. */
async function countView(db: Db, jobId: number): Promise<number> {
  const row = await db
    .updateTable('jobs')
    .set({ views: sql`views + 1` })
    .where('id', '=', jobId)
    .returning('views')
    .executeTakeFirstOrThrow()
  return row.views
}

/** Job detail by slug, and the saved templates of the job form. */
export function jobDetailRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    app.get('/api/v1/job/templates/', async (request) => {
      await requireEmployer(db, request)
      const locale = localeOf(request)
      const matching = namedLike(param(request, 'search'))
      const { count } = await db
        .selectFrom('templates')
        .where(matching)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow()
      return paginateQuery(request, count, async ({ offset, limit }) => {
        const templates = await db
          .selectFrom('templates')
          .selectAll()
          .where(matching)
          .orderBy('id')
          .limit(limit)
          .offset(offset)
          .execute()
        const skills = await lookupItems(
          db,
          'skills',
          [...new Set(templates.flatMap((t) => t.skills))],
          locale,
        )
        const skill = new Map(skills.map((s) => [s.id, s]))
        return templates.map((t) => ({
          id: t.id,
          name: textIn(t, 'name', locale),
          job_level: t.job_level,
          available_for: t.available_for,
          offered_salary: {
            currency: t.salary_currency,
            operator: t.salary_operator,
            minimum: t.salary_minimum,
            maximum: t.salary_maximum,
            unit: t.salary_unit,
          },
          description: textIn(t, 'description', locale),
          skills: t.skills.flatMap((id) => (skill.has(id) ? [skill.get(id)!] : [])),
        }))
      })
    })

    // The owner sees the job in any state; others see published jobs: 410 once expired. Each
    // visit by someone else counts a view (the employer's workspace shows them).
    app.get<{ Params: { slug: string } }>('/api/v1/job/:slug/', async (request) => {
      const viewer = await optionalUser(db, request)
      let job = await jobBySlug(db, request.params.slug)
      if (viewer?.id !== job.owner) {
        const status = effectiveStatus(job)
        if (status === 'expired') throw detailError(410, 'gone')
        if (status !== 'active') throw notFound()
        job = { ...job, views: await countView(db, job.id) }
      }
      return presentJobDetail(db, job, localeOf(request), viewer)
    })
  }
}
