import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { requireEmployer } from '../../lib/auth.js'
import { fieldErrors, notFound, parseBody } from '../../lib/errors.js'
import { localeOf } from '../../lib/locale.js'
import { paginate } from '../../lib/query.js'
import { CONTACT_PRICE, PRICING } from '../../seed/pricing.js'
import type { DemoStore } from '../../store/store.js'
import type { HiringPackage } from '../../store/activity-types.js'
import { maySeeId, seekerForEmployer } from '../seekers/visibility.js'
import { openPackage, presentEntries, seekersOf } from './packages.js'

const usernames = z.array(z.string().min(1)).max(100)

/** Pricing, and the employer's server-side shortlist (hiring package) and payment packages. */
export function shortlistRoutes(store: DemoStore): FastifyPluginAsync {
  return async (app) => {
    app.get('/api/v1/payment/pricing/', async (request) => {
      const locale = localeOf(request)
      return paginate(request, PRICING, (p) => ({
        id: p.id,
        name: p.name[locale],
        description: p.description[locale],
        price: p.price,
        currency: 'NRs',
        job_posts: p.job_posts,
        duration_days: p.duration_days,
        features: p.features.map((f) => f[locale]),
      }))
    })

    // The hiring package's price: per job seeker whose contact details it unlocks.
    app.get('/api/v1/payment/pricing/hiring-package/', async () => ({
      price_per_jobseeker: CONTACT_PRICE,
      currency: 'NRs',
    }))

    app.get('/api/v1/payment/hiring-package/jobseekers', async (request) => {
      const user = requireEmployer(store, request)
      return {
        hiring_package: presentEntries(store, openPackage(store, user.id), localeOf(request), user),
      }
    })

    app.post('/api/v1/payment/hiring-package/jobseekers', async (request, reply) => {
      const user = requireEmployer(store, request)
      const { username } = parseBody(z.object({ username: z.string().min(1) }), request)
      const [seeker] = seekersOf(store, user, 'username', [username])
      const pkg = openPackage(store, user.id)
      if (!pkg.entries.some((e) => e.seeker === seeker!.id)) {
        pkg.entries.push({
          id: store.nextId('package_entries'),
          seeker: seeker!.id,
          added_at: new Date().toISOString(),
        })
      }
      await store.save()
      return reply
        .code(201)
        .send({ hiring_package: presentEntries(store, pkg, localeOf(request), user) })
    })

    app.delete<{ Params: { username: string } }>(
      '/api/v1/payment/hiring-package/jobseekers/:username',
      async (request, reply) => {
        const user = requireEmployer(store, request)
        const seeker = seekerForEmployer(store, user, request.params.username)
        const pkg = openPackage(store, user.id)
        if (!seeker || !pkg.entries.some((e) => e.seeker === seeker.id)) throw notFound()
        pkg.entries = pkg.entries.filter((e) => e.seeker !== seeker.id)
        await store.save()
        return reply.code(204).send()
      },
    )

    app.post('/api/v1/payment/hiring-package/clear/', async (request) => {
      const user = requireEmployer(store, request)
      openPackage(store, user.id).entries = []
      await store.save()
      return { hiring_package: [] }
    })

    app.post('/api/v1/payment/hiring-package/payment-package/', async (request, reply) => {
      const user = requireEmployer(store, request)
      const body = parseBody(z.object({ jobseekers: usernames.optional() }), request)
      const open = openPackage(store, user.id)
      const seekers = body.jobseekers
        ? seekersOf(store, user, 'jobseekers', body.jobseekers).map((s) => s.id)
        : // The shortlist as the employer sees it: without seekers who have hidden since.
          open.entries.map((e) => e.seeker).filter((id) => maySeeId(store, user, id))
      if (!seekers.length) throw fieldErrors({ non_field_errors: 'emptyPackage' })
      const now = new Date().toISOString()
      const pkg: HiringPackage = {
        id: store.nextId('hiring_packages'),
        employer: user.id,
        status: 'ordered',
        entries: [...new Set(seekers)].map((seeker) => ({
          id: store.nextId('package_entries'),
          seeker,
          added_at: now,
        })),
        created_at: now,
      }
      store.state.hiring_packages.push(pkg)
      await store.save()
      const locale = localeOf(request)
      return reply.code(201).send({
        package: {
          id: pkg.id,
          jobseekers_count: pkg.entries.length,
          price: pkg.entries.length * CONTACT_PRICE,
          hiring_package: presentEntries(store, pkg, locale, user),
        },
      })
    })
  }
}
