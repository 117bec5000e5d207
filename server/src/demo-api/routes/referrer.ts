import { refereeSchema } from '@jagir/shared/schemas/referee'
import { normalizeNepalPhone } from '@jagir/shared/rules/nepal-phone'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { Selectable } from 'kysely'
import type { z } from 'zod'
import type { Db } from '../db/database.js'
import { textColumns, textIn, type AccountRow, type Referrer } from '../db/rows.js'
import type { RefereesTable } from '../db/schema.js'
import { requireUser } from '../lib/auth.js'
import { fieldErrors, forbidden, notFound, parseBody } from '../lib/errors.js'
import { localeOf, type Locale } from '../lib/locale.js'
import { rowId, paginateQuery } from '../lib/query.js'

export type Referee = Selectable<RefereesTable>

/** The referrer's card: who they are, beside their referrer row. */
interface ReferrerCard {
  referrer: Referrer
  full_name_en: string
  full_name_ne: string
  profile_picture: string | null
  date_joined: string
  headline_en: string | null
  headline_ne: string | null
}

/** The counts a referrer's card shows: referred, signed up (or further), hired. */
async function tally(db: Db, referrerId: number) {
  const counts = await db
    .selectFrom('referees')
    .select((eb) => [
      eb.fn.countAll<number>().as('referees'),
      eb.fn.countAll<number>().filterWhere('status', '<>', 'invited').as('registered'),
      eb.fn.countAll<number>().filterWhere('status', '=', 'hired').as('hired'),
    ])
    .where('referrer_id', '=', referrerId)
    .executeTakeFirstOrThrow()
  return { referees: counts.referees, registered: counts.registered, hired: counts.hired }
}

/** The referrer as anyone may see them: name, photo, headline and counts, never the referees. */
async function presentReferrerCard(db: Db, card: ReferrerCard, locale: Locale) {
  return {
    id: card.referrer.id,
    full_name: textIn(card, 'full_name', locale),
    profile_picture: card.profile_picture,
    headline: card[`headline_${locale}`] ?? '',
    referral_code: card.referrer.referral_code,
    member_since: card.date_joined,
    ...(await tally(db, card.referrer.id)),
  }
}

/** The card of the referrer with this profile id, or undefined. */
async function referrerCard(db: Db, id: number): Promise<ReferrerCard | undefined> {
  const row = await db
    .selectFrom('referrers')
    .innerJoin('users', 'users.id', 'referrers.user_id')
    .leftJoin('jobseekers', 'jobseekers.user_id', 'users.id')
    .select([
      'referrers.id',
      'referrers.user_id',
      'referrers.referral_code',
      'users.full_name_en',
      'users.full_name_ne',
      'users.profile_picture',
      'users.date_joined',
      'jobseekers.headline_en',
      'jobseekers.headline_ne',
    ])
    .where('referrers.id', '=', id)
    .executeTakeFirst()
  if (!row) return undefined
  const { id: referrerId, user_id, referral_code, ...user } = row
  return { referrer: { id: referrerId, user_id, referral_code }, ...user }
}

/** The signed-in user's own card. */
const ownCard = (user: AccountRow & { referrer: Referrer }): ReferrerCard => ({
  ...user,
  headline_en: user.jobseeker?.headline_en ?? null,
  headline_ne: user.jobseeker?.headline_ne ?? null,
})

/** A referee as their referrer reads them. */
export const presentReferee = (r: Referee, locale: Locale) => ({
  id: r.id,
  full_name: textIn(r, 'full_name', locale),
  phone_number: r.phone_number,
  phone_type: r.phone_type ?? 'Mobile',
  relation: r.relation,
  status: r.status,
  created_at: r.created,
})

/**
 * Adds a referee unless the referrer has one with this number already (compared as numbers,
 * whatever the spelling kept) or it is the referrer's own. One referrer's additions take turns,
 * so the same number sent twice at once is added once.
 */
async function addReferee(
  db: Db,
  user: AccountRow & { referrer: Referrer },
  body: z.output<typeof refereeSchema>,
): Promise<Referee> {
  return db.transaction().execute(async (tx) => {
    await tx
      .selectFrom('referrers')
      .select('id')
      .where('id', '=', user.referrer.id)
      .forUpdate()
      .execute()
    const numbers = await tx
      .selectFrom('referees')
      .select('phone_number')
      .where('referrer_id', '=', user.referrer.id)
      .execute()
    // The same person twice would be invited twice: one number, one referee per referrer.
    if (numbers.some((r) => normalizeNepalPhone(r.phone_number) === body.phone_number)) {
      throw fieldErrors({ phone_number: 'refereeTaken' })
    }
    if (normalizeNepalPhone(user.phone_number) === body.phone_number) {
      throw fieldErrors({ phone_number: 'refereeSelf' })
    }
    return tx
      .insertInto('referees')
      .values({
        referrer_id: user.referrer.id,
        // A name is typed once: the same in both languages.
        ...textColumns('full_name', { en: body.full_name, ne: body.full_name }),
        phone_number: body.phone_number,
        phone_type: body.phone_type,
        relation: body.relation,
        status: 'invited',
        created: new Date(),
      })
      .returningAll()
      .executeTakeFirstOrThrow()
  })
}

/** A referrer's referees (list, refer someone new) and referrers' public cards. */
export function referrerRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    const requireReferrer = async (request: FastifyRequest) => {
      const user = await requireUser(db, request)
      if (!user.referrer) throw forbidden()
      return user as AccountRow & { referrer: Referrer }
    }

    app.get('/api/v1/referrer/referees/', async (request) => {
      const user = await requireReferrer(request)
      const locale = localeOf(request)
      const { referees: count } = await tally(db, user.referrer.id)
      return paginateQuery(request, count, async ({ offset, limit }) => {
        const rows = await db
          .selectFrom('referees')
          .selectAll()
          .where('referrer_id', '=', user.referrer.id)
          // Newest first; those added at one moment (the seed's) in the order they were given.
          .orderBy('created', 'desc')
          .orderBy('id')
          .limit(limit)
          .offset(offset)
          .execute()
        return rows.map((r) => presentReferee(r, locale))
      })
    })

    app.post('/api/v1/referrer/referees/', async (request, reply) => {
      const user = await requireReferrer(request)
      const body = parseBody(refereeSchema, request)
      const referee = await addReferee(db, user, body)
      return reply.code(201).send(presentReferee(referee, localeOf(request)))
    })

    app.get('/api/v1/referrer/me/', async (request) => {
      const user = await requireReferrer(request)
      return presentReferrerCard(db, ownCard(user), localeOf(request))
    })

    // Anyone: the card a referrer shares. The id is the referrer profile's, or 'me'.
    app.get<{ Params: { id: string } }>('/api/v1/referrer/profile/:id/', async (request) => {
      const { id } = request.params
      const profileId = rowId(id)
      const card =
        id === 'me'
          ? ownCard(await requireReferrer(request))
          : profileId && (await referrerCard(db, profileId))
      if (!card) throw notFound()
      return presentReferrerCard(db, card, localeOf(request))
    })
  }
}
