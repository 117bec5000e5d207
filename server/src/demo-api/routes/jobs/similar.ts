import type { FastifyPluginAsync } from 'fastify'
import { sql } from 'kysely'
import type { Db } from '../../db/database.js'
import type { Job } from '../../db/schema.js'
import { optionalUser } from '../../lib/auth.js'
import { localeOf } from '../../lib/locale.js'
import { inIdOrder } from '../../lib/query.js'
import { notFound } from '../../lib/errors.js'
import { effectiveStatus, jobBySlug } from './access.js'
import { presentJobCards } from './present.js'

/** Similar jobs a job page lists at most. */
export const MAX_SIMILAR = 6

/**
 * The ids of the open jobs most like this one, at most `MAX_SIMILAR`: those of the same category first,
 * then those sharing more of its skills, then those in its district, then those of its level,
 * then the newest (the id breaking ties). A job shares at least its category, a skill or its
 * district to be listed; the job itself, and closed or expired jobs, never are.
 */
export async function similarJobIds(db: Db, job: Job): Promise<number[]> {
  const sameCategory = sql<number>`case when category = ${job.category ?? -1} then 1 else 0 end`
  // Counted only for the jobs that share a skill at all (most share none: no subquery for them).
  const sharedSkills = sql<number>`case when skills && ${job.skills}::int[]
    then (select count(*) from unnest(skills) as skill where skill = any(${job.skills}::int[]))
    else 0 end`
  const sameDistrict = sql<number>`case when district = ${job.district ?? -1} then 1 else 0 end`
  const sameLevel = sql<number>`case when job_level = ${job.job_level} then 1 else 0 end`
  const rows = await db
    .selectFrom('jobs')
    .select('id')
    .where('status', '=', 'active')
    .where('deadline', '>=', sql<string>`now()`)
    .where('id', '<>', job.id)
    .where((eb) =>
      eb.or([
        eb('category', '=', job.category ?? -1),
        eb('district', '=', job.district ?? -1),
        sql<boolean>`skills && ${job.skills}::int[]`,
      ]),
    )
    .orderBy(sameCategory, 'desc')
    .orderBy(sharedSkills, 'desc')
    .orderBy(sameDistrict, 'desc')
    .orderBy(sameLevel, 'desc')
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MAX_SIMILAR)
    .execute()
  return rows.map((row) => row.id)
}

/** GET `/api/v1/job/{slug}/similar/`: a job's similar open jobs as cards (404 for no job). */
export function similarJobRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { slug: string } }>('/api/v1/job/:slug/similar/', async (request) => {
      const job = await jobBySlug(db, request.params.slug)
      const viewer = await optionalUser(db, request)
      // A job not yet published (or refused) is its owner's only, as its page is.
      if (viewer?.id !== job.owner && !['active', 'expired'].includes(effectiveStatus(job))) {
        throw notFound()
      }
      // Kept a few seconds like the search's counts (forgotten at any write): a job's page is
      // asked in bursts (shares, crawlers), and its list is the same for everyone.
      const ids = await app.searchCounts.kept(`similar ${job.id}`, () => similarJobIds(db, job))
      const rows = ids.length
        ? await db.selectFrom('jobs').selectAll().where('id', 'in', ids).execute()
        : []
      // Read afresh: a job whose deadline passed since is left out.
      const jobs = inIdOrder(ids, rows).filter((row) => effectiveStatus(row) === 'active')
      const results = (await presentJobCards(db, jobs, localeOf(request), viewer)).map((card) => ({
        is_liked: false,
        ...card,
      }))
      return { count: results.length, results }
    })
  }
}
