import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import type { Db } from '../../db/database.js'
import { requireEmployer } from '../../lib/auth.js'
import { fieldErrors, fillMessage, notFound, parseBody } from '../../lib/errors.js'
import { localeOf } from '../../lib/locale.js'
import { paginate } from '../../lib/query.js'
import { CONTACT_PRICE, PRICING } from '../../seed/pricing.js'
import { seekerForEmployer } from '../seekers/visibility.js'
import { unlocksOf } from './candidates.js'
import {
  findOpenPackage,
  openPackage,
  presentPackage,
  seekersOf,
  shortlistedSeekers,
} from './packages.js'

const usernames = z.array(z.string().min(1)).max(100)

/**
 * Refuses (400 under `field`) job seekers the employer has already unlocked by a purchase: their
 * contact details are theirs already (My candidates), and a second purchase would charge again
 * for the same person.
 */
async function refuseUnlocked(
  db: Db,
  employer: number,
  field: string,
  seekers: number[],
  names: string[],
): Promise<void> {
  const unlocked = await unlocksOf(db, employer, seekers)
  const bought = names.filter((_name, index) => unlocked.has(seekers[index]!))
  if (bought.length) {
    throw fieldErrors({
      [field]: (locale) => bought.map((name) => fillMessage('alreadyUnlocked', locale, { name })),
    })
  }
}

/** Pricing, and the employer's server-side shortlist (hiring package) and payment packages. */
export function shortlistRoutes(db: Db): FastifyPluginAsync {
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

    // Reading the shortlist makes nothing: an employer without one has an empty one.
    app.get('/api/v1/payment/hiring-package/jobseekers', async (request) => {
      const user = await requireEmployer(db, request)
      const pkg = await findOpenPackage(db, user.id)
      return { hiring_package: await presentPackage(db, pkg, localeOf(request), user) }
    })

    app.post('/api/v1/payment/hiring-package/jobseekers', async (request, reply) => {
      const user = await requireEmployer(db, request)
      const { username } = parseBody(z.object({ username: z.string().min(1) }), request)
      const [seeker] = await seekersOf(db, user, 'username', [username])
      await refuseUnlocked(db, user.id, 'username', [seeker!], [username])
      const pkg = await openPackage(db, user.id)
      // Shortlisting someone already there changes nothing.
      await db
        .insertInto('package_entries')
        .values({ package_id: pkg, seeker: seeker! })
        .onConflict((oc) => oc.columns(['package_id', 'seeker']).doNothing())
        .execute()
      return reply
        .code(201)
        .send({ hiring_package: await presentPackage(db, pkg, localeOf(request), user) })
    })

    app.delete<{ Params: { username: string } }>(
      '/api/v1/payment/hiring-package/jobseekers/:username',
      async (request, reply) => {
        const user = await requireEmployer(db, request)
        const seeker = await seekerForEmployer(db, user, request.params.username)
        const pkg = await findOpenPackage(db, user.id)
        if (!seeker || pkg === undefined) throw notFound()
        const removed = await db
          .deleteFrom('package_entries')
          .where('package_id', '=', pkg)
          .where('seeker', '=', seeker.id)
          .executeTakeFirst()
        if (removed.numDeletedRows === 0n) throw notFound()
        return reply.code(204).send()
      },
    )

    app.post('/api/v1/payment/hiring-package/clear/', async (request) => {
      const user = await requireEmployer(db, request)
      const pkg = await findOpenPackage(db, user.id)
      if (pkg !== undefined)
        await db.deleteFrom('package_entries').where('package_id', '=', pkg).execute()
      return { hiring_package: [] }
    })

    app.post('/api/v1/payment/hiring-package/payment-package/', async (request, reply) => {
      const user = await requireEmployer(db, request)
      const body = parseBody(z.object({ jobseekers: usernames.optional() }), request)
      const seekers = body.jobseekers
        ? await seekersOf(db, user, 'jobseekers', body.jobseekers)
        : // The shortlist as the employer sees it: without seekers who have hidden since.
          await shortlistedSeekers(db, user)
      if (!seekers.length) throw fieldErrors({ non_field_errors: 'emptyPackage' })
      if (body.jobseekers) await refuseUnlocked(db, user.id, 'jobseekers', seekers, body.jobseekers)
      const unique = [...new Set(seekers)]
      // The package and its entries together, or nothing.
      const pkg = await db.transaction().execute(async (tx) => {
        const { id } = await tx
          .insertInto('hiring_packages')
          .values({ employer: user.id, status: 'ordered' })
          .returning('id')
          .executeTakeFirstOrThrow()
        await tx
          .insertInto('package_entries')
          .values(unique.map((seeker) => ({ package_id: id, seeker })))
          .execute()
        return id
      })
      return reply.code(201).send({
        package: {
          id: pkg,
          jobseekers_count: unique.length,
          price: unique.length * CONTACT_PRICE,
          hiring_package: await presentPackage(db, pkg, localeOf(request), user),
        },
      })
    })
  }
}
