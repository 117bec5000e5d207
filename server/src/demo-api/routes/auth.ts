import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { loginKey } from '@jagir/shared/rules/login'
import { issueToken, requireUser, revokeToken } from '../lib/auth.js'
import { fieldErrors, parseBody } from '../lib/errors.js'
import { localeOf } from '../lib/locale.js'
import { failureKey, refuseWhileLocked, userFailuresOf } from '../lib/login-failures.js'
import { demoPasswordHash, verifyPassword } from '../lib/passwords.js'
import { sql } from 'kysely'
import type { Db } from '../db/database.js'
import type { User } from '../db/schema.js'
import { presentMe } from './present-user.js'

const credentialsSchema = z.object({
  username: z.string().trim().min(1),
  password: z.string().min(1),
})

/**
 * The user whose e-mail (any case) or phone number (any spelling) is `username`: compared by
 * `loginKey`, the one reading the BFF's per-account throttle uses too.
 */
export async function findByLogin(db: Db, username: string): Promise<User | undefined> {
  const key = loginKey(username)
  if (key === '') return undefined
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb(sql`lower(email)`, '=', key), eb('email', '<>', '')]),
        eb.and([eb('phone_number', '=', key), eb('phone_number', '<>', '')]),
      ]),
    )
    .executeTakeFirst()
}

/** Token login (DRF's obtain_auth_token) and the current user. */
export function authRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    const failures = userFailuresOf(db)
    app.post('/api/v1/auth/get-token/', async (request, reply) => {
      const { username, password } = parseBody(credentialsSchema, request)
      const user = await findByLogin(db, username)
      // One count per account, whichever of its names is typed: the right password waits too.
      const key = failureKey(user?.id, loginKey(username))
      if (!refuseWhileLocked(failures, key, request, reply)) return reply
      // Hash even when the user is unknown, so timing does not tell which accounts exist.
      const ok = verifyPassword(password, user?.password ?? demoPasswordHash()) && !!user
      if (!ok || !user) {
        failures.failed(key)
        throw fieldErrors({ non_field_errors: 'badLogin' })
      }
      failures.succeeded(key)
      return { token: await issueToken(db, user) }
    })

    app.get('/api/v1/users/me/', async (request) => {
      const user = await requireUser(db, request)
      return presentMe(db, user, localeOf(request))
    })

    app.post('/api/v1/auth/logout/', async (request, reply) => {
      await requireUser(db, request)
      await revokeToken(db, request)
      return reply.code(204).send()
    })
  }
}
