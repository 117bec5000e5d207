import { createHash, randomBytes } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import type { DemoStore } from '../store/store.js'
import type { UserRecord } from '../store/types.js'
import { ApiError, detailError, forbidden } from './errors.js'

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

/** Issues a new random token for the user; only its hash is kept. */
export function issueToken(store: DemoStore, user: UserRecord): string {
  const token = randomBytes(20).toString('hex')
  store.state.tokens.push({ hash: sha256(token), user: user.id, created: new Date().toISOString() })
  return token
}

/** The token in `Authorization: Bearer <t>` (or DRF's `Token <t>`); null when absent. */
function tokenOf(request: FastifyRequest): string | null | undefined {
  const header = request.headers.authorization
  if (!header) return null
  const match = /^(Bearer|Token)\s+(\S+)\s*$/i.exec(header)
  return match ? match[2] : undefined
}

const unauthorized = (key: 'noCredentials' | 'invalidToken'): ApiError => detailError(401, key)

/** The user behind the request's token, or null when no credentials were sent. Bad token: 401. */
export function optionalUser(store: DemoStore, request: FastifyRequest): UserRecord | null {
  const token = tokenOf(request)
  if (token === null) return null
  if (token === undefined) throw unauthorized('invalidToken')
  const hash = sha256(token)
  const record = store.state.tokens.find((t) => t.hash === hash)
  const user = record && store.state.users.find((u) => u.id === record.user)
  if (!user) throw unauthorized('invalidToken')
  return user
}

/** The signed-in user, or 401 as DRF answers it. */
export function requireUser(store: DemoStore, request: FastifyRequest): UserRecord {
  const user = optionalUser(store, request)
  if (!user) throw unauthorized('noCredentials')
  return user
}

/** The signed-in employer, 403 for other roles. */
export function requireEmployer(
  store: DemoStore,
  request: FastifyRequest,
): UserRecord & { employer: NonNullable<UserRecord['employer']> } {
  const user = requireUser(store, request)
  if (!user.employer) throw forbidden()
  return user as UserRecord & { employer: NonNullable<UserRecord['employer']> }
}

/** The signed-in job seeker, 403 for other roles. */
export function requireJobseeker(
  store: DemoStore,
  request: FastifyRequest,
): UserRecord & { jobseeker: NonNullable<UserRecord['jobseeker']> } {
  const user = requireUser(store, request)
  if (!user.jobseeker) throw forbidden()
  return user as UserRecord & { jobseeker: NonNullable<UserRecord['jobseeker']> }
}

/** Forgets the request's token (logout). */
export function revokeToken(store: DemoStore, request: FastifyRequest): void {
  const token = tokenOf(request)
  if (!token) return
  const hash = sha256(token)
  store.state.tokens = store.state.tokens.filter((t) => t.hash !== hash)
}
