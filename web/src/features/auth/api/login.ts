import type { CurrentUser } from '@jagir/shared/schemas/user'
import { apiFetch, ApiError } from '../../../lib/api-client'
import { setCurrentUser } from './current-user'

export interface Credentials {
  /** E-mail address or phone number. */
  username: string
  password: string
}

/** The provider's refusal of a login: field errors and general (non-field) errors. */
export interface LoginErrors {
  fields: Record<string, string[]>
  general: string[]
}

/** Reads a DRF-style 400 body (spec section 5, "Server errors") into field and general errors. */
export function loginErrorsOf(body: unknown): LoginErrors {
  const result: LoginErrors = { fields: {}, general: [] }
  if (!body || typeof body !== 'object') return result
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    const messages = (Array.isArray(value) ? value : [value]).filter(
      (item): item is string => typeof item === 'string',
    )
    if (key === 'non_field_errors' || key === '' || key === 'detail')
      result.general.push(...messages)
    else result.fields[key] = messages
  }
  return result
}

/** Signs in through the BFF (which keeps the token); the user is then known everywhere. */
export async function login(credentials: Credentials): Promise<CurrentUser> {
  const body = await apiFetch<{ user: CurrentUser }>('/bff/login', {
    method: 'POST',
    body: credentials,
  })
  await setCurrentUser(body.user)
  return body.user
}

/** True when a login failed because of what was typed (the form shows the errors). */
export const isLoginRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 400
