import { currentUserSchema, type CurrentUser } from '@jagir/shared/schemas/user'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { UpstreamError, type Upstream } from '../plugins/upstream.js'

export type Locale = 'en' | 'ne'

/** The current locale: the `locale` cookie when it says `en` or `ne`, else Nepali (the default). */
export function requestLocale(request: FastifyRequest): Locale {
  const value = request.cookies?.locale
  return value === 'en' || value === 'ne' ? value : 'ne'
}

// Extra fields the provider sends (id, email, ...) are kept for the SPA; the known ones get defaults.
const userSchema = z.looseObject(currentUserSchema.shape)

/**
 * The user behind `token`, from `GET /api/v1/users/me/`; null when the provider refuses the token
 * (401). Throws UpstreamError (502/504) when the provider is down, slow, or answers nonsense.
 */
export async function fetchCurrentUser(
  upstream: Upstream,
  token: string,
  locale: Locale,
): Promise<CurrentUser | null> {
  const answer = await upstream.json({
    method: 'GET',
    path: '/api/v1/users/me/',
    headers: { authorization: `Bearer ${token}`, 'accept-language': locale },
  })
  if (answer.status === 401) return null
  if (answer.status < 200 || answer.status >= 300) {
    throw new UpstreamError(502, 'Could not load the current user.', {
      cause: new Error(`users/me answered ${answer.status}`),
    })
  }
  const parsed = userSchema.safeParse(answer.body)
  if (!parsed.success) {
    throw new UpstreamError(502, 'Could not load the current user.', {
      cause: new Error('users/me answered a body that is not a user'),
    })
  }
  return parsed.data
}
