import { jobAdditionalInfoPayloadSchema } from '@jagir/shared/schemas/job-additional-info'
import { jobBasicInfoPayloadSchema } from '@jagir/shared/schemas/job-basic-info'
import { jobSpecificationPayloadSchema } from '@jagir/shared/schemas/job-specification'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { requireEmployer } from '../../lib/auth.js'
import { detailError, parseBody, unknownIds } from '../../lib/errors.js'
import { localeOf } from '../../lib/locale.js'
import { DESIGNATION_PROFILES } from '../../seed/job-catalog.js'
import { slugify } from '../../seed/jobs.js'
import type { DemoStore } from '../../store/store.js'
import type { JobRecord, LookupKind, UserRecord } from '../../store/types.js'
import { effectiveStatus, ownJob } from './access.js'
import { presentBasicInfo, presentJobDetail } from './present.js'

type Slug = { Params: { slug: string } }
const DAY = 86_400_000

/** Ids of `ids` missing from a lookup list. */
function missing(store: DemoStore, kind: LookupKind, ids: number[]): number[] {
  return ids.filter((id) => !store.state.lookups[kind].some((entry) => entry.id === id))
}

/** Validates the basic info and its references; answers the fields of the job it sets. */
function basicInfoFields(store: DemoStore, user: UserRecord, request: FastifyRequest) {
  const payload = parseBody(jobBasicInfoPayloadSchema, request)
  const organizations = user.employer?.organizations ?? []
  const address = payload.job_locations[0]!.address
  const errors: Record<string, number[]> = {
    organization:
      payload.organization !== null && !organizations.includes(payload.organization)
        ? [payload.organization]
        : [],
    'job_locations.0.address': store.state.locations.some((l) => l.id === address) ? [] : [address],
    tags: missing(store, 'job_tags', payload.tags ?? []),
  }
  if (Object.values(errors).some((ids) => ids.length)) throw unknownIds(errors)
  const title = payload.title
  const designation = designationOfTitle(store, title)
  return {
    organization: payload.organization,
    title: { en: title, ne: title },
    location: address,
    vacancies: payload.vacancies,
    description: { en: payload.description ?? '', ne: payload.description ?? '' },
    offered_salary: payload.offered_salary,
    preferred_shift: payload.preferred_shift,
    job_level: payload.job_level,
    available_for: payload.available_for,
    tags: payload.tags ?? [],
    // The wizard asks no category (spec step 1): it follows from the designation the title
    // names, or stays empty. Never the organisation's: a hospital also hires drivers.
    category: designation ? (DESIGNATION_PROFILES[designation.id]?.category ?? null) : null,
  } satisfies Partial<JobRecord>
}

/** Words of a title, lower-cased, for matching designations as whole words. */
const words = (text: string) => ` ${text.toLowerCase().replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')} `

/**
 * The designation a job title names: the one it is exactly, else the longest one it contains
 * as whole words ('Senior Driver' → Driver; 'IT Officer' → IT Officer rather than Officer), in
 * English or Nepali; undefined when it names none.
 */
function designationOfTitle(store: DemoStore, title: string) {
  const wanted = words(title)
  let best: { id: number; length: number } | undefined
  for (const designation of store.state.lookups.designations) {
    for (const name of [designation.name.en, designation.name.ne]) {
      const named = words(name)
      if (named.trim() === '' || !wanted.includes(named)) continue
      if (!best || named.length > best.length) best = { id: designation.id, length: named.length }
    }
  }
  return best
}

/** A new draft job with the wizard's defaults for the later steps. */
function draftJob(
  store: DemoStore,
  owner: number,
  fields: ReturnType<typeof basicInfoFields>,
): JobRecord {
  const id = store.nextId('jobs')
  const now = Date.now()
  return {
    ...fields,
    id,
    slug: `${slugify(fields.title.en) || 'job'}-${id}`,
    owner,
    is_education_specific: false,
    education_level: null,
    is_experience_required: false,
    min_experience_months: null,
    experience_operator: null,
    is_skill_specific: false,
    skills: [],
    personal_qualities: [],
    work_standards: [],
    required_knowledge: [],
    benefits: [],
    required_two_wheeler: false,
    document_categories: [],
    show_name: true,
    org_alt_name: null,
    is_document_required: false,
    is_gender_specific: false,
    gender: null,
    is_age_specific: false,
    min_age: null,
    max_age: null,
    status: 'draft',
    created_at: new Date(now).toISOString(),
    published_at: null,
    deadline: new Date(now + 30 * DAY).toISOString(),
    views: 0,
  }
}

/** The job post wizard's writes (spec section 7, "Jobs") and publishing. */
export function wizardRoutes(store: DemoStore): FastifyPluginAsync {
  return async (app) => {
    app.post('/api/v1/job/basic-info-new/', async (request, reply) => {
      const user = requireEmployer(store, request)
      if (!user.employer.has_filled_initial_form) throw detailError(412, 'initialForm')
      const fields = basicInfoFields(store, user, request)
      const job = draftJob(store, user.id, fields)
      store.state.jobs.push(job)
      await store.save()
      return reply.code(201).send(presentBasicInfo(store, job, localeOf(request)))
    })

    app.get<Slug>('/api/v1/job/:slug/basic-info-new/', async (request) => {
      const user = requireEmployer(store, request)
      return presentBasicInfo(store, ownJob(store, user, request.params.slug), localeOf(request))
    })

    app.put<Slug>('/api/v1/job/:slug/basic-info-new/', async (request) => {
      const user = requireEmployer(store, request)
      const job = ownJob(store, user, request.params.slug)
      Object.assign(job, basicInfoFields(store, user, request))
      await store.save()
      return presentBasicInfo(store, job, localeOf(request))
    })

    app.put<Slug>('/api/v1/job/:slug/job-specification-new/', async (request) => {
      const user = requireEmployer(store, request)
      const job = ownJob(store, user, request.params.slug)
      const spec = parseBody(jobSpecificationPayloadSchema, request)
      const errors = {
        education_level:
          spec.education_level === null
            ? []
            : missing(store, 'education_degrees', [spec.education_level]),
        skills: missing(store, 'skills', spec.skills),
        personal_qualities: missing(store, 'personal_qualities', spec.personal_qualities),
        work_standards: missing(store, 'work_standards', spec.work_standards),
        required_knowledge: missing(store, 'required_knowledge', spec.required_knowledge),
      }
      if (Object.values(errors).some((ids) => ids.length)) throw unknownIds(errors)
      Object.assign(job, {
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
      } satisfies Partial<JobRecord>)
      await store.save()
      return presentJobDetail(store, job, localeOf(request), user)
    })

    app.put<Slug>('/api/v1/job/:slug/additional-info-new/', async (request) => {
      const user = requireEmployer(store, request)
      const job = ownJob(store, user, request.params.slug)
      const info = parseBody(jobAdditionalInfoPayloadSchema, request)
      const errors = {
        benefits: missing(store, 'job_benefits', info.benefits),
        document_categories: missing(store, 'document_categories', info.document_categories),
      }
      if (Object.values(errors).some((ids) => ids.length)) throw unknownIds(errors)
      // The employer's own words, shown as typed in both languages.
      const altName = info.show_name ? null : info.org_alt_name?.trim() || null
      Object.assign(job, {
        ...info,
        org_alt_name: altName === null ? null : { en: altName, ne: altName },
        gender: info.is_gender_specific ? info.gender : null,
        min_age: info.is_age_specific ? info.min_age : null,
        max_age: info.is_age_specific ? info.max_age : null,
      } satisfies Partial<JobRecord>)
      await store.save()
      return presentJobDetail(store, job, localeOf(request), user)
    })

    // Not in spec section 7 (the preview's 'Publish'); the demo approves at once. Only a draft
    // is published, and an expired job renewed (30 more days, the expired tab's way back); a
    // job the moderators denied stays denied (403), and a pending or live one is refused (409)
    // rather than answered as if something happened.
    app.post<Slug>('/api/v1/job/:slug/publish/', async (request) => {
      const user = requireEmployer(store, request)
      const job = ownJob(store, user, request.params.slug)
      const status = effectiveStatus(job)
      if (status === 'denied') throw detailError(403, 'jobDenied')
      if (status === 'pending') throw detailError(409, 'jobPending')
      if (status === 'active') throw detailError(409, 'jobPublished')
      if (user.employer.free_posts <= 0 && user.employer.purchased_posts <= 0) {
        throw detailError(403, 'noPostBalance')
      }
      const now = Date.now()
      job.status = 'active'
      job.published_at ??= new Date(now).toISOString()
      if (Date.parse(job.deadline) < now) job.deadline = new Date(now + 30 * DAY).toISOString()
      await store.save()
      return presentJobDetail(store, job, localeOf(request), user)
    })
  }
}
