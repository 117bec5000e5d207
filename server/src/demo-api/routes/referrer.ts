import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { requireUser } from '../lib/auth.js'
import { forbidden, parseBody } from '../lib/errors.js'
import { localeOf } from '../lib/locale.js'
import { paginate } from '../lib/query.js'
import type { DemoStore } from '../store/store.js'
import type { Referee } from '../store/types.js'

const refereeSchema = z.object({
  full_name: z.string().trim().min(1).max(100),
  phone_number: z
    .string()
    .trim()
    .regex(/^(\+?977)?9\d{9}$/, { message: 'phone' }),
  relation: z.enum(['Father', 'Mother', 'Friend']),
})

/** A referrer's referees: list and refer someone new. */
export function referrerRoutes(store: DemoStore): FastifyPluginAsync {
  return async (app) => {
    const requireReferrer = (request: Parameters<typeof requireUser>[1]) => {
      const user = requireUser(store, request)
      if (!user.referrer) throw forbidden()
      return user as typeof user & { referrer: NonNullable<typeof user.referrer> }
    }
    const present = (locale: ReturnType<typeof localeOf>) => (r: Referee) => ({
      id: r.id,
      full_name: r.full_name[locale],
      phone_number: r.phone_number,
      relation: r.relation,
      status: r.status,
      created_at: r.created,
    })

    app.get('/api/v1/referrer/referees/', async (request) => {
      const user = requireReferrer(request)
      return paginate(request, user.referrer.referees, present(localeOf(request)))
    })

    app.post('/api/v1/referrer/referees/', async (request, reply) => {
      const user = requireReferrer(request)
      const body = parseBody(refereeSchema, request)
      const referee: Referee = {
        id: store.nextId('referees'),
        full_name: { en: body.full_name, ne: body.full_name },
        phone_number: body.phone_number.replace(/^\+?977/, ''),
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
      const referees = user.referrer.referees
      return {
        id: user.referrer.id,
        referral_code: user.referrer.referral_code,
        full_name: user.full_name[localeOf(request)],
        referees: referees.length,
        registered: referees.filter((r) => r.status !== 'invited').length,
        hired: referees.filter((r) => r.status === 'hired').length,
      }
    })
  }
}
