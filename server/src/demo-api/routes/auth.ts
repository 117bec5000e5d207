import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { loginKey } from '@jagir/shared/rules/login'
import { issueToken, requireUser, revokeToken } from '../lib/auth.js'
import { fieldErrors, parseBody } from '../lib/errors.js'
import { localeOf } from '../lib/locale.js'
import { failureKey, refuseWhileLocked, userFailuresOf } from '../lib/login-failures.js'
import { demoPasswordHash, verifyPassword } from '../lib/passwords.js'
import type { DemoStore } from '../store/store.js'
import type { UserRecord } from '../store/types.js'
import { presentMe } from './present-user.js'

const credentialsSchema = z.object({
  username: z.string().trim().min(1),
  password: z.string().min(1),
})

/**
 * The user whose e-mail (any case) or phone number (any spelling) is `username`: compared by
 * `loginKey`, the one reading the BFF's per-account throttle uses too.
 */
export function findByLogin(users: UserRecord[], username: string): UserRecord | undefined {
  const key = loginKey(username)
  if (key === '') return undefined
  return users.find((user) => user.email.toLowerCase() === key || user.phone_number === key)
}

/** Token login (DRF's obtain_auth_token) and the current user. */
export function authRoutes(store: DemoStore): FastifyPluginAsync {
  return async (app) => {
    const failures = userFailuresOf(store)
    app.post('/api/v1/auth/get-token/', async (request, reply) => {
      const { username, password } = parseBody(credentialsSchema, request)
      const user = findByLogin(store.state.users, username)
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
      const token = issueToken(store, user)
      await store.save()
      return { token }
    })

    app.get('/api/v1/users/me/', async (request) => {
      const user = requireUser(store, request)
      return presentMe(store, user, localeOf(request))
    })

    app.post('/api/v1/auth/logout/', async (request, reply) => {
      requireUser(store, request)
      revokeToken(store, request)
      await store.save()
      return reply.code(204).send()
    })
  }
}
