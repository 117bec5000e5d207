import type { FastifyPluginAsync } from 'fastify'
import { sql } from 'kysely'
import type { Db } from '../../db/database.js'
import { textIn } from '../../db/rows.js'
import { ApiError } from '../../lib/errors.js'
import { localeOf, tr, type Locale } from '../../lib/locale.js'
import { param } from '../../lib/query.js'
import { JOB_CATEGORIES } from '../../seed/categories.js'
import { loadNepal } from '../../seed/nepal.js'

/** What open jobs can be browsed by. */
export const BROWSE_BY = ['category', 'district', 'company'] as const
export type BrowseBy = (typeof BROWSE_BY)[number]

/** One group of open jobs: what the job search filters by (`id`), its name, how many jobs. */
interface Group {
  id: number
  count: number
}

const isOpen = sql<boolean>`status = 'active' and deadline >= now()`

/**
 * How many open jobs (published, deadline not passed) each category, district or employer has,
 * most first (ties by id). One grouped count each; the open jobs' covering indexes hold every
 * column it reads (the category, district, organisation and whether the name is shown). An employer
 * counts only the jobs that show its name (a job that hides it is not found by it).
 */
async function groups(db: Db, by: BrowseBy): Promise<Group[]> {
  const column = by === 'company' ? 'organization' : by
  const rows = await db
    .selectFrom('jobs')
    .select([
      sql<number>`${sql.ref(column)}`.as('id'),
      (eb) => eb.fn.countAll<number>().as('count'),
    ])
    .where(isOpen)
    .where(column, 'is not', null)
    .$if(by === 'company', (q) => q.where('show_name', '=', true))
    .groupBy(column)
    .execute()
  return rows
    .map((row) => ({ id: Number(row.id), count: Number(row.count) }))
    .sort((a, b) => b.count - a.count || a.id - b.id)
}

/** The groups with their names in the asked language (a group without one is left out). */
async function named(db: Db, by: BrowseBy, list: Group[], locale: Locale) {
  if (by === 'category') {
    return list.flatMap((group) => {
      const category = JOB_CATEGORIES.find((c) => c.id === group.id)
      return category ? [{ ...group, name: tr(category.name, locale) }] : []
    })
  }
  if (by === 'district') {
    const { districts } = loadNepal()
    return list.flatMap((group) => {
      const district = districts.find((d) => d.id === group.id)
      return district
        ? [{ ...group, name: tr(district.name, locale), province: district.province }]
        : []
    })
  }
  const ids = list.map((group) => group.id)
  const organizations = ids.length
    ? await db
        .selectFrom('organizations')
        .select(['id', 'slug', 'name_en', 'name_ne', 'logo'])
        .where('id', 'in', ids)
        .execute()
    : []
  const byId = new Map(organizations.map((org) => [org.id, org]))
  return list.flatMap((group) => {
    const org = byId.get(group.id)
    return org
      ? [{ ...group, name: textIn(org, 'name', locale), slug: org.slug, logo: org.logo }]
      : []
  })
}

const badBy = () =>
  new ApiError(400, (locale) => ({
    by: [
      locale === 'ne'
        ? '"by" मध्ये एउटा हुनुपर्छ: category, district, company।'
        : '"by" must be one of: category, district, company.',
    ],
  }))

/**
 * GET `/api/v1/job/browse/?by=category|district|company`: the open jobs by category, by district
 * or by employer, each with its count, most first; the counts are kept a few seconds like the
 * search's (`search/counts.ts`), the names are the asked language's.
 */
export function jobBrowseRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    const counts = app.searchCounts
    app.get('/api/v1/job/browse/', async (request) => {
      const by = param(request, 'by')
      if (!BROWSE_BY.includes(by as BrowseBy)) throw badBy()
      const list = await counts.kept(`browse ${by}`, () => groups(db, by as BrowseBy))
      const results = await named(db, by as BrowseBy, list, localeOf(request))
      return { by, count: results.length, results }
    })
  }
}
