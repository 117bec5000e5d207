import type { FastifyPluginAsync } from 'fastify'
import { sql } from 'kysely'
import type { Db } from '../../db/database.js'
import { localeOf, type Locale } from '../../lib/locale.js'
import { paginate, param } from '../../lib/query.js'
import { wordFinder } from '../../search/match.js'
import { TRAININGS, type Training } from '../../seed/content/training.js'
import { bySlug, DAY, daysBefore } from './shared.js'

type Slug = { Params: { slug: string } }

/** Finds items by the words of `?search=`, folded. */
const found = wordFinder((t: Training) => [t.title, t.summary])

/** The enrolments of each of these trainings since the seed, by slug (none: absent). */
async function enrolments(db: Db, slugs: string[]): Promise<Map<string, number>> {
  if (!slugs.length) return new Map()
  const rows = await db
    .selectFrom('submissions')
    .select((eb) => [sql<string>`data->>'training'`.as('slug'), eb.fn.countAll<number>().as('n')])
    .where('kind', '=', 'training_enrollment')
    .where(sql`data->>'training'`, 'in', slugs)
    .groupBy(sql`data->>'training'`)
    .execute()
  return new Map(rows.map((row) => [row.slug, row.n]))
}

/** Seats left in a training: its seats less those taken before the seed and enrolments since. */
const seatsAfter = (training: Training, enrolled: number) =>
  Math.max(0, training.seats - training.seats_taken - enrolled)

/** Seats left in one training (read within the enrolment's transaction). */
export async function seatsLeft(db: Db, training: Training): Promise<number> {
  const enrolled = await enrolments(db, [training.slug])
  return seatsAfter(training, enrolled.get(training.slug) ?? 0)
}

/** Trainings, soonest first, by search and mode, with the seats left. */
export function trainingRoutes(db: Db, seeded: number): FastifyPluginAsync {
  return async (app) => {
    const present = (t: Training, locale: Locale, enrolled: Map<string, number>) => ({
      slug: t.slug,
      title: t.title[locale],
      summary: t.summary[locale],
      duration: t.duration[locale],
      fee: t.fee,
      currency: 'NRs',
      starts_on: new Date(seeded + t.starts_in_days * DAY).toISOString().slice(0, 10),
      mode: t.mode,
      location: t.location[locale],
      seats: t.seats,
      seats_left: seatsAfter(t, enrolled.get(t.slug) ?? 0),
      trainer: t.trainer[locale],
      topics: t.topics.map((topic) => topic[locale]),
      updated_at: daysBefore(seeded, 5 + TRAININGS.indexOf(t)),
    })
    const soonestFirst = [...TRAININGS].sort((a, b) => a.starts_in_days - b.starts_in_days)

    app.get('/api/v1/training/', async (request) => {
      const locale = localeOf(request)
      const mode = param(request, 'mode')
      const list = soonestFirst.filter(
        (t) => found(t, param(request, 'search')) && (!mode || t.mode === mode),
      )
      // A handful of trainings: one count for them all.
      const enrolled = await enrolments(
        db,
        list.map((t) => t.slug),
      )
      return paginate(request, list, (t) => present(t, locale, enrolled))
    })
    app.get<Slug>('/api/v1/training/:slug/', async (request) => {
      const training = bySlug(TRAININGS, request.params.slug)
      return present(training, localeOf(request), await enrolments(db, [training.slug]))
    })
  }
}
