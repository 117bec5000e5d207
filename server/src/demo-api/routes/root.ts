import type { FastifyPluginAsync } from 'fastify'
import { sql } from 'kysely'
import type { Db } from '../db/database.js'

/**
 * The API root, as DRF's browsable root answers it. The BFF's /readyz asks it, so it also says
 * whether the database answers: 503 with `database: 'unavailable'` when it does not.
 */
export function rootRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    app.get('/api/v1/', async (_request, reply) => {
      const database = await sql`select 1`.execute(db).then(
        () => 'ok' as const,
        (error: unknown) => {
          app.log.error({ err: error }, 'the database does not answer')
          return 'unavailable' as const
        },
      )
      if (database !== 'ok') return reply.code(503).send({ database })
      return {
        name: 'Jagir demo API',
        version: 'v1',
        auth: '/api/v1/auth/get-token/',
        me: '/api/v1/users/me/',
        docs: 'docs/api.md',
        database,
      }
    })
  }
}
