import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { issueToken, requireUser, revokeToken } from '../lib/auth.js'
import { fieldErrors, parseBody } from '../lib/errors.js'
import { localeOf } from '../lib/locale.js'
import { demoPasswordHash, verifyPassword } from '../lib/passwords.js'
import type { DemoStore } from '../store/store.js'
import type { UserRecord } from '../store/types.js'
import { presentMe } from './present-user.js'

const credentialsSchema = z.object({
  username: z.string().trim().min(1),
  password: z.string().min(1),
})

/** Phone numbers compare without spaces, dashes or the +977 country code. */
const phoneKey = (value: string) => value.replace(/[\s-]/g, '').replace(/^(\+?977)(?=\d{10}$)/, '')

/** The user whose e-mail (any case) or phone number is `username`. */
export function findByLogin(users: UserRecord[], username: string): UserRecord | undefined {
  const email = username.trim().toLowerCase()
  const phone = phoneKey(username.trim())
  return users.find((user) => user.email.toLowerCase() === email || user.phone_number === phone)
}

/** Token login (DRF's obtain_auth_token) and the current user. */
export function authRoutes(store: DemoStore): FastifyPluginAsync {
  return async (app) => {
    app.post('/api/v1/auth/get-token/', async (request) => {
      const { username, password } = parseBody(credentialsSchema, request)
      const user = findByLogin(store.state.users, username)
      // Hash even when the user is unknown, so timing does not tell which accounts exist.
      const ok = verifyPassword(password, user?.password ?? demoPasswordHash()) && !!user
      if (!ok || !user) throw fieldErrors({ non_field_errors: 'badLogin' })
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
