import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { sql, type ExpressionBuilder } from 'kysely'
import { z } from 'zod'
import type { Db } from '../db/database.js'
import { textIn } from '../db/rows.js'
import type { Database, Lookup, LookupKind } from '../db/schema.js'
import { requireUser } from '../lib/auth.js'
import { notFound, parseBody } from '../lib/errors.js'
import { localeOf } from '../lib/locale.js'
import { paginateQuery, param, pathId } from '../lib/query.js'

/** Where each lookup lives (docs/product.md#lookups); the status-filtered ones keep user items pending. */
export const LOOKUP_PATHS: Record<LookupKind, { path: string; moderated: boolean }> = {
  designations: { path: '/api/v1/common/designations/', moderated: false },
  job_tags: { path: '/api/v1/job/job-tag/', moderated: false },
  work_standards: { path: '/api/v1/common/work-standards/', moderated: true },
  skills: { path: '/api/v1/common/skills/', moderated: true },
  personal_qualities: { path: '/api/v1/common/personal-qualities/', moderated: true },
  required_knowledge: { path: '/api/v1/common/required-knowledge/', moderated: true },
  education_degrees: { path: '/api/v1/common/education-degrees/', moderated: false },
  job_benefits: { path: '/api/v1/common/job-benefit/', moderated: false },
  document_categories: { path: '/api/v1/common/document-categories/', moderated: false },
}

/** A typed name as kept: trimmed, runs of spaces made one (as the web compares names). */
const tidyName = (name: string) => name.trim().replace(/\s+/g, ' ')

const createSchema = z.object({ name: z.string().trim().min(1).max(100).transform(tidyName) })

/** `search` (any case) within either language's text of `column`; every row without a search. */
export function textContains<DB, TB extends keyof DB>(column: string, search: string | undefined) {
  return (eb: ExpressionBuilder<DB, TB>) => {
    if (!search) return eb.lit(true)
    const needle = search.toLocaleLowerCase()
    return eb.or([
      eb(sql`strpos(lower(${sql.ref(`${column}_en`)}), ${needle})`, '>', 0),
      eb(sql`strpos(lower(${sql.ref(`${column}_ne`)}), ${needle})`, '>', 0),
    ])
  }
}

/** The item of this kind named `name` in either language, ignoring case and spacing. */
export async function findByName(
  db: Db,
  kind: LookupKind,
  name: string,
): Promise<Lookup | undefined> {
  const needle = tidyName(name).toLocaleLowerCase()
  const tidy = (column: 'name_en' | 'name_ne') =>
    sql`lower(regexp_replace(btrim(${sql.ref(column)}), '\\s+', ' ', 'g'))`
  return db
    .selectFrom('lookups')
    .selectAll()
    .where('kind', '=', kind)
    .where((eb) => eb.or([eb(tidy('name_en'), '=', needle), eb(tidy('name_ne'), '=', needle)]))
    .orderBy('id')
    .executeTakeFirst()
}

/**
 * The item named `name`, added (in both languages, Pending where the list is moderated) when
 * no item has that name. Creations of one kind take turns, so two at once make one item.
 */
async function findOrAdd(
  db: Db,
  kind: LookupKind,
  name: string,
  moderated: boolean,
): Promise<{ item: Lookup; added: boolean }> {
  return db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`lookups:${kind}`}))`.execute(tx)
    const existing = await findByName(tx, kind, name)
    if (existing) return { item: existing, added: false }
    const item = await tx
      .insertInto('lookups')
      .values({
        kind,
        // Each kind numbers its own items.
        id: sql<number>`(select coalesce(max(id), 0) + 1 from lookups where kind = ${kind})`,
        name_en: name,
        name_ne: name,
        status: moderated ? 'Pending' : 'Approved',
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    return { item, added: true }
  })
}

/** The lookup lists: search, status filter, DRF pagination, detail, and creation by name. */
export function lookupRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    for (const [kind, { path, moderated }] of Object.entries(LOOKUP_PATHS) as [
      LookupKind,
      { path: string; moderated: boolean },
    ][]) {
      const present = (request: FastifyRequest) => {
        const locale = localeOf(request)
        return (item: Lookup) =>
          moderated
            ? { id: item.id, name: textIn(item, 'name', locale), status: item.status }
            : { id: item.id, name: textIn(item, 'name', locale) }
      }

      app.get(path, async (request) => {
        const status = param(request, 'status')
        const list = db
          .selectFrom('lookups')
          .where('kind', '=', kind)
          .where(textContains<Database, 'lookups'>('name', param(request, 'search')))
          .$if(!!status, (q) => q.where(sql`lower(status)`, '=', status!.toLowerCase()))
        const { count } = await list
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow()
        return paginateQuery(request, count, async ({ offset, limit }) => {
          const rows = await list.selectAll().orderBy('id').limit(limit).offset(offset).execute()
          return rows.map(present(request))
        })
      })

      app.get<{ Params: { id: string } }>(`${path}:id/`, async (request) => {
        const item = await db
          .selectFrom('lookups')
          .selectAll()
          .where('kind', '=', kind)
          .where('id', '=', pathId(request.params.id))
          .executeTakeFirst()
        if (!item) throw notFound()
        return present(request)(item)
      })

      app.post(path, async (request, reply) => {
        await requireUser(db, request)
        const { name } = parseBody(createSchema, request)
        const { item, added } = await findOrAdd(db, kind, name, moderated)
        return reply.code(added ? 201 : 200).send(present(request)(item))
      })
    }
  }
}
