import { jobAdditionalInfoPayloadSchema } from '@jagir/shared/schemas/job-additional-info'
import { jobBasicInfoPayloadSchema } from '@jagir/shared/schemas/job-basic-info'
import { jobSpecificationPayloadSchema } from '@jagir/shared/schemas/job-specification'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { sql } from 'kysely'
import type { Db } from '../../db/database.js'
import type { AccountRow } from '../../db/rows.js'
import type { Job, JobUpdate, LookupKind, NewJob } from '../../db/schema.js'
import { jobSearchDoc, searchNamesIn } from '../../db/search-docs.js'
import { requireEmployer } from '../../lib/auth.js'
import { detailError, parseBody, unknownIds } from '../../lib/errors.js'
import { localeOf, type Locale } from '../../lib/locale.js'
import { jobSlug } from '../../search/romanize.js'
import { DESIGNATION_PROFILES } from '../../seed/job-catalog.js'
import { effectiveStatus, ownJob, placeOfCity } from './access.js'
import type { AlertQueue } from '../../alerts/queue.js'
import { presentBasicInfo, presentJobDetail } from './present.js'

type Slug = { Params: { slug: string } }
const DAY = 86_400_000

/** Ids of `ids` missing from a lookup list. */
async function missing(db: Db, kind: LookupKind, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return []
  const found = await db
    .selectFrom('lookups')
    .select('id')
    .where('kind', '=', kind)
    .where('id', 'in', ids)
    .execute()
  const known = new Set(found.map((row) => row.id))
  return ids.filter((id) => !known.has(id))
}

/** Throws the unknown ids of each field (DRF's 'Invalid pk'), if any. */
function refuseUnknown(errors: Record<string, number[]>): void {
  if (Object.values(errors).some((ids) => ids.length)) throw unknownIds(errors)
}

/**
 * Validates the basic info and its references; answers the fields it sets, the texts as given
 * (one language) and the rest.
 */
async function basicInfoFields(db: Db, user: AccountRow, request: FastifyRequest) {
  const payload = parseBody(jobBasicInfoPayloadSchema, request)
  const organizations = user.employer?.organizations ?? []
  const address = payload.job_locations[0]!.address
  const [location, tags] = await Promise.all([
    db.selectFrom('locations').select('id').where('id', '=', address).executeTakeFirst(),
    missing(db, 'job_tags', payload.tags ?? []),
  ])
  refuseUnknown({
    organization:
      payload.organization !== null && !organizations.includes(payload.organization)
        ? [payload.organization]
        : [],
    'job_locations.0.address': location ? [] : [address],
    tags,
  })
  const designation = await designationOfTitle(db, payload.title)
  return {
    title: payload.title,
    description: payload.description ?? '',
    fields: {
      organization: payload.organization,
      location: address,
      vacancies: payload.vacancies,
      salary_currency: payload.offered_salary.currency,
      salary_operator: payload.offered_salary.operator,
      salary_minimum: payload.offered_salary.minimum,
      salary_maximum: payload.offered_salary.maximum,
      salary_unit: payload.offered_salary.unit,
      preferred_shift: payload.preferred_shift,
      job_level: payload.job_level,
      available_for: payload.available_for,
      tags: payload.tags ?? [],
      // The wizard asks no category (step 1): it follows from the designation the title
      // names, or stays empty. Never the organisation's: a hospital also hires drivers.
      category: designation ? (DESIGNATION_PROFILES[designation.id]?.category ?? null) : null,
    } satisfies JobUpdate,
  }
}

/** Words of a title, lower-cased, for matching designations as whole words. */
const words = (text: string) => ` ${text.toLowerCase().replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')} `

/**
 * The designation a job title names: the one it is exactly, else the longest one it contains
 * as whole words ('Senior Driver' → Driver; 'IT Officer' → IT Officer rather than Officer), in
 * English or Nepali; undefined when it names none.
 */
async function designationOfTitle(db: Db, title: string) {
  const designations = await db
    .selectFrom('lookups')
    .select(['id', 'name_en', 'name_ne'])
    .where('kind', '=', 'designations')
    .orderBy('id')
    .execute()
  const wanted = words(title)
  let best: { id: number; length: number } | undefined
  for (const designation of designations) {
    for (const name of [designation.name_en, designation.name_ne]) {
      const named = words(name)
      if (named.trim() === '' || !wanted.includes(named)) continue
      if (!best || named.length > best.length) best = { id: designation.id, length: named.length }
    }
  }
  return best
}

/** What a job is found by, and the district and province that follow from its address. */
type SearchFields = Pick<Job, 'search_doc' | 'district' | 'province'>

/** The search fields of a job as it will be stored. */
async function searchFields(
  db: Db,
  job: Pick<
    Job,
    | 'title_en'
    | 'title_ne'
    | 'organization'
    | 'show_name'
    | 'org_alt_name_en'
    | 'org_alt_name_ne'
    | 'category'
    | 'skills'
    | 'location'
  >,
): Promise<SearchFields> {
  const names = await searchNamesIn(db, {
    organizations: job.organization === null ? [] : [job.organization],
    skills: job.skills,
    locations: [job.location],
  })
  const { district, province } = placeOfCity(names.location(job.location)?.city)
  const placed = { ...job, district: district?.id ?? null, province: province?.id ?? null }
  return {
    district: placed.district,
    province: placed.province,
    search_doc: jobSearchDoc(placed, names),
  }
}

/** The job, its row locked until the transaction ends. */
const lockedJob = (tx: Db, id: number): Promise<Job> =>
  tx.selectFrom('jobs').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow()

/**
 * Changes a job and stores what it is found by again, reading the row locked so that two steps
 * saved at once each see the other's change.
 */
async function updateJob(db: Db, id: number, changes: JobUpdate): Promise<Job> {
  return db.transaction().execute(async (tx) => {
    const job = await lockedJob(tx, id)
    const changed = { ...job, ...changes } as Job
    return tx
      .updateTable('jobs')
      .set({ ...changes, ...(await searchFields(tx, changed)) })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow()
  })
}

/**
 * A new draft job with the wizard's defaults for the later steps. The title and description are
 * given in one language and shown in both until the other is written; the slug is made from the
 * English title, else the Nepali one romanised, with the job's id.
 */
async function insertDraft(
  db: Db,
  owner: number,
  basic: Awaited<ReturnType<typeof basicInfoFields>>,
): Promise<Job> {
  const { id } = await sql<{
    id: number
  }>`select nextval(pg_get_serial_sequence('jobs', 'id'))::integer as id`
    .execute(db)
    .then((result) => result.rows[0]!)
  const now = Date.now()
  const draft = {
    ...basic.fields,
    id,
    slug: jobSlug(basic.title, basic.title, id),
    owner,
    title_en: basic.title,
    title_ne: basic.title,
    description_en: basic.description,
    description_ne: basic.description,
    show_name: true,
    org_alt_name_en: null,
    org_alt_name_ne: null,
    skills: [],
    status: 'draft',
    created_at: new Date(now).toISOString(),
    published_at: null,
    deadline: new Date(now + 30 * DAY).toISOString(),
  } satisfies NewJob
  return db
    .insertInto('jobs')
    .values({ ...draft, ...(await searchFields(db, draft)) })
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** The basic info as an edit in one language writes it: the other language's texts stay. */
const editedBasicInfo = (
  basic: Awaited<ReturnType<typeof basicInfoFields>>,
  locale: Locale,
): JobUpdate => ({
  ...basic.fields,
  [`title_${locale}`]: basic.title,
  [`description_${locale}`]: basic.description,
})

/**
 * Spends one job post of the employer, a free one first; false when none is left. The balance
 * changes in the statement that checks it, so two publishes at once cannot both spend the last.
 */
async function spendPost(tx: Db, user: Pick<AccountRow, 'id'>): Promise<boolean> {
  for (const column of ['free_posts', 'purchased_posts'] as const) {
    const spent = await tx
      .updateTable('employers')
      .set({ [column]: sql`${sql.ref(column)} - 1` })
      .where('user_id', '=', user.id)
      .where(column, '>', 0)
      .executeTakeFirst()
    if (spent.numUpdatedRows > 0n) return true
  }
  return false
}

/**
 * Publishes a draft or renews an expired job (30 more days), spending one post, all or nothing.
 * The job is read locked, so a second publish of it waits and then finds it live.
 */
async function publish(
  db: Db,
  user: Pick<AccountRow, 'id'>,
  id: number,
  alerts: AlertQueue | null,
): Promise<Job> {
  return db.transaction().execute(async (tx) => {
    const job = await lockedJob(tx, id)
    const status = effectiveStatus(job)
    if (status === 'denied') throw detailError(403, 'jobDenied')
    if (status === 'pending') throw detailError(409, 'jobPending')
    if (status === 'active') throw detailError(409, 'jobPublished')
    if (!(await spendPost(tx, user))) throw detailError(403, 'noPostBalance')
    const now = Date.now()
    const published = await tx
      .updateTable('jobs')
      .set({
        status: 'active',
        published_at: job.published_at ?? new Date(now).toISOString(),
        deadline:
          Date.parse(job.deadline) < now ? new Date(now + 30 * DAY).toISOString() : job.deadline,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow()
    // Saved searches' instant alerts, queued with the job going public (docs/alerts.md).
    await alerts?.jobPublished(tx, published.id)
    return published
  })
}

/** The job post wizard's writes (docs/product.md#what-the-wizard-sends) and publishing. */
export function wizardRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    app.post('/api/v1/job/basic-info-new/', async (request, reply) => {
      const user = await requireEmployer(db, request)
      if (!user.employer.has_filled_initial_form) throw detailError(412, 'initialForm')
      const job = await insertDraft(db, user.id, await basicInfoFields(db, user, request))
      return reply.code(201).send(await presentBasicInfo(db, job, localeOf(request)))
    })

    app.get<Slug>('/api/v1/job/:slug/basic-info-new/', async (request) => {
      const user = await requireEmployer(db, request)
      const job = await ownJob(db, user, request.params.slug)
      return presentBasicInfo(db, job, localeOf(request))
    })

    app.put<Slug>('/api/v1/job/:slug/basic-info-new/', async (request) => {
      const user = await requireEmployer(db, request)
      const job = await ownJob(db, user, request.params.slug)
      const locale = localeOf(request)
      const basic = await basicInfoFields(db, user, request)
      const saved = await updateJob(db, job.id, editedBasicInfo(basic, locale))
      return presentBasicInfo(db, saved, locale)
    })

    app.put<Slug>('/api/v1/job/:slug/job-specification-new/', async (request) => {
      const user = await requireEmployer(db, request)
      const job = await ownJob(db, user, request.params.slug)
      const spec = parseBody(jobSpecificationPayloadSchema, request)
      const [education, skills, qualities, standards, knowledge] = await Promise.all([
        missing(
          db,
          'education_degrees',
          spec.education_level === null ? [] : [spec.education_level],
        ),
        missing(db, 'skills', spec.skills),
        missing(db, 'personal_qualities', spec.personal_qualities),
        missing(db, 'work_standards', spec.work_standards),
        missing(db, 'required_knowledge', spec.required_knowledge),
      ])
      refuseUnknown({
        education_level: education,
        skills,
        personal_qualities: qualities,
        work_standards: standards,
        required_knowledge: knowledge,
      })
      const saved = await updateJob(db, job.id, {
        is_education_specific: spec.is_education_specific,
        education_level: spec.education_level,
        is_experience_required: spec.is_experience_required,
        min_experience_months: spec.min_experience_months,
        experience_operator: spec.experience_operator,
        is_skill_specific: spec.is_skill_specific,
        skills: spec.skills,
        personal_qualities: spec.personal_qualities,
        work_standards: spec.work_standards,
        required_knowledge: spec.required_knowledge,
      })
      return presentJobDetail(db, saved, localeOf(request), user)
    })

    app.put<Slug>('/api/v1/job/:slug/additional-info-new/', async (request) => {
      const user = await requireEmployer(db, request)
      const job = await ownJob(db, user, request.params.slug)
      const info = parseBody(jobAdditionalInfoPayloadSchema, request)
      const [benefits, documents] = await Promise.all([
        missing(db, 'job_benefits', info.benefits),
        missing(db, 'document_categories', info.document_categories),
      ])
      refuseUnknown({ benefits, document_categories: documents })
      // The employer's own words, shown as typed in both languages.
      const altName = info.show_name ? null : info.org_alt_name?.trim() || null
      const saved = await updateJob(db, job.id, {
        benefits: info.benefits,
        required_two_wheeler: info.required_two_wheeler,
        document_categories: info.document_categories,
        show_name: info.show_name,
        org_alt_name_en: altName,
        org_alt_name_ne: altName,
        is_document_required: info.is_document_required,
        is_gender_specific: info.is_gender_specific,
        gender: info.is_gender_specific ? info.gender : null,
        is_age_specific: info.is_age_specific,
        min_age: info.is_age_specific ? info.min_age : null,
        max_age: info.is_age_specific ? info.max_age : null,
      })
      return presentJobDetail(db, saved, localeOf(request), user)
    })

    // Not in docs/product.md#preview-and-publish (the preview's 'Publish'); the demo approves at once. Only a draft
    // is published, and an expired job renewed (30 more days, the expired tab's way back); a
    // job the moderators denied stays denied (403), and a pending or live one is refused (409)
    // rather than answered as if something happened. Either spends one of the employer's posts.
    app.post<Slug>('/api/v1/job/:slug/publish/', async (request) => {
      const user = await requireEmployer(db, request)
      const job = await ownJob(db, user, request.params.slug)
      const published = await publish(db, user, job.id, app.alerts)
      return presentJobDetail(db, published, localeOf(request), user)
    })
  }
}
