import type { FastifyPluginAsync } from 'fastify'
import { optionalUser } from '../../lib/auth.js'
import { idsParam, matches, paginate, param } from '../../lib/query.js'
import { inBands, monthsParam, salaryBands, valuesParam } from '../../lib/filters.js'
import { localeOf } from '../../lib/locale.js'
import { JOB_CATEGORIES } from '../../seed/categories.js'
import type { DemoStore } from '../../store/store.js'
import type { JobRecord } from '../../store/types.js'
import { effectiveStatus, placeOf } from './access.js'
import { presentJobCard } from './present.js'

const ORDERINGS: Record<string, (a: JobRecord, b: JobRecord) => number> = {
  newest: (a, b) => (b.published_at ?? '').localeCompare(a.published_at ?? '') || b.id - a.id,
  deadline: (a, b) => a.deadline.localeCompare(b.deadline) || a.id - b.id,
}

/** Job search over published, unexpired jobs (the job search screen, home and employer pages). */
export function jobSearchRoutes(store: DemoStore): FastifyPluginAsync {
  return async (app) => {
    app.get('/api/v1/job/search/', async (request) => {
      const viewer = optionalUser(store, request)
      const locale = localeOf(request)
      const search = param(request, 'search')
      const provinces = idsParam(request, 'province')
      const districts = idsParam(request, 'district')
      const categories = idsParam(request, 'category')
      const organizations = idsParam(request, 'organization')
      const levels = valuesParam(request, 'job_level')
      const types = valuesParam(request, 'job_type')
      const bands = salaryBands(request)
      const experience = monthsParam(request)
      const featuredOnly = param(request, 'featured') === 'true'
      const now = Date.now()
      const jobs = store.state.jobs.filter((job) => {
        if (effectiveStatus(job, now) !== 'active') return false
        if (featuredOnly && !job.is_featured) return false
        const { district } = placeOf(store, job)
        const org = store.state.organizations.find((o) => o.id === job.organization)
        const category = JOB_CATEGORIES.find((c) => c.id === job.category)
        const salary = job.offered_salary
        return (
          matches(
            [job.title, job.show_name ? org?.name : job.org_alt_name, category?.name],
            search,
          ) &&
          (!provinces.length || (!!district && provinces.includes(district.province))) &&
          (!districts.length || (!!district && districts.includes(district.id))) &&
          (!categories.length || (job.category !== null && categories.includes(job.category))) &&
          (!organizations.length ||
            (job.show_name && organizations.includes(job.organization ?? 0))) &&
          (!levels.length || levels.includes(job.job_level)) &&
          (!types.length || job.available_for.some((type) => types.includes(type))) &&
          inBands(bands, salary.minimum, salary.maximum ?? salary.minimum) &&
          (experience === undefined || (job.min_experience_months ?? 0) <= experience)
        )
      })
      jobs.sort(ORDERINGS[param(request, 'ordering') ?? 'newest'] ?? ORDERINGS.newest!)
      return paginate(request, jobs, (job) => ({
        ...presentJobCard(store, job, locale),
        is_liked:
          !!viewer && store.state.likes.some((l) => l.job === job.id && l.user === viewer.id),
      }))
    })
  }
}
