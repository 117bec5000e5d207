import {
  APPLICATION_STATUSES,
  readApplicationStatus,
  type ApplicationStatus,
} from '@jagir/shared/rules/application-status'
import { canWithdraw, profileCompleteness } from '@jagir/shared/rules/jobseeker-profile'
import type { FastifyPluginAsync } from 'fastify'
import { sql, type AliasableExpression } from 'kysely'
import type { Db } from '../../db/database.js'
import { textIn } from '../../db/rows.js'
import { requireJobseeker } from '../../lib/auth.js'
import { fieldErrors, notFound } from '../../lib/errors.js'
import { localeOf } from '../../lib/locale.js'
import { paginateQuery, pathId } from '../../lib/query.js'
import { presentJobCards } from '../jobs/present.js'
import { presentSeekerProfile } from './present.js'

const DAY = 86_400_000
const WEEK = 7 * DAY
/** The stats page's series: twelve weeks, oldest first. */
export const ACTIVITY_WEEKS = 12

/** An application's status as today's names say it (a record from before them said 'applied'). */
export const seekerStatus = (application: { status: string }): string =>
  readApplicationStatus(application.status) ?? application.status

/** The statuses that mean an employer shortlisted the application (or went further with it). */
const SHORTLISTED = ['shortlisted', 'interview', 'hired'] as const

/** The first day (UTC midnight) of each of the last twelve weeks, the current week last. */
function weekStarts(now: number): number[] {
  const end = now - (now % DAY) + DAY
  return Array.from({ length: ACTIVITY_WEEKS }, (_, index) => end - (ACTIVITY_WEEKS - index) * WEEK)
}

/** How many of these times fall in each of the twelve weeks from `from`, counted in the database. */
async function perWeek(
  db: Db,
  from: number,
  times: AliasableExpression<{ at: string }>,
): Promise<number[]> {
  const start = new Date(from).toISOString()
  const end = new Date(from + ACTIVITY_WEEKS * WEEK).toISOString()
  const rows = await db
    .selectFrom(times.as('series'))
    .select([
      sql<number>`floor(extract(epoch from (at - ${start}::timestamptz)) / ${WEEK / 1000})::int`.as(
        'week',
      ),
      (eb) => eb.fn.countAll<number>().as('n'),
    ])
    .where('at', '>=', start)
    .where('at', '<', end)
    .groupBy(sql`1`)
    .execute()
  const counts = Array<number>(ACTIVITY_WEEKS).fill(0)
  for (const row of rows) counts[row.week] = row.n
  return counts
}

/** The times of the stats' series, each a subquery of one column `at`. */
function seriesTimes(db: Db, userId: number) {
  return {
    applications: db
      .selectFrom('applications')
      .select('created_at as at')
      .where('user_id', '=', userId),
    profile_views: db
      .selectFrom('profile_views')
      .select('created_at as at')
      .where('seeker', '=', userId),
    shortlists: shortlistTimes(db, userId),
  }
}

/**
 * When employers shortlisted the seeker (a subquery with one column `at`): applications moved on
 * (when they last changed), and employers' shortlists.
 */
export function shortlistTimes(db: Db, userId: number) {
  return db
    .selectFrom('applications')
    .select(sql<string>`coalesce(updated_at, created_at)`.as('at'))
    .where('user_id', '=', userId)
    .where('status', 'in', SHORTLISTED)
    .unionAll(
      db.selectFrom('package_entries').select('added_at as at').where('seeker', '=', userId),
    )
}

/** Counts per week of the last twelve (the current week last), each week's first day named. */
async function weekly(db: Db, now: number, userId: number) {
  const starts = weekStarts(now)
  const times = seriesTimes(db, userId)
  const series = ['applications', 'profile_views', 'shortlists'] as const
  const counts = await Promise.all(series.map((name) => perWeek(db, starts[0]!, times[name])))
  return starts.map((from, index) => ({
    week_start: new Date(from).toISOString().slice(0, 10),
    ...Object.fromEntries(series.map((name, s) => [name, counts[s]![index]])),
  }))
}

/** The seeker's applications by status (every status present, 0 when none), counted in SQL. */
async function applicationCounts(db: Db, userId: number) {
  const rows = await db
    .selectFrom('applications')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('user_id', '=', userId)
    .groupBy('status')
    .execute()
  const counts = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as Record<
    ApplicationStatus,
    number
  >
  let total = 0
  for (const row of rows) {
    total += row.n
    const status = readApplicationStatus(row.status)
    if (status) counts[status] += row.n
  }
  return { total, counts }
}

/** The seeker's applications, saved jobs, who viewed them, and their stats over time. */
export function seekerActivityRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    app.get('/api/v1/jobseeker/applied-jobs/', async (request) => {
      const user = await requireJobseeker(db, request)
      const mine = db.selectFrom('applications').where('user_id', '=', user.id)
      const { count } = await mine
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow()
      return paginateQuery(request, count, async ({ limit, offset }) => {
        // Newest first; applications made at the same moment in the order they were made.
        const rows = await mine
          .innerJoin('jobs', 'jobs.id', 'applications.job_id')
          .selectAll('jobs')
          .select([
            'applications.id as application_id',
            'applications.status as application_status',
            'applications.created_at as applied_at',
            'applications.updated_at as application_updated_at',
          ])
          .orderBy('applications.created_at', 'desc')
          .orderBy('applications.id')
          .limit(limit)
          .offset(offset)
          .execute()
        const cards = await presentJobCards(db, rows, localeOf(request))
        return rows.map((row, index) => {
          const status = seekerStatus({ status: row.application_status })
          return {
            id: row.application_id,
            status,
            created_at: row.applied_at,
            updated_at: row.application_updated_at ?? row.applied_at,
            can_withdraw: canWithdraw(status),
            job: cards[index]!,
          }
        })
      })
    })

    app.delete<{ Params: { id: string } }>(
      '/api/v1/jobseeker/applied-jobs/:id/',
      async (request, reply) => {
        const user = await requireJobseeker(db, request)
        // Only an id as the API writes it (`007` or `7.0` name no application).
        const id = pathId(request.params.id)
        await db.transaction().execute(async (tx) => {
          // Locked, so the employer's decision cannot land between the check and the delete.
          const application = await tx
            .selectFrom('applications')
            .select(['id', 'status'])
            .where('id', '=', id)
            .where('user_id', '=', user.id)
            .forUpdate()
            .executeTakeFirst()
          if (!application) throw notFound()
          if (!canWithdraw(seekerStatus(application))) {
            throw fieldErrors({ non_field_errors: 'notWithdrawable' })
          }
          await tx.deleteFrom('applications').where('id', '=', application.id).execute()
        })
        return reply.code(204).send()
      },
    )

    app.get('/api/v1/jobseeker/liked-jobs/', async (request) => {
      const user = await requireJobseeker(db, request)
      const mine = db.selectFrom('likes').where('user_id', '=', user.id)
      const { count } = await mine
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow()
      return paginateQuery(request, count, async ({ limit, offset }) => {
        const rows = await mine
          .innerJoin('jobs', 'jobs.id', 'likes.job_id')
          .selectAll('jobs')
          .select('likes.created_at as liked_at')
          .orderBy('likes.created_at', 'desc')
          .orderBy('likes.job_id')
          .limit(limit)
          .offset(offset)
          .execute()
        const cards = await presentJobCards(db, rows, localeOf(request))
        return rows.map((row, index) => ({ liked_at: row.liked_at, job: cards[index]! }))
      })
    })

    app.get('/api/v1/jobseeker/profile-views/', async (request) => {
      const user = await requireJobseeker(db, request)
      const locale = localeOf(request)
      const mine = db.selectFrom('profile_views').where('seeker', '=', user.id)
      const { count } = await mine
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow()
      return paginateQuery(request, count, async ({ limit, offset }) => {
        const rows = await mine
          .leftJoin('organizations', 'organizations.id', 'profile_views.organization')
          .select([
            'profile_views.created_at',
            'organizations.id as org_id',
            'organizations.slug',
            'organizations.name_en',
            'organizations.name_ne',
            'organizations.logo',
          ])
          .orderBy('profile_views.created_at', 'desc')
          .orderBy('profile_views.id')
          .limit(limit)
          .offset(offset)
          .execute()
        return rows.map((row) => ({
          viewed_at: row.created_at,
          organization:
            row.org_id === null
              ? null
              : {
                  id: row.org_id,
                  slug: row.slug,
                  name: textIn(
                    { name_en: row.name_en ?? '', name_ne: row.name_ne ?? '' },
                    'name',
                    locale,
                  ),
                  logo: row.logo,
                },
        }))
      })
    })

    app.get('/api/v1/jobseeker/stats/', async (request) => {
      const user = await requireJobseeker(db, request)
      const now = Date.now()
      const monthAgo = new Date(now - 30 * DAY).toISOString()
      const [applications, totals, profile, activity] = await Promise.all([
        applicationCounts(db, user.id),
        db
          .selectNoFrom((eb) => [
            eb
              .selectFrom('likes')
              .select((q) => q.fn.countAll<number>().as('n'))
              .where('user_id', '=', user.id)
              .as('liked_jobs'),
            eb
              .selectFrom('profile_views')
              .select((q) => q.fn.countAll<number>().as('n'))
              .where('seeker', '=', user.id)
              .as('views'),
            eb
              .selectFrom('profile_views')
              .select((q) => q.fn.countAll<number>().as('n'))
              .where('seeker', '=', user.id)
              .where('created_at', '>=', monthAgo)
              .as('recent_views'),
            eb
              .selectFrom(shortlistTimes(db, user.id).as('shortlists'))
              .select((q) => q.fn.countAll<number>().as('n'))
              .as('shortlists'),
          ])
          .executeTakeFirstOrThrow(),
        presentSeekerProfile(db, user, localeOf(request), user),
        weekly(db, now, user.id),
      ])
      return {
        applications: {
          total: applications.total,
          ...applications.counts,
          // The name of `new` before issue 13, kept for callers that read it.
          applied: applications.counts.new,
        },
        liked_jobs: totals.liked_jobs ?? 0,
        profile_views: {
          total: totals.views ?? 0,
          last_30_days: totals.recent_views ?? 0,
        },
        shortlists: totals.shortlists ?? 0,
        profile_completeness: profileCompleteness(profile).percent,
        activity,
      }
    })
  }
}
