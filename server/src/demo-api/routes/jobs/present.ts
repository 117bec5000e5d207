import type { Locale, Text } from '../../lib/locale.js'
import type { DemoStore } from '../../store/store.js'
import type { JobRecord, LookupKind, QuestionRecord, UserRecord } from '../../store/types.js'
import { JOB_CATEGORIES } from '../../seed/categories.js'
import { effectiveStatus, placeOf } from './access.js'

type Named = { id: number; name: Text } | undefined

const item = (named: Named, locale: Locale) =>
  named ? { id: named.id, name: named.name[locale] } : null

/** `{id, name}` of each id in a lookup list (unknown ids are left out). */
export function lookupItems(store: DemoStore, kind: LookupKind, ids: number[], locale: Locale) {
  const list = store.state.lookups[kind]
  return ids
    .map((id) =>
      item(
        list.find((entry) => entry.id === id),
        locale,
      ),
    )
    .filter((entry) => entry !== null)
}

/** Where a job is: `location_info` and `job_locations` as the wizard reads them back. */
function presentPlace(store: DemoStore, job: JobRecord, locale: Locale) {
  const { location, city, district, province } = placeOf(store, job)
  return {
    location_info: {
      province: item(province, locale),
      district: item(district, locale),
      city: item(city, locale),
    },
    job_locations: location
      ? [{ address: { id: location.id, address: location.address[locale], city: location.city } }]
      : [],
  }
}

/** The organisation as a job shows it: hidden behind the alternative name when asked. */
function presentOrganization(store: DemoStore, job: JobRecord, locale: Locale) {
  const org = store.state.organizations.find((o) => o.id === job.organization)
  if (!org) return null
  if (!job.show_name) {
    return { id: null, name: job.org_alt_name?.[locale] ?? '', slug: null, logo: null }
  }
  return { id: org.id, name: org.name[locale], slug: org.slug, logo: org.logo }
}

/** Job basic info as GET/PUT `.../basic-info-new/` answer it (spec section 3). */
export function presentBasicInfo(store: DemoStore, job: JobRecord, locale: Locale) {
  return {
    id: job.id,
    slug: job.slug,
    organization: job.organization,
    title: job.title[locale],
    ...presentPlace(store, job, locale),
    vacancies: job.vacancies,
    description: job.description[locale],
    offered_salary: job.offered_salary,
    preferred_shift: job.preferred_shift,
    job_level: job.job_level,
    available_for: job.available_for,
    tags: lookupItems(store, 'job_tags', job.tags, locale),
  }
}

/** A job in lists (search, employer tabs, liked/applied). */
export function presentJobCard(store: DemoStore, job: JobRecord, locale: Locale) {
  const { city, district } = placeOf(store, job)
  return {
    id: job.id,
    slug: job.slug,
    title: job.title[locale],
    organization: presentOrganization(store, job, locale),
    location: [city?.name[locale], district?.name[locale]].filter(Boolean).join(', '),
    district: item(district, locale),
    category: item(
      JOB_CATEGORIES.find((c) => c.id === job.category),
      locale,
    ),
    offered_salary: job.offered_salary,
    job_level: job.job_level,
    available_for: job.available_for,
    vacancies: job.vacancies,
    min_experience_months: job.min_experience_months,
    status: effectiveStatus(job),
    published_at: job.published_at,
    deadline: job.deadline,
    views: job.views,
    is_featured: job.is_featured === true,
  }
}

/** Job detail, GET `/api/v1/job/{slug}/` (spec section 3, "Job detail (read)"). */
export function presentJobDetail(
  store: DemoStore,
  job: JobRecord,
  locale: Locale,
  viewer: UserRecord | null,
) {
  const applications = store.state.applications.filter((a) => a.job === job.id)
  return {
    ...presentBasicInfo(store, job, locale),
    ...presentJobCard(store, job, locale),
    organization: presentOrganization(store, job, locale),
    description: job.description[locale],
    education_level: item(
      store.state.lookups.education_degrees.find((d) => d.id === job.education_level),
      locale,
    ),
    is_education_specific: job.is_education_specific,
    is_skill_specific: job.is_skill_specific,
    skills: lookupItems(store, 'skills', job.skills, locale),
    personal_qualities: lookupItems(store, 'personal_qualities', job.personal_qualities, locale),
    required_knowledge: lookupItems(store, 'required_knowledge', job.required_knowledge, locale),
    work_standards: lookupItems(store, 'work_standards', job.work_standards, locale),
    setting: {
      min_experience_months: job.min_experience_months,
      is_experience_required: job.is_experience_required,
      experience_operator: job.experience_operator,
      required_two_wheeler: job.required_two_wheeler,
      gender: job.gender,
      is_gender_specific: job.is_gender_specific,
      is_age_specific: job.is_age_specific,
      min_age: job.min_age,
      max_age: job.max_age,
    },
    benefits: lookupItems(store, 'job_benefits', job.benefits, locale),
    document_categories: lookupItems(store, 'document_categories', job.document_categories, locale),
    is_document_required: job.is_document_required,
    show_name: job.show_name,
    org_alt_name: job.org_alt_name?.[locale] ?? null,
    questions_count: store.state.questions.filter((q) => q.job === job.id).length,
    applications_count: applications.length,
    is_owner: viewer?.id === job.owner,
    has_applied: !!viewer && applications.some((a) => a.user === viewer.id),
    is_liked: !!viewer && store.state.likes.some((l) => l.job === job.id && l.user === viewer.id),
  }
}

/** A screening question as read. */
export const presentQuestion = (question: QuestionRecord) => ({
  id: question.id,
  question: question.question,
  question_type: question.question_type,
  is_required: question.is_required,
  description: question.description,
  answer_choices: question.answer_choices,
})
