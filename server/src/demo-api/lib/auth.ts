import { createHash, randomBytes } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../db/database.js'
import type { AccountRow } from '../db/rows.js'
import { ApiError, detailError, forbidden } from './errors.js'

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

/** Issues a new random token for the user; only its hash is kept. */
export async function issueToken(db: Db, user: { id: number }): Promise<string> {
  const token = randomBytes(20).toString('hex')
  await db
    .insertInto('tokens')
    .values({ hash: sha256(token), user_id: user.id })
    .execute()
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

/** The account with this id and its roles (employer, job seeker, referrer), or undefined. */
export async function accountById(db: Db, id: number): Promise<AccountRow | undefined> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
  return user && withRoles(db, user)
}

/** Adds the roles to a users row. */
export async function withRoles(
  db: Db,
  user: AccountRow | Omit<AccountRow, 'employer' | 'jobseeker' | 'referrer'>,
): Promise<AccountRow> {
  const [employer, jobseeker, referrer] = await Promise.all([
    db.selectFrom('employers').selectAll().where('user_id', '=', user.id).executeTakeFirst(),
    db.selectFrom('jobseekers').selectAll().where('user_id', '=', user.id).executeTakeFirst(),
    db.selectFrom('referrers').selectAll().where('user_id', '=', user.id).executeTakeFirst(),
  ])
  return {
    ...user,
    employer: employer ?? null,
    jobseeker: jobseeker ?? null,
    referrer: referrer ?? null,
  }
}

/** The user behind the request's token, or null when no credentials were sent. Bad token: 401. */
export async function optionalUser(db: Db, request: FastifyRequest): Promise<AccountRow | null> {
  const token = tokenOf(request)
  if (token === null) return null
  if (token === undefined) throw unauthorized('invalidToken')
  const user = await db
    .selectFrom('tokens')
    .innerJoin('users', 'users.id', 'tokens.user_id')
    .selectAll('users')
    .where('tokens.hash', '=', sha256(token))
    .executeTakeFirst()
  if (!user) throw unauthorized('invalidToken')
  return withRoles(db, user)
}

/** The signed-in user, or 401 as DRF answers it. */
export async function requireUser(db: Db, request: FastifyRequest): Promise<AccountRow> {
  const user = await optionalUser(db, request)
  if (!user) throw unauthorized('noCredentials')
  return user
}

/** The signed-in employer, 403 for other roles. */
export async function requireEmployer(
  db: Db,
  request: FastifyRequest,
): Promise<AccountRow & { employer: NonNullable<AccountRow['employer']> }> {
  const user = await requireUser(db, request)
  if (!user.employer) throw forbidden()
  return user as AccountRow & { employer: NonNullable<AccountRow['employer']> }
}

/** The signed-in job seeker, 403 for other roles. */
export async function requireJobseeker(
  db: Db,
  request: FastifyRequest,
): Promise<AccountRow & { jobseeker: NonNullable<AccountRow['jobseeker']> }> {
  const user = await requireUser(db, request)
  if (!user.jobseeker) throw forbidden()
  return user as AccountRow & { jobseeker: NonNullable<AccountRow['jobseeker']> }
}

/** Forgets the request's token (logout). */
export async function revokeToken(db: Db, request: FastifyRequest): Promise<void> {
  const token = tokenOf(request)
  if (!token) return
  await db.deleteFrom('tokens').where('hash', '=', sha256(token)).execute()
}
