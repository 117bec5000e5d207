import {
  SAVED_SEARCHES_MAX,
  savedSearchPatchSchema,
  savedSearchSchema,
  type SavedSearch,
} from '@jagir/shared/schemas/saved-search'
import type { FastifyPluginAsync } from 'fastify'
import type { Db } from '../../db/database.js'
import type { SavedSearchesTable } from '../../db/schema.js'
import type { Selectable } from 'kysely'
import { requireJobseeker } from '../../lib/auth.js'
import { detailError, notFound, parseBody } from '../../lib/errors.js'
import { localeOf } from '../../lib/locale.js'

type Row = Selectable<SavedSearchesTable>
type Id = { Params: { id: string } }

/** A saved search as the API answers it (its owner is the caller). */
const present = (row: Row): SavedSearch => ({
  id: row.id,
  name: row.name,
  params: row.params,
  frequency: row.frequency,
  channels: row.channels,
  paused: row.paused,
  language: row.language,
  created_at: row.created_at,
  last_sent_at: row.last_sent_at,
})

/** The caller's saved search with this id; another's (or none) is 404, as if it did not exist. */
async function ownSearch(db: Db, userId: number, id: string): Promise<Row> {
  const number = /^\d{1,9}$/.test(id) ? Number(id) : undefined
  const row =
    number === undefined
      ? undefined
      : await db
          .selectFrom('saved_searches')
          .selectAll()
          .where('id', '=', number)
          .where('user_id', '=', userId)
          .executeTakeFirst()
  if (!row) throw notFound()
  return row
}

/** A list's empty filters are left out: the saved address is the search as it reads. */
const withoutBlanks = (params: Record<string, string | undefined>) =>
  Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string] => !!entry[1]?.trim()),
  )

/**
 * A job seeker's saved searches and their alerts (docs/alerts.md): any job search kept with a
 * name, how often its new jobs are sent and where. At most SAVED_SEARCHES_MAX each.
 */
export function savedSearchRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    app.get('/api/v1/jobseeker/saved-searches/', async (request) => {
      const user = await requireJobseeker(db, request)
      const rows = await db
        .selectFrom('saved_searches')
        .selectAll()
        .where('user_id', '=', user.id)
        .orderBy('id', 'desc')
        .execute()
      return { count: rows.length, next: null, previous: null, results: rows.map(present) }
    })

    app.post('/api/v1/jobseeker/saved-searches/', async (request, reply) => {
      const user = await requireJobseeker(db, request)
      const input = parseBody(savedSearchSchema, request)
      const row = await db.transaction().execute(async (tx) => {
        // The account's row locked: two saves at once count one after the other.
        await tx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().execute()
        const { n } = await tx
          .selectFrom('saved_searches')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', user.id)
          .executeTakeFirstOrThrow()
        if (Number(n) >= SAVED_SEARCHES_MAX) throw detailError(400, 'savedSearchesFull')
        return tx
          .insertInto('saved_searches')
          .values({
            user_id: user.id,
            name: input.name,
            params: JSON.stringify(withoutBlanks(input.params)),
            frequency: input.frequency,
            channels: input.channels,
            language: localeOf(request),
          })
          .returningAll()
          .executeTakeFirstOrThrow()
      })
      return reply.code(201).send(present(row))
    })

    app.patch<Id>('/api/v1/jobseeker/saved-searches/:id/', async (request) => {
      const user = await requireJobseeker(db, request)
      const search = await ownSearch(db, user.id, request.params.id)
      const change = parseBody(savedSearchPatchSchema, request)
      const values = Object.fromEntries(
        Object.entries(change).filter(([, value]) => value !== undefined),
      )
      if (Object.keys(values).length === 0) return present(search)
      const row = await db
        .updateTable('saved_searches')
        .set(values)
        .where('id', '=', search.id)
        .returningAll()
        .executeTakeFirstOrThrow()
      return present(row)
    })

    app.delete<Id>('/api/v1/jobseeker/saved-searches/:id/', async (request, reply) => {
      const user = await requireJobseeker(db, request)
      const search = await ownSearch(db, user.id, request.params.id)
      await db.deleteFrom('saved_searches').where('id', '=', search.id).execute()
      return reply.code(204).send()
    })
  }
}
