import type { FastifyPluginAsync } from 'fastify'
import type { Db } from '../../db/database.js'
import { optionalUser, requireEmployer, requireUser } from '../../lib/auth.js'
import { notFound } from '../../lib/errors.js'
import { localeOf } from '../../lib/locale.js'
import { paginateQuery } from '../../lib/query.js'
import type { SearchCounts } from '../../search/counts.js'
import { correctedWords } from '../../search/typos.js'
import { seekerInsights } from './insights.js'
import {
  isSeeker,
  presentSeekerCards,
  presentSeekerProfile,
  presentSeekerPublic,
  seekerByUsername,
} from './present.js'
import {
  countSeekers,
  pageOfSeekers,
  seekerQueryOf,
  wordsFoundNowhere,
  type SeekerQuery,
} from './search-query.js'
import { employerMaySee } from './visibility.js'
import { unlocksOf } from '../payment/candidates.js'

/**
 * The query as it will run, with how many profiles it finds: when the words as written find
 * nothing, each word no public profile holds is taken for a typo and replaced by the closest
 * known word (`search/typos.ts`).
 */
async function resolve(db: Db, query: SeekerQuery, counts: SearchCounts) {
  const count = await countSeekers(db, query, counts)
  if (count > 0 || query.terms.length === 0) return { query, count }
  const missing = await wordsFoundNowhere(db, query.terms)
  if (missing.size === 0) return { query, count }
  const corrected = { ...query, ...(await correctedWords(db, query.terms, missing)) }
  return { query: corrected, count: await countSeekers(db, corrected, counts) }
}

/** Job seeker search and profiles (employers), and the insights page's aggregates. */
export function seekerSearchRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    const counts = app.searchCounts
    app.get('/api/v1/jobseeker/search/', async (request) => {
      const employer = await requireEmployer(db, request)
      const locale = localeOf(request)
      const { query, count } = await resolve(db, seekerQueryOf(request), counts)
      return paginateQuery(request, count, async (window) => {
        const rows = await pageOfSeekers(db, query, window)
        const [cards, unlocks] = await Promise.all([
          presentSeekerCards(
            db,
            rows.map(({ full_name_en, full_name_ne, profile_picture, ...jobseeker }) => ({
              user: { full_name_en, full_name_ne, profile_picture },
              jobseeker,
            })),
            locale,
          ),
          unlocksOf(
            db,
            employer.id,
            rows.map((row) => row.user_id),
          ),
        ])
        // Seekers this employer already unlocked say so (their card offers no shortlist).
        return cards.map((card, index) => ({
          ...card,
          unlocked_at: unlocks.get(rows[index]!.user_id)?.unlocked_at ?? null,
        }))
      })
    })

    // Insights count public profiles only, as search lists them.
    app.get('/api/v1/jobseeker/insights/', async (request) => {
      await requireEmployer(db, request)
      return seekerInsights(db, localeOf(request))
    })

    // Employers see whole profiles they may see (./visibility.ts: public ones, and hidden ones
    // of seekers who applied to them) and are counted as viewers; a seeker sees their own;
    // anyone else (a visitor, another job seeker) the public part of a public profile only.
    // A profile the viewer may not see answers exactly as an unknown username does.
    app.get<{ Params: { username: string } }>(
      '/api/v1/jobseeker/profile/:username/',
      async (request) => {
        const viewer = await optionalUser(db, request)
        const locale = localeOf(request)
        const seeker =
          request.params.username === 'me'
            ? (viewer ?? (await requireUser(db, request)))
            : await seekerByUsername(db, request.params.username)
        if (!isSeeker(seeker)) throw notFound()
        if (viewer?.id === seeker.id) return presentSeekerProfile(db, seeker, locale, viewer)
        if (!viewer?.employer) {
          if (!seeker.jobseeker.is_public) throw notFound()
          return presentSeekerPublic(db, seeker, locale)
        }
        if (!(await employerMaySee(db, viewer, seeker))) throw notFound()
        // The one write a read makes: the seeker's "who viewed my profile" counts this visit.
        await db
          .insertInto('profile_views')
          .values({
            seeker: seeker.id,
            viewer: viewer.id,
            organization: viewer.employer.organizations[0] ?? null,
          })
          .execute()
        return presentSeekerProfile(db, seeker, locale, viewer)
      },
    )
  }
}
