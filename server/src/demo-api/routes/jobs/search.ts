import type { FastifyPluginAsync } from 'fastify'
import { SALARY_BANDS } from '@jagir/shared/rules/options'
import type { Db } from '../../db/database.js'
import type { AccountRow } from '../../db/rows.js'
import { optionalUser } from '../../lib/auth.js'
import { localeOf } from '../../lib/locale.js'
import { paginateQuery } from '../../lib/query.js'
import type { SearchCounts } from '../../search/counts.js'
import { correctedWords } from '../../search/typos.js'
import { salaryBandOf } from '../seekers/present.js'
import { presentJobCards } from './present.js'
import {
  countJobs,
  jobQueryOf,
  pageOfJobs,
  wordsFoundNowhere,
  type JobQuery,
} from './search-query.js'
import { suggestionsFor } from './search-suggestions.js'

/**
 * The query as it will run, with how many jobs it finds. When the words as written find nothing,
 * each word no open job holds is taken for a typo and replaced by the closest known word
 * (`search/typos.ts`).
 */
async function resolve(
  db: Db,
  query: JobQuery,
  counts: SearchCounts,
): Promise<{ query: JobQuery; count: number }> {
  const count = await countJobs(db, query, counts)
  if (count > 0 || query.terms.length === 0) return { query, count }
  const missing = await wordsFoundNowhere(db, query.terms)
  if (missing.size === 0) return { query, count }
  const corrected = { ...query, ...(await correctedWords(db, query.terms, missing)) }
  return { query: corrected, count: await countJobs(db, corrected, counts) }
}

/**
 * A `recommended` search with the signed-in seeker's preferences; anyone else (a visitor, an
 * employer) gets the newest first, as without an ordering.
 */
export function withPreferences(query: JobQuery, viewer: AccountRow | null): JobQuery {
  if (query.ordering !== 'recommended') return query
  const seeker = viewer?.jobseeker
  if (!seeker) return { ...query, ordering: 'newest' }
  const band = SALARY_BANDS.find((b) => b.value === salaryBandOf(seeker))
  return {
    ...query,
    preferences: {
      categories: seeker.preferred_jobs,
      districts: seeker.preferred_locations,
      skills: seeker.skills,
      level: seeker.job_level,
      band: band ? { min: band.min ?? 0, max: band.max ?? Number.MAX_SAFE_INTEGER } : null,
    },
  }
}

/** Job search over published, unexpired jobs (the job search screen, home and employer pages). */
export function jobSearchRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    const counts = app.searchCounts
    app.get('/api/v1/job/search/', async (request) => {
      const viewer = await optionalUser(db, request)
      const locale = localeOf(request)
      const { query, count } = await resolve(
        db,
        withPreferences(jobQueryOf(request), viewer),
        counts,
      )
      const page = await paginateQuery(request, count, async (window) => {
        const jobs = await pageOfJobs(db, query, window)
        // Every card says whether the viewer liked it (a visitor: not).
        return (await presentJobCards(db, jobs, locale, viewer)).map((card) => ({
          is_liked: false,
          ...card,
        }))
      })
      // An empty result says which nearby searches would find jobs.
      return count === 0
        ? { ...page, suggestions: await suggestionsFor(db, query, locale, counts) }
        : page
    })
  }
}
