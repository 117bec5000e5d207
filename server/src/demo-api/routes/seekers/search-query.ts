import { SEEKER_STATUSES, type SeekerStatus } from '@jagir/shared/rules/options'
import type { FastifyRequest } from 'fastify'
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely'
import type { Db } from '../../db/database.js'
import type { Database } from '../../db/schema.js'
import { monthsParam, salaryBands, valuesParam } from '../../lib/filters.js'
import { idsParam, inIdOrder, pageReading, param, type RowWindow } from '../../lib/query.js'
import { searchTerms } from '../../search/normalize.js'
import type { SearchCounts } from '../../search/counts.js'
import { holds, holdsAll, queryKey, relevance, type TextMatch } from '../../search/sql.js'

/** What an employer's seeker search asks for (an empty list filters nothing). */
export interface SeekerQuery extends TextMatch {
  districts: number[]
  categories: number[]
  skills: number[]
  levels: string[]
  bands: { min: number; max: number }[]
  experience: number | undefined
  statuses: SeekerStatus[]
}

const INT_MAX = 2 ** 31 - 1
/** Ids past the integer column's range name nothing (and must not make the database fail). */
const int4 = (ids: number[]) => ids.map((id) => (id > INT_MAX ? -1 : id))

/** The search the request asks for; malformed filters and unknown statuses are ignored. */
export function seekerQueryOf(request: FastifyRequest): SeekerQuery {
  const experience = monthsParam(request)
  return {
    terms: searchTerms(param(request, 'search') ?? ''),
    fuzzy: new Set(),
    districts: int4(idsParam(request, 'district')),
    categories: int4(idsParam(request, 'category')),
    skills: int4(idsParam(request, 'skills')),
    levels: valuesParam(request, 'job_level'),
    bands: salaryBands(request),
    experience: experience === undefined ? undefined : Math.min(experience, INT_MAX),
    statuses: valuesParam(request, 'working_status').filter((value): value is SeekerStatus =>
      (SEEKER_STATUSES as readonly string[]).includes(value),
    ),
  }
}

type Seekers = ExpressionBuilder<Database, 'jobseekers'>

/** The expected salary (none counts as 0) is in one of the bands. */
function inBands(eb: Seekers, bands: SeekerQuery['bands']): Expression<SqlBool> {
  const salary = eb.fn.coalesce('expected_salary', sql<number>`0`)
  return eb.or(
    bands.map((band) =>
      eb.and([
        eb(salary, '>=', Math.min(band.min, INT_MAX)),
        ...(band.max <= INT_MAX ? [eb(salary, '<=', band.max)] : []),
      ]),
    ),
  )
}

/**
 * Public profiles matching the query. Search lists public profiles only: a hidden profile is out
 * of employers' search, even for an employer it applied to (they see it among applicants).
 */
function conditions(eb: Seekers, query: SeekerQuery): Expression<SqlBool>[] {
  const list: Expression<SqlBool>[] = [
    eb('is_public', '=', true),
    ...holdsAll('jobseekers.search_doc', query),
  ]
  if (query.districts.length) list.push(eb('district', 'in', query.districts))
  if (query.categories.length) {
    list.push(sql<boolean>`preferred_jobs && ${query.categories}::integer[]`)
  }
  // Every skill asked for.
  if (query.skills.length) list.push(sql<boolean>`skills @> ${query.skills}::integer[]`)
  if (query.levels.length) list.push(eb('job_level', 'in', query.levels))
  if (query.bands.length) list.push(inBands(eb, query.bands))
  if (query.experience !== undefined) {
    list.push(eb('experience_months', '>=', query.experience))
  }
  if (query.statuses.length) list.push(eb('working_status', 'in', query.statuses))
  return list
}

/** How many public profiles match (kept a few seconds in `counts`). */
export function countSeekers(db: Db, query: SeekerQuery, counts: SearchCounts): Promise<number> {
  return counts.count(`jobseekers ${queryKey(query)}`, async () => {
    const row = await db
      .selectFrom('jobseekers')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where((eb) => eb.and(conditions(eb, query)))
      .executeTakeFirstOrThrow()
    return Number(row.count)
  })
}

/**
 * One page of matching profiles with their account's name and photo: with words, those whose
 * name or headline holds them first; then in the order the accounts were made. A page past the
 * middle is read from the other end (`fromTheEnd`). The page's ids are found first, then its
 * rows: without words the ids come from an index alone (`jobseekers_public_idx` holds the
 * filters' columns), so the rows skipped before a deep page are never read.
 */
export async function pageOfSeekers(db: Db, query: SeekerQuery, window: RowWindow) {
  const { offset, limit, asc, desc, inOrder } = pageReading(window)
  const where = (eb: Seekers) => eb.and(conditions(eb, query))
  const ids = query.terms.length
    ? // Words rank by the name too: the account's table is joined.
      await db
        .selectFrom('jobseekers')
        .innerJoin('users', 'users.id', 'jobseekers.user_id')
        .select('jobseekers.id')
        // The conditions name only the profile's columns, which the account's do not shadow.
        .where((eb) => where(eb as unknown as Seekers))
        .orderBy(
          relevance(
            'jobseekers.search_doc',
            sql<number>`length(users.full_name_en) + length(users.full_name_ne)
              + length(jobseekers.headline_en) + length(jobseekers.headline_ne) + 3`,
            query,
          ),
          desc,
        )
        .orderBy('jobseekers.user_id', asc)
        .offset(offset)
        .limit(limit)
        .execute()
    : await db
        .selectFrom('jobseekers')
        .select('id')
        .where(where)
        .orderBy('user_id', asc)
        .offset(offset)
        .limit(limit)
        .execute()
  const order = inOrder(ids.map((row) => row.id))
  if (order.length === 0) return []
  const rows = await db
    .selectFrom('jobseekers')
    .innerJoin('users', 'users.id', 'jobseekers.user_id')
    .selectAll('jobseekers')
    .select(['users.full_name_en', 'users.full_name_ne', 'users.profile_picture'])
    .where('jobseekers.id', 'in', order)
    .execute()
  return inIdOrder(order, rows)
}

/** The words of the query that no public profile holds as written (taken for typos). */
export async function wordsFoundNowhere(db: Db, terms: string[]): Promise<Set<string>> {
  const missing = new Set<string>()
  for (const term of terms) {
    const found = await db
      .selectFrom('jobseekers')
      .select('id')
      .where('is_public', '=', true)
      .where(holds('jobseekers.search_doc', term, false))
      .limit(1)
      .executeTakeFirst()
    if (!found) missing.add(term)
  }
  return missing
}
