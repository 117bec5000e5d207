import { createHash } from 'node:crypto'
import type { FastifyPluginAsync } from 'fastify'
import { sql, type ExpressionBuilder } from 'kysely'
import {
  LOGO_MAX_BYTES,
  organizationPayloadSchema,
  type OrganizationPayload,
} from '@jagir/shared/schemas/organization'
import type { Db } from '../db/database.js'
import { textIn, textOf, type AccountRow } from '../db/rows.js'
import type { Database, Job, Organization } from '../db/schema.js'
import { jobSearchDoc, searchNamesIn } from '../db/search-docs.js'
import { accountById, requireEmployer } from '../lib/auth.js'
import { fieldErrors, notFound, parseBody, unknownIds } from '../lib/errors.js'
import { localeOf, type Locale, type Text } from '../lib/locale.js'
import { idsParam, paginateQuery, param, pathId, rowId } from '../lib/query.js'
import { JOB_CATEGORIES } from '../seed/categories.js'
import { slugify } from '../seed/jobs.js'
import { loadNepal } from '../seed/nepal.js'
import { presentJobCards } from './jobs/present.js'
import { presentMe } from './present-user.js'
import { shortlistedSeekers } from './payment/packages.js'

/** The first bytes of each accepted image type. */
const MAGIC: Record<string, (bytes: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/webp': (b) =>
    b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
}

/** The image in a logo `data:` URL, or null when it is not an accepted image. */
function decodeLogo(value: string): { type: string; bytes: Buffer } | null {
  const match = /^data:(image\/(?:png|jpeg|webp));base64,([A-Za-z0-9+/]+={0,2})$/.exec(value)
  if (!match) return null
  const bytes = Buffer.from(match[2]!, 'base64')
  if (bytes.length === 0 || bytes.length > LOGO_MAX_BYTES || !MAGIC[match[1]!]!(bytes)) return null
  return { type: match[1]!, bytes }
}

const STATUSES = ['active', 'pending', 'draft', 'denied', 'expired'] as const
type Status = (typeof STATUSES)[number]

const DAY_MS = 86_400_000
/** Days of the overview's chart of applications. */
export const OVERVIEW_DAYS = 30
// A day is the day it is in Nepal, wherever the server runs.
const nepalDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kathmandu' })
/**
 * Nepal's clock, ahead of UTC by 5 h 45 min all year (no daylight saving since 1986): what the
 * database adds to a UTC time to find the day it is in Nepal.
 */
const NEPAL_OFFSET = '5 hours 45 minutes'

/** Applications per day over the last `days` days in Nepal, oldest first, today last. */
function applicationsByDay(counts: ReadonlyMap<string, number>, now: number, days = OVERVIEW_DAYS) {
  return Array.from({ length: days }, (_, index) => {
    const date = nepalDay.format(now - (days - 1 - index) * DAY_MS)
    return { date, count: counts.get(date) ?? 0 }
  })
}

/**
 * A job's status as users see it, as a condition: an active job past its deadline is expired
 * (the rule of `jobs/access.ts`'s `effectiveStatus`). An unknown status matches nothing.
 */
function statusIs(status: string, now: string) {
  return (eb: ExpressionBuilder<Database, 'jobs'>) => {
    switch (status as Status) {
      case 'active':
        return eb.and([eb('jobs.status', '=', 'active'), eb('jobs.deadline', '>=', now)])
      case 'expired':
        return eb.or([
          eb('jobs.status', '=', 'expired'),
          eb.and([eb('jobs.status', '=', 'active'), eb('jobs.deadline', '<', now)]),
        ])
      case 'pending':
      case 'draft':
      case 'denied':
        return eb('jobs.status', '=', status as Status)
      default:
        return eb.lit(false)
    }
  }
}

/** Open jobs (active, before their deadline) under each of these organisations' names. */
async function activeJobsOf(db: Db, organizations: number[]): Promise<Map<number, number>> {
  if (organizations.length === 0) return new Map()
  const rows = await db
    .selectFrom('jobs')
    .select((eb) => ['organization', eb.fn.countAll<number>().as('count')])
    .where('organization', 'in', organizations)
    .where('show_name', '=', true)
    .where(statusIs('active', new Date().toISOString()))
    .groupBy('organization')
    .execute()
  return new Map(rows.map((row) => [row.organization!, row.count]))
}

/** Organisations as the employer zone and employer pages show them, in the order given. */
async function presentOrganizations(db: Db, orgs: Organization[], locale: Locale) {
  const active = await activeJobsOf(
    db,
    orgs.map((o) => o.id),
  )
  const nepal = loadNepal()
  return orgs.map((org) => {
    const district = nepal.districts.find((d) => d.id === org.district)
    const category = JOB_CATEGORIES.find((c) => c.id === org.category)
    return {
      id: org.id,
      slug: org.slug,
      name: textIn(org, 'name', locale),
      logo: org.logo,
      about: textIn(org, 'about', locale),
      category: category ? { id: category.id, name: category.name[locale] } : null,
      district: district ? { id: district.id, name: district.name[locale] } : null,
      address: textIn(org, 'address', locale),
      website: org.website,
      email: org.email ?? null,
      phone_number: org.phone_number,
      employees: org.employees,
      active_jobs: active.get(org.id) ?? 0,
    }
  })
}

async function presentOrganization(db: Db, org: Organization, locale: Locale) {
  return (await presentOrganizations(db, [org], locale))[0]!
}

/**
 * A text the employer edits in one language. The request's language takes what was typed; the
 * other keeps its own text, unless it was the same text as this one (typed once, never
 * translated: an organisation made through the form has one name in both), which follows.
 */
function editedText(old: Text, typed: string, locale: Locale): Text {
  const other: Locale = locale === 'en' ? 'ne' : 'en'
  const text = { ...old, [locale]: typed }
  if (old[other] === old[locale]) text[other] = typed
  return text
}

/** The columns of the organisation's logo as the body says (absent: unchanged). */
function logoColumns(id: number, logo: string | null | undefined) {
  if (logo === undefined) return {}
  if (logo === null) return { logo: null, logo_type: null, logo_bytes: null }
  const image = decodeLogo(logo)
  if (!image) throw fieldErrors({ logo: 'logoInvalid' })
  const version = createHash('sha256').update(image.bytes).digest('hex').slice(0, 12)
  return {
    logo: `/api/v1/organizations/${id}/logo/?v=${version}`,
    logo_type: image.type,
    logo_bytes: image.bytes,
  }
}

/** What an organisation's columns hold beside its texts and logo. */
const plainColumns = (body: OrganizationPayload) => ({
  category: body.category,
  district: body.district,
  phone_number: body.phone_number,
  website: body.website,
  email: body.email,
  employees: body.employees,
  pan: body.pan,
})

/** The search text of the organisation's jobs, made again (they are found by its name). */
async function refreshJobSearch(db: Db, organization: number): Promise<void> {
  const jobs = await db
    .selectFrom('jobs')
    .select([
      'id',
      'title_en',
      'title_ne',
      'organization',
      'show_name',
      'org_alt_name_en',
      'org_alt_name_ne',
      'category',
      'skills',
      'location',
      'district',
    ])
    .where('organization', '=', organization)
    .execute()
  if (jobs.length === 0) return
  const names = await searchNamesIn(db, {
    organizations: [organization],
    skills: [...new Set(jobs.flatMap((j) => j.skills))],
    locations: [...new Set(jobs.map((j) => j.location))],
  })
  const docs = jobs.map((job) => sql`(${job.id}::integer, ${jobSearchDoc(job, names)}::text)`)
  await sql`
    update jobs set search_doc = docs.doc
    from (values ${sql.join(docs)}) as docs (id, doc)
    where jobs.id = docs.id
  `.execute(db)
}

/** Applications per day in Nepal since `since`, by date (`YYYY-MM-DD`). */
async function applicationDays(db: Db, owner: number, since: string): Promise<Map<string, number>> {
  const day = sql<string>`to_char((applications.created_at at time zone 'UTC') + ${NEPAL_OFFSET}::interval, 'YYYY-MM-DD')`
  const rows = await db
    .selectFrom('applications')
    .innerJoin('jobs', 'jobs.id', 'applications.job_id')
    .select((eb) => [day.as('day'), eb.fn.countAll<number>().as('count')])
    .where('jobs.owner', '=', owner)
    .where('applications.created_at', '>=', since)
    .groupBy(sql`1`)
    .execute()
  return new Map(rows.map((row) => [row.day, row.count]))
}

/** The employer's jobs per status as users see it (all five, zero when none). */
async function jobCounts(db: Db, owner: number, now: string): Promise<Record<Status, number>> {
  const status = sql<Status>`case when jobs.status = 'active' and jobs.deadline < ${now} then 'expired' else jobs.status end`
  const rows = await db
    .selectFrom('jobs')
    .select((eb) => [status.as('status'), eb.fn.countAll<number>().as('count')])
    .where('owner', '=', owner)
    // By the first column: the expression's parameter would be a second one, not the same.
    .groupBy(sql`1`)
    .execute()
  const counts = Object.fromEntries(STATUSES.map((s) => [s, 0])) as Record<Status, number>
  for (const row of rows) counts[row.status] = row.count
  return counts
}

type EmployerAccount = AccountRow & { employer: NonNullable<AccountRow['employer']> }

/** The employer's applications: in all, this week, shortlisted; and the views of their jobs. */
async function applicationTotals(db: Db, owner: number, weekAgo: string) {
  const [applications, views] = await Promise.all([
    db
      .selectFrom('applications')
      .innerJoin('jobs', 'jobs.id', 'applications.job_id')
      .select((eb) => [
        eb.fn.countAll<number>().as('all'),
        eb.fn.countAll<number>().filterWhere('applications.created_at', '>', weekAgo).as('week'),
        eb.fn
          .countAll<number>()
          .filterWhere('applications.status', '=', 'shortlisted')
          .as('shortlisted'),
      ])
      .where('jobs.owner', '=', owner)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('jobs')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('views'), sql<number>`0`).as('views'))
      .where('owner', '=', owner)
      .executeTakeFirstOrThrow(),
  ])
  return { ...applications, views: Number(views.views) }
}

/** The employer's initial form (organisation), jobs by status, overview; the employer zone. */
export function employerRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    const checkRefs = (body: OrganizationPayload) => {
      const errors = {
        category: JOB_CATEGORIES.some((c) => c.id === body.category) ? [] : [body.category],
        district: loadNepal().districts.some((d) => d.id === body.district) ? [] : [body.district],
      }
      if (errors.category.length || errors.district.length) throw unknownIds(errors)
    }

    /** The employer's organisation (the first one, which names them), or undefined. */
    const ownOrganization = (user: EmployerAccount) => {
      const id = user.employer.organizations[0]
      return id === undefined
        ? undefined
        : db.selectFrom('organizations').selectAll().where('id', '=', id).executeTakeFirst()
    }

    app.post('/api/v1/employer/organization/', async (request, reply) => {
      const user = await requireEmployer(db, request)
      if (user.employer.organizations.length) {
        throw fieldErrors({ non_field_errors: 'hasOrganization' })
      }
      const body = parseBody(organizationPayloadSchema, request)
      checkRefs(body)
      await db.transaction().execute(async (tx) => {
        // The id first: the slug and the logo's address name it.
        const { rows } = await sql<{
          id: number
        }>`select nextval(pg_get_serial_sequence('organizations', 'id'))::integer as id`.execute(tx)
        const id = rows[0]!.id
        // The form asks the name, address and description once: they stand for both languages
        // until the employer edits one of them in the other language.
        await tx
          .insertInto('organizations')
          .values({
            id,
            slug: `${slugify(body.name) || 'organization'}-${id}`,
            owner: user.id,
            name_en: body.name,
            name_ne: body.name,
            address_en: body.address,
            address_ne: body.address,
            about_en: body.about,
            about_ne: body.about,
            logo: null,
            ...plainColumns(body),
            ...logoColumns(id, body.logo),
          })
          .execute()
        // One organisation per employer, even for two forms sent at once.
        const made = await tx
          .updateTable('employers')
          .set({ organizations: [id], has_filled_initial_form: true })
          .where('user_id', '=', user.id)
          .where(sql<boolean>`cardinality(organizations) = 0`)
          .executeTakeFirst()
        if (made.numUpdatedRows === 0n) throw fieldErrors({ non_field_errors: 'hasOrganization' })
      })
      const account = (await accountById(db, user.id))!
      return reply.code(201).send(await presentMe(db, account, localeOf(request)))
    })

    // The employer's own organisation as its form edits it (ids, texts in the asked language,
    // the PAN): "Edit details" starts from what is saved, so a save cannot blank what it never showed.
    app.get('/api/v1/employer/organization/', async (request) => {
      const user = await requireEmployer(db, request)
      const org = await ownOrganization(user)
      if (!org) throw notFound()
      const locale = localeOf(request)
      return {
        id: org.id,
        name: textIn(org, 'name', locale),
        category: org.category,
        province: loadNepal().districts.find((d) => d.id === org.district)?.province ?? null,
        district: org.district,
        address: textIn(org, 'address', locale),
        phone_number: org.phone_number,
        email: org.email ?? null,
        website: org.website,
        employees: org.employees,
        about: textIn(org, 'about', locale),
        pan: org.pan ?? null,
        logo: org.logo,
      }
    })

    app.put('/api/v1/employer/organization/', async (request) => {
      const user = await requireEmployer(db, request)
      const org = await ownOrganization(user)
      if (!org) throw notFound()
      const body = parseBody(organizationPayloadSchema, request)
      checkRefs(body)
      const locale = localeOf(request)
      const name = editedText(textOf(org, 'name'), body.name, locale)
      const updated = await db.transaction().execute(async (tx) => {
        const row = await tx
          .updateTable('organizations')
          .set({
            name_en: name.en,
            name_ne: name.ne,
            address_en: editedText(textOf(org, 'address'), body.address, locale).en,
            address_ne: editedText(textOf(org, 'address'), body.address, locale).ne,
            about_en: editedText(textOf(org, 'about'), body.about, locale).en,
            about_ne: editedText(textOf(org, 'about'), body.about, locale).ne,
            ...plainColumns(body),
            ...logoColumns(org.id, body.logo),
          })
          .where('id', '=', org.id)
          .returningAll()
          .executeTakeFirstOrThrow()
        // Its jobs are found by its name: a new name, a new search text for each.
        if (name.en !== org.name_en || name.ne !== org.name_ne) await refreshJobSearch(tx, org.id)
        return row
      })
      return presentOrganization(db, updated, locale)
    })

    app.get<{ Params: { id: string } }>(
      '/api/v1/organizations/:id/logo/',
      async (request, reply) => {
        const org = await db
          .selectFrom('organizations')
          .select(['logo_type', 'logo_bytes'])
          .where('id', '=', pathId(request.params.id))
          .executeTakeFirst()
        if (!org?.logo_bytes || !org.logo_type) throw notFound()
        // The address carries the image's digest (`?v=`): a new logo is a new address.
        return reply
          .header('content-type', org.logo_type)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(Buffer.from(org.logo_bytes))
      },
    )

    app.get('/api/v1/employer/jobs/', async (request) => {
      const user = await requireEmployer(db, request)
      const status = param(request, 'status')
      const locale = localeOf(request)
      const now = new Date().toISOString()
      const mine = db
        .selectFrom('jobs')
        .where('owner', '=', user.id)
        .where((eb) => (status ? statusIs(status, now)(eb) : eb.lit(true)))
      return paginateQuery(
        request,
        async () =>
          (
            await mine
              .select((eb) => eb.fn.countAll<number>().as('count'))
              .executeTakeFirstOrThrow()
          ).count,
        async ({ limit, offset }) => {
          const jobs: Job[] = await mine
            .selectAll()
            .orderBy('created_at', 'desc')
            .orderBy('id')
            .limit(limit)
            .offset(offset)
            .execute()
          return presentEmployerJobs(db, jobs, locale)
        },
      )
    })

    app.get('/api/v1/employer/overview/', async (request) => {
      const user = await requireEmployer(db, request)
      const now = Date.now()
      const [jobs, totals, days, shortlisted] = await Promise.all([
        jobCounts(db, user.id, new Date(now).toISOString()),
        applicationTotals(db, user.id, new Date(now - 7 * DAY_MS).toISOString()),
        // A day more than the chart, so that the chart's first Nepali day is whole.
        applicationDays(db, user.id, new Date(now - (OVERVIEW_DAYS + 1) * DAY_MS).toISOString()),
        shortlistedSeekers(db, user),
      ])
      return {
        jobs,
        applications: totals.all,
        applications_this_week: totals.week,
        applications_by_day: applicationsByDay(days, now),
        shortlisted_applicants: totals.shortlisted,
        views: totals.views,
        shortlisted_jobseekers: shortlisted.length,
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
      const search = param(request, 'search')
      const found = db
        .selectFrom('organizations')
        .$if(!!search, (q) => {
          const pattern = `%${search!.replace(/[\\%_]/g, '\\$&')}%`
          return q.where((eb) =>
            eb.or([eb('name_en', 'ilike', pattern), eb('name_ne', 'ilike', pattern)]),
          )
        })
        .$if(categories.length > 0, (q) => q.where('category', 'in', categories))
        .$if(districts.length > 0, (q) => q.where('district', 'in', districts))
      return paginateQuery(
        request,
        async () =>
          (
            await found
              .select((eb) => eb.fn.countAll<number>().as('count'))
              .executeTakeFirstOrThrow()
          ).count,
        async ({ limit, offset }) =>
          presentOrganizations(
            db,
            await found.selectAll().orderBy('id').limit(limit).offset(offset).execute(),
            locale,
          ),
      )
    })

    app.get<{ Params: { id: string } }>('/api/v1/organizations/:id/', async (request) => {
      const id = rowId(request.params.id)
      const org = await db
        .selectFrom('organizations')
        .selectAll()
        .where((eb) =>
          id === undefined
            ? eb('slug', '=', request.params.id)
            : eb.or([eb('id', '=', id), eb('slug', '=', request.params.id)]),
        )
        .orderBy('id')
        .executeTakeFirst()
      if (!org) throw notFound()
      return presentOrganization(db, org, localeOf(request))
    })
  }
}

/** The employer's jobs as cards, each with how many applied. */
async function presentEmployerJobs(db: Db, jobs: Job[], locale: Locale) {
  const ids = jobs.map((j) => j.id)
  const [cards, counts] = await Promise.all([
    presentJobCards(db, jobs, locale),
    ids.length
      ? db
          .selectFrom('applications')
          .select((eb) => ['job_id', eb.fn.countAll<number>().as('count')])
          .where('job_id', 'in', ids)
          .groupBy('job_id')
          .execute()
      : [],
  ])
  const applied = new Map(counts.map((row) => [row.job_id, row.count]))
  return cards.map((card, index) => ({
    ...card,
    applications_count: applied.get(jobs[index]!.id) ?? 0,
  }))
}
