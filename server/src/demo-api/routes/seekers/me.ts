import { SALARY_BANDS, SEEKER_STATUSES } from '@jagir/shared/rules/options'
import { basicInformationPayloadSchema } from '@jagir/shared/schemas/basic-information'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { Updateable } from 'kysely'
import { z } from 'zod'
import type { Db } from '../../db/database.js'
import { textColumns, textIn } from '../../db/rows.js'
import type { JobseekersTable } from '../../db/schema.js'
import { accountById, requireJobseeker } from '../../lib/auth.js'
import { fieldErrors, parseBody, unknownIds } from '../../lib/errors.js'
import { localeOf } from '../../lib/locale.js'
import { JOB_CATEGORIES } from '../../seed/categories.js'
import { loadNepal } from '../../seed/nepal.js'
import { presentMe } from '../present-user.js'
import { bandAmount, presentSeekerProfile, seekerById } from './present.js'
import {
  applyProfilePatch,
  knownLookups,
  refreshSeekerSearchDoc,
  typedIn,
} from './profile-patch.js'

const ids = (max: number) => z.array(z.number().int().positive()).min(1).max(max)

/** The signed-in job seeker: own profile and its edits, and the onboarding steps. */
export function seekerMeRoutes(db: Db): FastifyPluginAsync {
  /** Sets some of the seeker's columns and answers the account as `users/me/` does. */
  const saveStep = async (
    request: FastifyRequest,
    user: { id: number; jobseeker: { id: number } },
    columns: Updateable<JobseekersTable>,
  ) => {
    await db.updateTable('jobseekers').set(columns).where('id', '=', user.jobseeker.id).execute()
    return presentMe(db, (await accountById(db, user.id))!, localeOf(request))
  }

  return async (app) => {
    const nepal = loadNepal()
    const checkDistricts = (list: number[], field: string) => {
      const unknown = list.filter((id) => !nepal.districts.some((d) => d.id === id))
      if (unknown.length) throw unknownIds({ [field]: unknown })
    }

    app.get('/api/v1/jobseeker/me/', async (request) => {
      const user = await requireJobseeker(db, request)
      return presentSeekerProfile(db, user, localeOf(request), user)
    })

    app.patch('/api/v1/jobseeker/me/', async (request) => {
      const user = await requireJobseeker(db, request)
      await applyProfilePatch(db, user, request)
      const saved = (await seekerById(db, user.id))!
      return presentSeekerProfile(db, saved, localeOf(request), saved)
    })

    app.put('/api/v1/jobseeker/onboarding/preferred-locations/', async (request) => {
      const user = await requireJobseeker(db, request)
      const { districts } = parseBody(z.object({ districts: ids(5) }), request)
      checkDistricts(districts, 'districts')
      return saveStep(request, user, { preferred_locations: districts })
    })

    app.put('/api/v1/jobseeker/onboarding/preferred-jobs/', async (request) => {
      const user = await requireJobseeker(db, request)
      const { categories } = parseBody(z.object({ categories: ids(5) }), request)
      const unknown = categories.filter((id) => !JOB_CATEGORIES.some((c) => c.id === id))
      if (unknown.length) throw unknownIds({ categories: unknown })
      return saveStep(request, user, { preferred_jobs: categories })
    })

    app.put('/api/v1/jobseeker/onboarding/basic-information/', async (request) => {
      const user = await requireJobseeker(db, request)
      const locale = localeOf(request)
      const body = parseBody(basicInformationPayloadSchema, request)
      checkDistricts([body.district], 'district')
      if (body.city) {
        const city = nepal.municipalities.find((m) => m.id === body.city)
        if (!city) throw unknownIds({ city: [body.city] })
        if (city.district !== body.district) throw fieldErrors({ city: 'cityNotInDistrict' })
      }
      const degree = body.education_degree
      if (degree && !(await knownLookups(db, 'education_degrees', [degree])).has(degree)) {
        throw unknownIds({ education_degree: [degree] })
      }
      const columns: Updateable<JobseekersTable> = {
        gender: body.gender,
        date_of_birth: body.date_of_birth,
        marital_status: body.marital_status,
        district: body.district,
        has_filled_description_form: true,
        city: body.city,
        education_degree: body.education_degree,
        experience_months: body.experience_months,
        ...(body.address !== undefined ? typedIn('address', locale, body.address) : {}),
      }
      if (body.expected_salary_band !== undefined) {
        columns.expected_salary = body.expected_salary_band
          ? bandAmount(body.expected_salary_band)
          : null
      }
      await db.transaction().execute(async (tx) => {
        // A name is typed once, in whatever script: it reads the same in both languages.
        if (body.full_name) {
          await tx
            .updateTable('users')
            .set(textColumns('full_name', { en: body.full_name, ne: body.full_name }))
            .where('id', '=', user.id)
            .execute()
        }
        await tx
          .updateTable('jobseekers')
          .set(columns)
          .where('id', '=', user.jobseeker.id)
          .execute()
        await refreshSeekerSearchDoc(tx, user.id)
      })
      return presentMe(db, (await accountById(db, user.id))!, locale)
    })

    /** What onboarding saved so far, for its steps' forms (a reload, Back, a later sign-in). */
    app.get('/api/v1/jobseeker/onboarding/', async (request) => {
      const user = await requireJobseeker(db, request)
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
              full_name: textIn(user, 'full_name', locale),
              gender: js.gender,
              date_of_birth: js.date_of_birth,
              marital_status: js.marital_status,
              province: district?.province ?? null,
              district: js.district,
              city: js.city ?? null,
              address: js[`address_${locale}`] ?? '',
              education_degree: js.education_degree,
              experience_months: js.experience_months,
              expected_salary_band: band?.value ?? null,
            }
          : null,
        working_status: js.working_status,
      }
    })

    app.put('/api/v1/jobseeker/onboarding/working-status/', async (request) => {
      const user = await requireJobseeker(db, request)
      const { working_status } = parseBody(
        z.object({ working_status: z.enum(SEEKER_STATUSES) }),
        request,
      )
      return saveStep(request, user, { working_status })
    })
  }
}
