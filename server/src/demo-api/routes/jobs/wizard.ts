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
import { todayInNepal } from '@jagir/shared/rules/nepal-day'
import { deadlineDay, deadlineEnd, defaultDeadline } from '@jagir/shared/rules/job-deadline'

type Slug = { Params: { slug: string } }

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
    deadline: payload.deadline,
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
export async function searchFields(
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
async function updateJob(
  db: Db,
  id: number,
  change: JobUpdate | ((job: Job) => JobUpdate),
): Promise<Job> {
  return db.transaction().execute(async (tx) => {
    const job = await lockedJob(tx, id)
    const changes = typeof change === 'function' ? change(job) : change
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
 * the language of the request's own: the other language's stay empty until written in it (readers
 * show this one there, marked as in the other language). The slug is made from the English title,
 * else the Nepali one romanised, with the job's id. The deadline is the day chosen, else 30 days.
 */
async function insertDraft(
  db: Db,
  owner: number,
  basic: Awaited<ReturnType<typeof basicInfoFields>>,
  locale: Locale,
): Promise<Job> {
  const id = await nextJobId(db)
  const title = { en: '', ne: '', [locale]: basic.title }
  const draft = {
    ...basic.fields,
    id,
    slug: jobSlug(title.en, title.ne, id),
    owner,
    title_en: title.en,
    title_ne: title.ne,
    description_en: locale === 'en' ? basic.description : '',
    description_ne: locale === 'ne' ? basic.description : '',
    show_name: true,
    org_alt_name_en: null,
    org_alt_name_ne: null,
    skills: [],
    status: 'draft',
    created_at: new Date().toISOString(),
    published_at: null,
    deadline: deadlineEnd(basic.deadline ?? defaultDeadline()),
  } satisfies NewJob
  return db
    .insertInto('jobs')
    .values({ ...draft, ...(await searchFields(db, draft)) })
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** The id the next job will have (its slug carries it). */
export const nextJobId = (db: Db): Promise<number> =>
  sql<{ id: number }>`select nextval(pg_get_serial_sequence('jobs', 'id'))::integer as id`
    .execute(db)
    .then((result) => result.rows[0]!.id)

/**
 * A text as an edit in `locale` writes it: the other language's column is never touched. A job
 * with no text of its own in this language shows (and the form sends back) the other language's;
 * sent back unchanged it is not this language's, so the column stays empty.
 */
function ownText(job: Job, name: 'title' | 'description', locale: Locale, given: string): string {
  const other = locale === 'en' ? 'ne' : 'en'
  const own = job[`${name}_${locale}`]
  return own.trim() === '' && given === job[`${name}_${other}`] ? own : given
}

/**
 * The basic info as an edit in one language writes it: the other language's texts stay. A
 * deadline is changed on a draft or a live job only (a pending, denied or ended job keeps its own:
 * an ended one comes back by reposting, which spends a post).
 */
const editedBasicInfo =
  (basic: Awaited<ReturnType<typeof basicInfoFields>>, locale: Locale) =>
  (job: Job): JobUpdate => ({
    ...basic.fields,
    [`title_${locale}`]: ownText(job, 'title', locale, basic.title),
    [`description_${locale}`]: ownText(job, 'description', locale, basic.description),
    ...(basic.deadline !== undefined && ['draft', 'active'].includes(effectiveStatus(job))
      ? { deadline: deadlineEnd(basic.deadline) }
      : {}),
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
 * Puts a job live, spending one post (a free one first), all or nothing: publishing a draft, and
 * reposting an ended (expired or closed) job, the one way either is done. A draft keeps the
 * deadline chosen in step 1 (a day already past by now gives 30 days from today); a repost gets
 * the day asked for, else 30 days from today. The job is read locked, so a second request for it
 * waits and then finds it live (409), having spent nothing.
 */
export async function goLive(
  db: Db,
  user: Pick<AccountRow, 'id'>,
  id: number,
  alerts: AlertQueue | null,
  deadline?: string,
): Promise<Job> {
  return db.transaction().execute(async (tx) => {
    const job = await lockedJob(tx, id)
    const status = effectiveStatus(job)
    if (status === 'denied') throw detailError(403, 'jobDenied')
    if (status === 'pending') throw detailError(409, 'jobPending')
    if (status === 'active') throw detailError(409, 'jobPublished')
    if (!(await spendPost(tx, user))) throw detailError(403, 'noPostBalance')
    const today = todayInNepal()
    const kept = deadlineDay(job.deadline)
    const day = deadline ?? (status === 'draft' && kept >= today ? kept : defaultDeadline(today))
    const published = await tx
      .updateTable('jobs')
      .set({
        status: 'active',
        published_at: job.published_at ?? new Date().toISOString(),
        deadline: deadlineEnd(day),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow()
    // Saved searches' instant alerts, queued with the job going public (docs/alerts.md).
    await alerts?.jobPublished(tx, published.id)
    return published
  })
}

/** The alternative name as an edit in `locale` writes it (see `ownText`). */
function ownAltName(job: Job, locale: Locale, given: string): string | null {
  const other = locale === 'en' ? 'ne' : 'en'
  const own = job[`org_alt_name_${locale}`]
  return (own ?? '').trim() === '' && given === job[`org_alt_name_${other}`] ? own : given
}

/** The job post wizard's writes (docs/product.md#what-the-wizard-sends) and publishing. */
export function wizardRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    app.post('/api/v1/job/basic-info-new/', async (request, reply) => {
      const user = await requireEmployer(db, request)
      if (!user.employer.has_filled_initial_form) throw detailError(412, 'initialForm')
      const locale = localeOf(request)
      const job = await insertDraft(db, user.id, await basicInfoFields(db, user, request), locale)
      return reply.code(201).send(await presentBasicInfo(db, job, locale))
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
      // The employer's own words in the request's language; the other language's stay (shown
      // there as this one, marked, until written). Showing the name clears both.
      const locale = localeOf(request)
      const altName = info.show_name ? null : info.org_alt_name?.trim() || null
      const saved = await updateJob(db, job.id, (current) => ({
        benefits: info.benefits,
        required_two_wheeler: info.required_two_wheeler,
        document_categories: info.document_categories,
        show_name: info.show_name,
        ...(altName === null
          ? { org_alt_name_en: null, org_alt_name_ne: null }
          : { [`org_alt_name_${locale}`]: ownAltName(current, locale, altName) }),
        is_document_required: info.is_document_required,
        is_gender_specific: info.is_gender_specific,
        gender: info.is_gender_specific ? info.gender : null,
        is_age_specific: info.is_age_specific,
        min_age: info.is_age_specific ? info.min_age : null,
        max_age: info.is_age_specific ? info.max_age : null,
      }))
      return presentJobDetail(db, saved, locale, user)
    })

    // Not in docs/product.md#preview-and-publish (the preview's 'Publish'); the demo approves at once. A draft
    // is published (an ended job too: the same as reposting it with the default deadline); a job
    // the moderators denied stays denied (403), and a pending or live one is refused (409) rather
    // than answered as if something happened. Either spends one of the employer's posts.
    app.post<Slug>('/api/v1/job/:slug/publish/', async (request) => {
      const user = await requireEmployer(db, request)
      const job = await ownJob(db, user, request.params.slug)
      const published = await goLive(db, user, job.id, app.alerts)
      return presentJobDetail(db, published, localeOf(request), user)
    })
  }
}
