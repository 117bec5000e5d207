import type { FastifyPluginAsync, preHandlerHookHandler } from 'fastify'
import { passwordProblem } from '@jagir/shared/rules/password'
import { changePasswordPayloadSchema } from '@jagir/shared/schemas/password'
import { requireUser } from '../lib/auth.js'
import { isCommonPassword } from '../lib/common-passwords.js'
import { fieldErrors, parseBody } from '../lib/errors.js'
import { localeOf } from '../lib/locale.js'
import { failureKey, refuseWhileLocked, userFailuresOf } from '../lib/login-failures.js'
import { MESSAGES } from '../lib/messages.js'
import { hashPassword, verifyPassword } from '../lib/passwords.js'
import type { Db } from '../db/database.js'

/** The routes that set a new password, and the field it comes in. */
const NEW_PASSWORD_FIELD: Readonly<Record<string, string>> = {
  '/api/v1/auth/signup/set-password/': 'password',
  '/api/v1/auth/password-reset/set-password/': 'password',
}

/**
 * Refuses one of the most common passwords where sign-up and reset set one (400 under
 * `password`, in the request's language), before the route reads anything else. The shared
 * schemas refuse blank and one-character passwords; this list is too large for the browser.
 */
export const refuseCommonPasswords: preHandlerHookHandler = (request, _reply, done) => {
  const field =
    request.method === 'POST' ? NEW_PASSWORD_FIELD[request.routeOptions.url ?? ''] : undefined
  const value = field && (request.body as Record<string, unknown> | null)?.[field]
  // A password the shared rules refuse is left to the route, which says why in its own words.
  if (typeof value === 'string' && passwordProblem(value) === null && isCommonPassword(value)) {
    done(fieldErrors({ [field!]: 'passwordCommon' }))
    return
  }
  done()
}

/**
 * Password change. A wrong current password counts as a failed sign-in of the account (5 in 15
 * minutes and both sign-in and change wait, 429); a change ends every token of the account, the
 * caller's included, so a stolen session dies with the old password (the BFF signs its user in
 * again with the new one).
 */
export function passwordRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    const failures = userFailuresOf(db)
    app.post('/api/v1/auth/change-password/', async (request, reply) => {
      const user = await requireUser(db, request)
      const key = failureKey(user.id, '')
      if (!refuseWhileLocked(failures, key, request, reply)) return reply
      const body = parseBody(changePasswordPayloadSchema, request)
      if (!verifyPassword(body.old_password, user.password)) {
        failures.failed(key)
        throw fieldErrors({ old_password: 'wrongOldPassword' })
      }
      if (isCommonPassword(body.new_password)) throw fieldErrors({ new_password: 'passwordCommon' })
      if (body.old_password === body.new_password) throw fieldErrors({ new_password: 'invalid' })
      failures.succeeded(key)
      await db.transaction().execute(async (tx) => {
        await tx
          .updateTable('users')
          .set({ password: hashPassword(body.new_password) })
          .where('id', '=', user.id)
          .execute()
        await tx.deleteFrom('tokens').where('user_id', '=', user.id).execute()
      })
      return { detail: MESSAGES.passwordChanged[localeOf(request)] }
    })
  }
}
