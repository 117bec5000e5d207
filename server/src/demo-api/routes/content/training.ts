import type { FastifyPluginAsync } from 'fastify'
import { localeOf, type Locale } from '../../lib/locale.js'
import { paginate, param } from '../../lib/query.js'
import { wordFinder } from '../../search/match.js'
import { TRAININGS, type Training } from '../../seed/content/training.js'
import type { DemoStore } from '../../store/store.js'
import { bySlug, DAY, daysBefore } from './shared.js'

type Slug = { Params: { slug: string } }

/** Finds items by the words of `?search=`, folded. */
const found = wordFinder((t: Training) => [t.title, t.summary])

/** Seats left in a training: its seats less those taken before the seed and enrolments since. */
export function seatsLeft(store: DemoStore, training: Training): number {
  const enrolled = store.state.submissions.filter(
    (s) => s.kind === 'training_enrollment' && s.data.training === training.slug,
  ).length
  return Math.max(0, training.seats - training.seats_taken - enrolled)
}

/** Trainings, soonest first, by search and mode, with the seats left. */
export function trainingRoutes(store: DemoStore, seeded: number): FastifyPluginAsync {
  return async (app) => {
    const present = (t: Training, locale: Locale) => ({
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
      seats_left: seatsLeft(store, t),
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
      return paginate(request, list, (t) => present(t, locale))
    })
    app.get<Slug>('/api/v1/training/:slug/', async (request) =>
      present(bySlug(TRAININGS, request.params.slug), localeOf(request)),
    )
  }
}
