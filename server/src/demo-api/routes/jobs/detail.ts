import type { FastifyPluginAsync } from 'fastify'
import { optionalUser, requireEmployer } from '../../lib/auth.js'
import { detailError, notFound } from '../../lib/errors.js'
import { localeOf } from '../../lib/locale.js'
import { matches, paginate, param } from '../../lib/query.js'
import type { DemoStore } from '../../store/store.js'
import { effectiveStatus, jobBySlug } from './access.js'
import { lookupItems, presentJobDetail } from './present.js'

/** Job detail by slug, and the saved templates of the job form. */
export function jobDetailRoutes(store: DemoStore): FastifyPluginAsync {
  return async (app) => {
    app.get('/api/v1/job/templates/', async (request) => {
      requireEmployer(store, request)
      const locale = localeOf(request)
      const search = param(request, 'search')
      const templates = store.state.templates.filter((t) => matches([t.name], search))
      return paginate(request, templates, (t) => ({
        id: t.id,
        name: t.name[locale],
        job_level: t.job_level,
        available_for: t.available_for,
        offered_salary: t.offered_salary,
        description: t.description[locale],
        skills: lookupItems(store, 'skills', t.skills, locale),
      }))
    })

    // The owner sees the job in any state; others see published jobs: 410 once expired.
    app.get<{ Params: { slug: string } }>('/api/v1/job/:slug/', async (request) => {
      const viewer = optionalUser(store, request)
      const job = jobBySlug(store, request.params.slug)
      const locale = localeOf(request)
      if (viewer?.id !== job.owner) {
        const status = effectiveStatus(job)
        if (status === 'expired') throw detailError(410, 'gone')
        if (status !== 'active') throw notFound()
        job.views += 1
      }
      return presentJobDetail(store, job, locale, viewer)
    })
  }
}
