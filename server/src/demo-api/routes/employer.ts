import { createHash } from 'node:crypto'
import type { FastifyPluginAsync } from 'fastify'
import {
  LOGO_MAX_BYTES,
  organizationPayloadSchema,
  type OrganizationPayload,
} from '@jagir/shared/schemas/organization'
import { requireEmployer } from '../lib/auth.js'
import { fieldErrors, notFound, parseBody, unknownIds } from '../lib/errors.js'
import { localeOf, type Locale } from '../lib/locale.js'
import { idsParam, matches, paginate, param } from '../lib/query.js'
import { JOB_CATEGORIES } from '../seed/categories.js'
import { slugify } from '../seed/jobs.js'
import { loadNepal } from '../seed/nepal.js'
import type { DemoStore } from '../store/store.js'
import type { Organization } from '../store/types.js'
import { effectiveStatus } from './jobs/access.js'
import { presentJobCard } from './jobs/present.js'
import { presentMe } from './present-user.js'
import { maySeeId } from './seekers/visibility.js'

/** The first bytes of each accepted image type. */
const MAGIC: Record<string, (bytes: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/webp': (b) =>
    b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
}

/** The image in a logo `data:` URL, or null when it is not an accepted image. */
function decodeLogo(value: string): { type: string; base64: string } | null {
  const match = /^data:(image\/(?:png|jpeg|webp));base64,([A-Za-z0-9+/]+={0,2})$/.exec(value)
  if (!match) return null
  const bytes = Buffer.from(match[2]!, 'base64')
  if (bytes.length === 0 || bytes.length > LOGO_MAX_BYTES || !MAGIC[match[1]!]!(bytes)) return null
  return { type: match[1]!, base64: bytes.toString('base64') }
}

const STATUSES = ['active', 'pending', 'draft', 'denied', 'expired'] as const

const DAY_MS = 86_400_000
/** Days of the overview's chart of applications. */
export const OVERVIEW_DAYS = 30
// A day is the day it is in Nepal, wherever the server runs.
const nepalDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kathmandu' })

/** Applications per day over the last `days` days in Nepal, oldest first, today last. */
function applicationsByDay(createdAt: readonly string[], now: number, days = OVERVIEW_DAYS) {
  const series = Array.from({ length: days }, (_, index) => ({
    date: nepalDay.format(now - (days - 1 - index) * DAY_MS),
    count: 0,
  }))
  const byDate = new Map(series.map((day) => [day.date, day]))
  for (const at of createdAt) {
    const day = byDate.get(nepalDay.format(Date.parse(at)))
    if (day) day.count += 1
  }
  return series
}

/** An organisation as the employer zone and employer pages show it. */
function presentOrganization(store: DemoStore, org: Organization, locale: Locale) {
  const district = loadNepal().districts.find((d) => d.id === org.district)
  const category = JOB_CATEGORIES.find((c) => c.id === org.category)
  return {
    id: org.id,
    slug: org.slug,
    name: org.name[locale],
    logo: org.logo,
    about: org.about[locale],
    category: category ? { id: category.id, name: category.name[locale] } : null,
    district: district ? { id: district.id, name: district.name[locale] } : null,
    address: org.address[locale],
    website: org.website,
    email: org.email ?? null,
    phone_number: org.phone_number,
    employees: org.employees,
    active_jobs: store.state.jobs.filter(
      (j) => j.organization === org.id && j.show_name && effectiveStatus(j) === 'active',
    ).length,
  }
}

/** The employer's initial form (organisation), jobs by status, overview; the employer zone. */
export function employerRoutes(store: DemoStore): FastifyPluginAsync {
  return async (app) => {
    const checkRefs = (body: OrganizationPayload) => {
      const errors = {
        category: JOB_CATEGORIES.some((c) => c.id === body.category) ? [] : [body.category],
        district: loadNepal().districts.some((d) => d.id === body.district) ? [] : [body.district],
      }
      if (errors.category.length || errors.district.length) throw unknownIds(errors)
    }
    /** Sets or removes the organisation's logo as the body says (absent: unchanged). */
    const applyLogo = (org: Organization, logo: string | null | undefined) => {
      if (logo === undefined) return
      if (logo === null) {
        org.logo = null
        delete org.logo_data
        return
      }
      const image = decodeLogo(logo)
      if (!image) throw fieldErrors({ logo: 'logoInvalid' })
      const version = createHash('sha256').update(image.base64).digest('hex').slice(0, 12)
      org.logo_data = image
      org.logo = `/api/v1/organizations/${org.id}/logo/?v=${version}`
    }
    const fields = (body: OrganizationPayload) => ({
      name: { en: body.name, ne: body.name },
      category: body.category,
      district: body.district,
      address: { en: body.address, ne: body.address },
      phone_number: body.phone_number,
      website: body.website,
      email: body.email,
      employees: body.employees,
      about: { en: body.about, ne: body.about },
    })

    app.post('/api/v1/employer/organization/', async (request, reply) => {
      const user = requireEmployer(store, request)
      if (user.employer.organizations.length) {
        throw fieldErrors({ non_field_errors: 'hasOrganization' })
      }
      const body = parseBody(organizationPayloadSchema, request)
      checkRefs(body)
      const id = store.nextId('organizations')
      const org: Organization = {
        id,
        slug: `${slugify(body.name) || 'organization'}-${id}`,
        logo: null,
        owner: user.id,
        ...fields(body),
      }
      applyLogo(org, body.logo)
      store.state.organizations.push(org)
      user.employer.organizations = [id]
      user.employer.has_filled_initial_form = true
      await store.save()
      return reply.code(201).send(presentMe(store, user, localeOf(request)))
    })

    app.put('/api/v1/employer/organization/', async (request) => {
      const user = requireEmployer(store, request)
      const org = store.state.organizations.find((o) => o.id === user.employer.organizations[0])
      if (!org) throw notFound()
      const body = parseBody(organizationPayloadSchema, request)
      checkRefs(body)
      Object.assign(org, fields(body))
      applyLogo(org, body.logo)
      await store.save()
      return presentOrganization(store, org, localeOf(request))
    })

    app.get<{ Params: { id: string } }>(
      '/api/v1/organizations/:id/logo/',
      async (request, reply) => {
        const org = store.state.organizations.find((o) => String(o.id) === request.params.id)
        if (!org?.logo_data) throw notFound()
        return reply
          .header('content-type', org.logo_data.type)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(Buffer.from(org.logo_data.base64, 'base64'))
      },
    )

    app.get('/api/v1/employer/jobs/', async (request) => {
      const user = requireEmployer(store, request)
      const status = param(request, 'status')
      const locale = localeOf(request)
      const jobs = store.state.jobs
        .filter((j) => j.owner === user.id && (!status || effectiveStatus(j) === status))
        .sort((a, b) => b.created_at.localeCompare(a.created_at))
      return paginate(request, jobs, (job) => ({
        ...presentJobCard(store, job, locale),
        applications_count: store.state.applications.filter((a) => a.job === job.id).length,
      }))
    })

    app.get('/api/v1/employer/overview/', async (request) => {
      const user = requireEmployer(store, request)
      const jobs = store.state.jobs.filter((j) => j.owner === user.id)
      const applications = store.state.applications.filter((a) => jobs.some((j) => j.id === a.job))
      const open = store.state.hiring_packages.find(
        (p) => p.employer === user.id && p.status === 'open',
      )
      const now = Date.now()
      return {
        jobs: Object.fromEntries(
          STATUSES.map((s) => [s, jobs.filter((j) => effectiveStatus(j) === s).length]),
        ),
        applications: applications.length,
        applications_this_week: applications.filter(
          (a) => Date.parse(a.created_at) > now - 7 * DAY_MS,
        ).length,
        applications_by_day: applicationsByDay(
          applications.map((a) => a.created_at),
          now,
        ),
        shortlisted_applicants: applications.filter((a) => a.status === 'shortlisted').length,
        views: jobs.reduce((sum, j) => sum + j.views, 0),
        shortlisted_jobseekers:
          open?.entries.filter((e) => maySeeId(store, user, e.seeker)).length ?? 0,
        job_posts_left: {
          free: user.employer.free_posts,
          purchased: user.employer.purchased_posts,
        },
      }
    })

    app.get('/api/v1/organizations/', async (request) => {
      const locale = localeOf(request)
      const categories = idsParam(request, 'category')
      const districts = idsParam(request, 'district')
      const orgs = store.state.organizations.filter(
        (o) =>
          matches([o.name], param(request, 'search')) &&
          (!categories.length || categories.includes(o.category)) &&
          (!districts.length || districts.includes(o.district)),
      )
      return paginate(request, orgs, (o) => presentOrganization(store, o, locale))
    })

    app.get<{ Params: { id: string } }>('/api/v1/organizations/:id/', async (request) => {
      const org = store.state.organizations.find(
        (o) => String(o.id) === request.params.id || o.slug === request.params.id,
      )
      if (!org) throw notFound()
      return presentOrganization(store, org, localeOf(request))
    })
  }
}
