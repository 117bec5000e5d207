import { SALARY_BANDS, SEEKER_STATUSES } from '@jagir/shared/rules/options'
import { basicInformationPayloadSchema } from '@jagir/shared/schemas/basic-information'
import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { requireJobseeker } from '../../lib/auth.js'
import { fieldErrors, parseBody, unknownIds } from '../../lib/errors.js'
import { localeOf } from '../../lib/locale.js'
import { JOB_CATEGORIES } from '../../seed/categories.js'
import { loadNepal } from '../../seed/nepal.js'
import type { DemoStore } from '../../store/store.js'
import { presentMe } from '../present-user.js'
import { bandAmount, presentSeekerProfile } from './present.js'
import { applyProfilePatch } from './profile-patch.js'

const ids = (max: number) => z.array(z.number().int().positive()).min(1).max(max)

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
      const body = parseBody(basicInformationPayloadSchema, request)
      checkDistricts([body.district], 'district')
      if (body.city) {
        const city = nepal.municipalities.find((m) => m.id === body.city)
        if (!city) throw unknownIds({ city: [body.city] })
        if (city.district !== body.district) throw fieldErrors({ city: 'cityNotInDistrict' })
      }
      const degree = body.education_degree
      if (degree && !store.state.lookups.education_degrees.some((d) => d.id === degree)) {
        throw unknownIds({ education_degree: [degree] })
      }
      if (body.full_name) user.full_name = { en: body.full_name, ne: body.full_name }
      const js = user.jobseeker
      Object.assign(js, {
        gender: body.gender,
        date_of_birth: body.date_of_birth,
        marital_status: body.marital_status,
        district: body.district,
        has_filled_description_form: true,
      })
      if (body.city !== undefined) js.city = body.city
      if (body.address !== undefined) js.address = { en: body.address, ne: body.address }
      if (body.education_degree !== undefined) js.education_degree = body.education_degree
      if (body.experience_months !== undefined) js.experience_months = body.experience_months
      if (body.expected_salary_band !== undefined) {
        js.expected_salary = body.expected_salary_band
          ? bandAmount(body.expected_salary_band)
          : null
      }
      await store.save()
      return presentMe(store, user, localeOf(request))
    })

    /** What onboarding saved so far, for its steps' forms (a reload, Back, a later sign-in). */
    app.get('/api/v1/jobseeker/onboarding/', async (request) => {
      const user = requireJobseeker(store, request)
      const js = user.jobseeker
      const locale = localeOf(request)
      const band =
        js.expected_salary === null
          ? null
          : SALARY_BANDS.find(
              (b) =>
                (b.min === null || js.expected_salary! >= b.min) &&
                (b.max === null || js.expected_salary! <= b.max),
            )
      const district = nepal.districts.find((d) => d.id === js.district)
      return {
        preferred_locations: js.preferred_locations,
        preferred_jobs: js.preferred_jobs,
        basic_information: js.has_filled_description_form
          ? {
              full_name: user.full_name[locale],
              gender: js.gender,
              date_of_birth: js.date_of_birth,
              marital_status: js.marital_status,
              province: district?.province ?? null,
              district: js.district,
              city: js.city ?? null,
              address: js.address?.[locale] ?? '',
              education_degree: js.education_degree,
              experience_months: js.experience_months,
              expected_salary_band: band?.value ?? null,
            }
          : null,
        working_status: js.working_status,
      }
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
