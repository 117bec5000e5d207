import type { FastifyRequest } from 'fastify'
import { sql, type ExpressionBuilder, type Expression, type RawBuilder, type SqlBool } from 'kysely'
import type { Db } from '../../db/database.js'
import type { Database, Job } from '../../db/schema.js'
import { monthsParam, salaryBands, valuesParam } from '../../lib/filters.js'
import { idsParam, inIdOrder, pageReading, param, type RowWindow } from '../../lib/query.js'
import { searchTerms } from '../../search/normalize.js'
import type { SearchCounts } from '../../search/counts.js'
import { holds, holdsAll, queryKey, relevance, type TextMatch } from '../../search/sql.js'

/** What a job search asks for: its words and each filter (an empty list filters nothing). */
export interface JobQuery extends TextMatch {
  provinces: number[]
  districts: number[]
  categories: number[]
  organizations: number[]
  levels: string[]
  types: string[]
  bands: { min: number; max: number }[]
  experience: number | undefined
  featuredOnly: boolean
  /** `recommended` is the signed-in seeker's (`preferences`); without them it is `newest`. */
  ordering: 'newest' | 'deadline' | 'recommended'
  preferences?: Preferences
}

/** What a job seeker said they want (onboarding and profile): what `recommended` ranks by. */
export interface Preferences {
  categories: number[]
  districts: number[]
  skills: number[]
  level: string | null
  /** The band of the expected salary (`min`..`max`), or null when none is given. */
  band: { min: number; max: number } | null
}

/** The orderings a search may ask for. */
const ORDERINGS = ['newest', 'deadline', 'recommended'] as const

/** The filters a search can be asked without (the query parameters' names), in that order. */
export const FILTERS = [
  'search',
  'province',
  'district',
  'category',
  'organization',
  'job_level',
  'job_type',
  'salary',
  'experience',
  'featured',
] as const
export type Filter = (typeof FILTERS)[number]

const INT_MAX = 2 ** 31 - 1
/** Ids past the integer column's range name nothing (and must not make the database fail). */
const int4 = (ids: number[]) => ids.map((id) => (id > INT_MAX ? -1 : id))

/** The search the request asks for; malformed filters are ignored, as DRF's filters do. */
export function jobQueryOf(request: FastifyRequest): JobQuery {
  const experience = monthsParam(request)
  return {
    terms: searchTerms(param(request, 'search') ?? ''),
    fuzzy: new Set(),
    provinces: int4(idsParam(request, 'province')),
    districts: int4(idsParam(request, 'district')),
    categories: int4(idsParam(request, 'category')),
    organizations: int4(idsParam(request, 'organization')),
    levels: valuesParam(request, 'job_level'),
    types: valuesParam(request, 'job_type'),
    bands: salaryBands(request),
    experience: experience === undefined ? undefined : Math.min(experience, INT_MAX),
    featuredOnly: param(request, 'featured') === 'true',
    ordering: ORDERINGS.find((ordering) => ordering === param(request, 'ordering')) ?? 'newest',
  }
}

/** The query without one filter. */
export function without(query: JobQuery, filter: Filter): JobQuery {
  const changes: Record<Filter, Partial<JobQuery>> = {
    search: { terms: [], fuzzy: new Set() },
    province: { provinces: [] },
    district: { districts: [] },
    category: { categories: [] },
    organization: { organizations: [] },
    job_level: { levels: [] },
    job_type: { types: [] },
    salary: { bands: [] },
    experience: { experience: undefined },
    featured: { featuredOnly: false },
  }
  return { ...query, ...changes[filter] }
}

/** The filters the query uses. */
export function filtersOf(query: JobQuery): Filter[] {
  const used: Record<Filter, boolean> = {
    search: query.terms.length > 0,
    province: query.provinces.length > 0,
    district: query.districts.length > 0,
    category: query.categories.length > 0,
    organization: query.organizations.length > 0,
    job_level: query.levels.length > 0,
    job_type: query.types.length > 0,
    salary: query.bands.length > 0,
    experience: query.experience !== undefined,
    featured: query.featuredOnly,
  }
  return FILTERS.filter((filter) => used[filter])
}

type Jobs = ExpressionBuilder<Database, 'jobs'>

/** A job's offered salary overlaps one of the bands (an open top band has no upper bound). */
function inBands(eb: Jobs, bands: JobQuery['bands']): Expression<SqlBool> {
  return eb.or(
    bands.map((band) =>
      eb.and([
        ...(band.max <= INT_MAX ? [eb('salary_minimum', '<=', band.max)] : []),
        eb(eb.fn.coalesce('salary_maximum', 'salary_minimum'), '>=', Math.min(band.min, INT_MAX)),
      ]),
    ),
  )
}

/**
 * The conditions of open jobs (published, deadline not passed) matching the query; each filter
 * is one the partial indexes of the jobs table serve (place, category, newest, deadline), the
 * words the trigram index of `search_doc`.
 */
function conditions(eb: Jobs, query: JobQuery): Expression<SqlBool>[] {
  const list: Expression<SqlBool>[] = [
    eb('status', '=', 'active'),
    eb('deadline', '>=', sql<string>`now()`),
    ...holdsAll('jobs.search_doc', query),
  ]
  if (query.featuredOnly) list.push(eb('is_featured', '=', true))
  if (query.provinces.length) list.push(eb('province', 'in', query.provinces))
  if (query.districts.length) list.push(eb('district', 'in', query.districts))
  if (query.categories.length) list.push(eb('category', 'in', query.categories))
  if (query.organizations.length) {
    // An organisation that hides its name is not found by it.
    list.push(eb('show_name', '=', true), eb('organization', 'in', query.organizations))
  }
  if (query.levels.length) list.push(eb('job_level', 'in', query.levels))
  if (query.types.length) list.push(sql<boolean>`available_for && ${query.types}::text[]`)
  if (query.bands.length) list.push(inBands(eb, query.bands))
  if (query.experience !== undefined) {
    list.push(eb(eb.fn.coalesce('min_experience_months', sql<number>`0`), '<=', query.experience))
  }
  return list
}

/** How many open jobs match (kept a few seconds in `counts`; the ordering counts the same). */
export function countJobs(db: Db, query: JobQuery, counts: SearchCounts): Promise<number> {
  const { ordering: _ordering, preferences: _preferences, ...filters } = query
  return counts.count(`jobs ${queryKey(filters)}`, async () => {
    const row = await db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where((eb) => eb.and(conditions(eb, query)))
      .executeTakeFirstOrThrow()
    return Number(row.count)
  })
}

/**
 * One page of the matching jobs: with words, the most relevant first (words in the title before
 * words only in the organisation, skills or place); then, and without words, the ordering asked
 * for (newest published, or soonest deadline), the id breaking ties. A page past the middle is
 * read from the other end (`fromTheEnd`). The page's ids are found first, then its rows: without
 * words the ids come from an index alone (the open jobs' indexes hold every filter's column), so
 * the rows skipped before a deep page are never read.
 */
export async function pageOfJobs(db: Db, query: JobQuery, window: RowWindow): Promise<Job[]> {
  const { offset, limit, asc, desc, inOrder } = pageReading(window)
  let select = db
    .selectFrom('jobs')
    .select('id')
    .where((eb) => eb.and(conditions(eb, query)))
  if (query.terms.length) {
    const titles = sql<number>`length(title_en) + length(title_ne) + 1`
    select = select.orderBy(relevance('jobs.search_doc', titles, query), desc)
  }
  if (query.ordering === 'recommended' && query.preferences) {
    select = select.orderBy(recommendation(query.preferences), desc)
  }
  select =
    query.ordering === 'deadline'
      ? select.orderBy('deadline', asc).orderBy('id', asc)
      : select.orderBy('published_at', desc).orderBy('id', desc)
  const ids = inOrder((await select.offset(offset).limit(limit).execute()).map((row) => row.id))
  if (ids.length === 0) return []
  return inIdOrder(ids, await db.selectFrom('jobs').selectAll().where('id', 'in', ids).execute())
}

/** The weights of `recommendation`: a preferred category or district outweighs all the rest. */
export const WEIGHTS = { category: 10, district: 10, skill: 1, maxSkills: 3, level: 2, salary: 1 }

/**
 * How well an open job fits a seeker, higher first: 10 for a preferred category, 10 for a
 * preferred district, 1 per skill the seeker has among the job's (at most 3), 2 when the job's
 * level is the seeker's, 1 when the job's salary overlaps the seeker's expected band. The rest
 * (6 at most) never outweighs one preferred category or district, so a job in both comes before
 * a job in one, and that before a job in neither. Ties go to the newest (then the highest id).
 */
export function recommendation(preferences: Preferences): RawBuilder<number> {
  const { categories, districts, skills, level, band } = preferences
  const w = (name: keyof typeof WEIGHTS) => sql.lit(WEIGHTS[name])
  const salary = band
    ? sql`case when salary_minimum <= ${Math.min(band.max, INT_MAX)}
          and coalesce(salary_maximum, salary_minimum) >= ${band.min} then ${w('salary')} else 0 end`
    : sql`0`
  // Counted only for the jobs that share a skill at all (most share none: no subquery for them).
  const shared = skills.length
    ? sql`case when skills && ${int4(skills)}::int[] then ${w('skill')} * least(${w('maxSkills')},
          (select count(*) from unnest(skills) as skill where skill = any(${int4(skills)}::int[])))
        else 0 end`
    : sql`0`
  return sql<number>`(
    case when category = any(${int4(categories)}::int[]) then ${w('category')} else 0 end
    + case when district = any(${int4(districts)}::int[]) then ${w('district')} else 0 end
    + ${shared}
    + case when job_level = ${level ?? ''} then ${w('level')} else 0 end
    + ${salary}
  )`
}

/** The words of the query that no open job holds as written (taken for typos). */
export async function wordsFoundNowhere(db: Db, terms: string[]): Promise<Set<string>> {
  const missing = new Set<string>()
  for (const term of terms) {
    const found = await db
      .selectFrom('jobs')
      .select('id')
      .where('status', '=', 'active')
      .where('deadline', '>=', sql<string>`now()`)
      .where(holds('jobs.search_doc', term, false))
      .limit(1)
      .executeTakeFirst()
    if (!found) missing.add(term)
  }
  return missing
}

/**
 * The open jobs matching the query that were published after `since` (a saved search's alerts:
 * only what is new to it), newest first, at most `limit`; `only` narrows them to one job (the one
 * just published). `exclude` leaves out jobs already sent (a condition on the job's id).
 */
export async function jobsPublishedSince(
  db: Db,
  query: JobQuery,
  since: string,
  options: {
    limit: number
    only?: number
    exclude?: (eb: Jobs) => Expression<SqlBool>
  },
): Promise<Job[]> {
  let select = db
    .selectFrom('jobs')
    .selectAll()
    .where((eb) => eb.and(conditions(eb, query)))
    .where('published_at', '>', since)
  if (options.only !== undefined) select = select.where('id', '=', options.only)
  if (options.exclude) select = select.where(options.exclude)
  return select.orderBy('published_at', 'desc').orderBy('id', 'desc').limit(options.limit).execute()
}
