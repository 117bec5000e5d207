import { unsubscribeSchema } from '@jagir/shared/schemas/saved-search'
import type { FastifyPluginAsync } from 'fastify'
import type { Db } from '../db/database.js'
import { savedSearchOfToken } from '../lib/alert-token.js'
import { detailError, parseBody } from '../lib/errors.js'
import { param } from '../lib/query.js'

/**
 * The alert emails' unsubscribe link, signed out: the token (lib/alert-token.ts) is its only key,
 * and it stops that one saved search's alerts (the search stays on the profile, paused). GET
 * says which search it is and changes nothing (a mail scanner opening links unsubscribes no
 * one); POST does it, and doing it twice is no error.
 */
export function alertRoutes(db: Db, key: Buffer): FastifyPluginAsync {
  const searchOf = async (token: string | undefined) => {
    const id = token === undefined ? undefined : savedSearchOfToken(key, token)
    const row =
      id === undefined
        ? undefined
        : await db
            .selectFrom('saved_searches')
            .select(['id', 'name', 'paused'])
            .where('id', '=', id)
            .executeTakeFirst()
    // A forged token and one of a search since deleted are answered alike.
    if (!row) throw detailError(400, 'badUnsubscribeLink')
    return row
  }
  return async (app) => {
    app.get('/api/v1/alerts/unsubscribe/', async (request) => {
      const search = await searchOf(param(request, 'token'))
      return { name: search.name, unsubscribed: search.paused }
    })

    app.post('/api/v1/alerts/unsubscribe/', async (request) => {
      const { token } = parseBody(unsubscribeSchema, request)
      const search = await searchOf(token)
      await db
        .updateTable('saved_searches')
        .set({ paused: true })
        .where('id', '=', search.id)
        .execute()
      return { name: search.name, unsubscribed: true }
    })
  }
}
