import { refereeSchema } from '@jagir/shared/schemas/referee'
import { normalizeNepalPhone } from '@jagir/shared/rules/nepal-phone'
import type { FastifyPluginAsync } from 'fastify'
import { requireUser } from '../lib/auth.js'
import { fieldErrors, forbidden, notFound, parseBody } from '../lib/errors.js'
import { localeOf, type Locale } from '../lib/locale.js'
import { paginate } from '../lib/query.js'
import type { DemoStore } from '../store/store.js'
import type { Referee, ReferrerProfile, UserRecord } from '../store/types.js'

type Referrer = UserRecord & { referrer: ReferrerProfile }

/** The counts a referrer's card shows: referred, signed up (or further), hired. */
const tally = (referees: Referee[]) => ({
  referees: referees.length,
  registered: referees.filter((r) => r.status !== 'invited').length,
  hired: referees.filter((r) => r.status === 'hired').length,
})

/** The referrer as anyone may see them: name, photo, headline and counts, never the referees. */
function presentReferrerCard(user: Referrer, locale: Locale) {
  return {
    id: user.referrer.id,
    full_name: user.full_name[locale],
    profile_picture: user.profile_picture,
    headline: user.jobseeker?.headline[locale] ?? '',
    referral_code: user.referrer.referral_code,
    member_since: user.date_joined,
    ...tally(user.referrer.referees),
  }
}

/** A referee as their referrer reads them. */
export const presentReferee = (r: Referee, locale: Locale) => ({
  id: r.id,
  full_name: r.full_name[locale],
  phone_number: r.phone_number,
  phone_type: r.phone_type ?? 'Mobile',
  relation: r.relation,
  status: r.status,
  created_at: r.created,
})

/** A referrer's referees (list, refer someone new) and referrers' public cards. */
export function referrerRoutes(store: DemoStore): FastifyPluginAsync {
  return async (app) => {
    const requireReferrer = (request: Parameters<typeof requireUser>[1]) => {
      const user = requireUser(store, request)
      if (!user.referrer) throw forbidden()
      return user as Referrer
    }
    const present = (locale: Locale) => (r: Referee) => presentReferee(r, locale)

    app.get('/api/v1/referrer/referees/', async (request) => {
      const user = requireReferrer(request)
      return paginate(request, user.referrer.referees, present(localeOf(request)))
    })

    app.post('/api/v1/referrer/referees/', async (request, reply) => {
      const user = requireReferrer(request)
      const body = parseBody(refereeSchema, request)
      // The same person twice would be invited twice: one number, one referee per referrer.
      if (
        user.referrer.referees.some(
          (r) => normalizeNepalPhone(r.phone_number) === body.phone_number,
        )
      ) {
        throw fieldErrors({ phone_number: 'refereeTaken' })
      }
      if (normalizeNepalPhone(user.phone_number) === body.phone_number) {
        throw fieldErrors({ phone_number: 'refereeSelf' })
      }
      const referee: Referee = {
        id: store.nextId('referees'),
        full_name: { en: body.full_name, ne: body.full_name },
        phone_number: body.phone_number,
        phone_type: body.phone_type,
        relation: body.relation,
        status: 'invited',
        created: new Date().toISOString(),
      }
      user.referrer.referees.unshift(referee)
      await store.save()
      return reply.code(201).send(present(localeOf(request))(referee))
    })

    app.get('/api/v1/referrer/me/', async (request) => {
      const user = requireReferrer(request)
      return presentReferrerCard(user, localeOf(request))
    })

    // Anyone: the card a referrer shares. The id is the referrer profile's, or 'me'.
    app.get<{ Params: { id: string } }>('/api/v1/referrer/profile/:id/', async (request) => {
      const referrer =
        request.params.id === 'me'
          ? requireReferrer(request)
          : store.state.users.find(
              (u): u is Referrer => !!u.referrer && String(u.referrer.id) === request.params.id,
            )
      if (!referrer) throw notFound()
      return presentReferrerCard(referrer, localeOf(request))
    })
  }
}
