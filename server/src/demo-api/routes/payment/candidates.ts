import type { FastifyPluginAsync } from 'fastify'
import { sql } from 'kysely'
import type { Db } from '../../db/database.js'
import { requireEmployer } from '../../lib/auth.js'
import { localeOf } from '../../lib/locale.js'
import { paginateQuery } from '../../lib/query.js'
import { presentSeekerCards } from '../seekers/present.js'
import { visibleTo, type EmployerAccount } from './packages.js'

/** When and by which order an employer unlocked a job seeker. */
export interface Unlock {
  order_id: number
  unlocked_at: string
}

/**
 * The job seekers an employer unlocked: each seeker of a paid hiring package of theirs, with the
 * first paid order that bought it (one row per seeker however often bought). Only paid orders
 * count: a package in the cart, or one whose payment failed, unlocks no one.
 */
const unlockedRows = (db: Db, employer: number) =>
  db
    .selectFrom('package_entries')
    .innerJoin('hiring_packages', 'hiring_packages.id', 'package_entries.package_id')
    .innerJoin('order_items', 'order_items.package', 'hiring_packages.id')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .where('hiring_packages.employer', '=', employer)
    .where('hiring_packages.status', '=', 'paid')
    .where('orders.user_id', '=', employer)
    .where('orders.status', '=', 'paid')
    .groupBy('package_entries.seeker')
    .select((eb) => [
      'package_entries.seeker',
      eb.fn.min('orders.id').as('order_id'),
      eb.fn.min('orders.created_at').as('unlocked_at'),
    ])

/** Of these job seekers (account ids), those the employer unlocked, with when and by which order. */
export async function unlocksOf(
  db: Db,
  employer: number,
  seekers: readonly number[],
): Promise<Map<number, Unlock>> {
  if (seekers.length === 0) return new Map()
  const rows = await unlockedRows(db, employer)
    .where('package_entries.seeker', 'in', [...new Set(seekers)])
    .execute()
  return new Map(
    rows.map((row) => [
      row.seeker,
      { order_id: Number(row.order_id), unlocked_at: String(row.unlocked_at) },
    ]),
  )
}

/**
 * "My candidates": the job seekers the employer unlocked by a paid purchase, newest first, each
 * with their card, contact details and the order that unlocked them. A seeker who has hidden the
 * profile since is left out, as everywhere an employer lists seekers (`visibleTo`).
 */
async function candidatesPage(
  db: Db,
  employer: EmployerAccount,
  request: Parameters<typeof paginateQuery>[0],
) {
  const unlocked = db
    .selectFrom(unlockedRows(db, employer.id).as('unlocked'))
    .innerJoin('jobseekers', 'jobseekers.user_id', 'unlocked.seeker')
    .innerJoin('users', 'users.id', 'jobseekers.user_id')
    .where(visibleTo(employer))
  return paginateQuery(
    request,
    async () =>
      (
        await unlocked
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    async ({ limit, offset }) => {
      const rows = await unlocked
        .selectAll('jobseekers')
        .select([
          'users.full_name_en',
          'users.full_name_ne',
          'users.profile_picture',
          'users.email',
          'users.phone_number',
          'unlocked.order_id',
          'unlocked.unlocked_at',
        ])
        .orderBy(sql`unlocked.unlocked_at`, 'desc')
        .orderBy('jobseekers.user_id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute()
      const cards = await presentSeekerCards(
        db,
        rows.map(({ full_name_en, full_name_ne, profile_picture, ...jobseeker }) => ({
          user: { full_name_en, full_name_ne, profile_picture },
          jobseeker,
        })),
        localeOf(request),
      )
      return rows.map((row, index) => ({
        jobseeker: cards[index]!,
        contact: {
          email: row.email,
          phone_number: row.phone_number,
          alternate_phone: row.alternate_phone,
        },
        order: { id: Number(row.order_id), created_at: String(row.unlocked_at) },
        unlocked_at: String(row.unlocked_at),
      }))
    },
  )
}

/** GET /api/v1/employer/candidates/: the employer's unlocked job seekers (docs/api.md). */
export function candidateRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    app.get('/api/v1/employer/candidates/', async (request) => {
      const employer = await requireEmployer(db, request)
      return candidatesPage(db, employer, request)
    })
  }
}
