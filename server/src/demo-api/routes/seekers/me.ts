import { GENDERS, MARITAL_STATUSES, SEEKER_STATUSES } from '@jagir/shared/rules/options'
import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { requireJobseeker } from '../../lib/auth.js'
import { parseBody, unknownIds } from '../../lib/errors.js'
import { localeOf } from '../../lib/locale.js'
import { JOB_CATEGORIES } from '../../seed/categories.js'
import { loadNepal } from '../../seed/nepal.js'
import type { DemoStore } from '../../store/store.js'
import { presentMe } from '../present-user.js'
import { presentSeekerProfile } from './present.js'
import { applyProfilePatch } from './profile-patch.js'

const ids = (max: number) => z.array(z.number().int().positive()).min(1).max(max)
const text = (max: number) => z.string().trim().max(max)
const basicSchema = z.object({
  full_name: text(100).min(1).optional(),
  gender: z.enum(GENDERS),
  date_of_birth: z.iso.date(),
  marital_status: z.enum(MARITAL_STATUSES).nullable().default(null),
  district: z.number().int().positive(),
})

/** The signed-in job seeker: own profile and its edits, and the onboarding steps. */
export function seekerMeRoutes(store: DemoStore): FastifyPluginAsync {
  return async (app) => {
    const nepal = loadNepal()
    const checkDistricts = (list: number[], field: string) => {
      const unknown = list.filter((id) => !nepal.districts.some((d) => d.id === id))
      if (unknown.length) throw unknownIds({ [field]: unknown })
    }

    app.get('/api/v1/jobseeker/me/', async (request) => {
      const user = requireJobseeker(store, request)
      return presentSeekerProfile(store, user, localeOf(request), user)
    })

    app.patch('/api/v1/jobseeker/me/', async (request) => {
      const user = requireJobseeker(store, request)
      applyProfilePatch(store, user, request)
      await store.save()
      return presentSeekerProfile(store, user, localeOf(request), user)
    })

    app.put('/api/v1/jobseeker/onboarding/preferred-locations/', async (request) => {
      const user = requireJobseeker(store, request)
      const { districts } = parseBody(z.object({ districts: ids(5) }), request)
      checkDistricts(districts, 'districts')
      user.jobseeker.preferred_locations = districts
      await store.save()
      return presentMe(store, user, localeOf(request))
    })

    app.put('/api/v1/jobseeker/onboarding/preferred-jobs/', async (request) => {
      const user = requireJobseeker(store, request)
      const { categories } = parseBody(z.object({ categories: ids(5) }), request)
      const unknown = categories.filter((id) => !JOB_CATEGORIES.some((c) => c.id === id))
      if (unknown.length) throw unknownIds({ categories: unknown })
      user.jobseeker.preferred_jobs = categories
      await store.save()
      return presentMe(store, user, localeOf(request))
    })

    app.put('/api/v1/jobseeker/onboarding/basic-information/', async (request) => {
      const user = requireJobseeker(store, request)
      const body = parseBody(basicSchema, request)
      checkDistricts([body.district], 'district')
      if (body.full_name) user.full_name = { en: body.full_name, ne: body.full_name }
      Object.assign(user.jobseeker, {
        gender: body.gender,
        date_of_birth: body.date_of_birth,
        marital_status: body.marital_status,
        district: body.district,
        has_filled_description_form: true,
      })
      await store.save()
      return presentMe(store, user, localeOf(request))
    })

    app.put('/api/v1/jobseeker/onboarding/working-status/', async (request) => {
      const user = requireJobseeker(store, request)
      const { working_status } = parseBody(
        z.object({ working_status: z.enum(SEEKER_STATUSES) }),
        request,
      )
      user.jobseeker.working_status = working_status
      await store.save()
      return presentMe(store, user, localeOf(request))
    })
  }
}
