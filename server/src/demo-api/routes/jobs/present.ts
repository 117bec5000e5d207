import type { Db } from '../../db/database.js'
import { textIn, textOrOther, type AccountRow } from '../../db/rows.js'
import type { Job, Location, LookupKind, Organization, Question } from '../../db/schema.js'
import type { Locale, Text } from '../../lib/locale.js'
import { JOB_CATEGORIES } from '../../seed/categories.js'
import { effectiveStatus, placeOfCity } from './access.js'

type Named = { id: number; name: Text } | undefined

const item = (named: Named, locale: Locale) =>
  named ? { id: named.id, name: named.name[locale] } : null

/** `{id, name}` of each id in a lookup list, in the ids' order (unknown ids are left out). */
export async function lookupItems<K extends LookupKind>(
  db: Db,
  kind: K,
  ids: number[],
  locale: Locale,
) {
  return (await lookupLists(db, { [kind]: ids } as Record<K, number[]>, locale))[kind]
}

/**
 * `{id, name}` of each id of several lookup lists, in one query: `{kind: ids}` in, `{kind:
 * items}` out, each list in its ids' order (unknown ids are left out).
 */
export async function lookupLists<K extends LookupKind>(
  db: Db,
  lists: Record<K, number[]>,
  locale: Locale,
): Promise<Record<K, { id: number; name: string }[]>> {
  const kinds = (Object.keys(lists) as K[]).filter((kind) => lists[kind].length > 0)
  const ids = [...new Set(kinds.flatMap((kind) => lists[kind]))]
  const rows = kinds.length
    ? await db
        .selectFrom('lookups')
        .select(['kind', 'id', 'name_en', 'name_ne'])
        .where('kind', 'in', kinds)
        .where('id', 'in', ids)
        .execute()
    : []
  const names = new Map(rows.map((row) => [`${row.kind} ${row.id}`, textIn(row, 'name', locale)]))
  const items = (kind: K) =>
    lists[kind].flatMap((id) => {
      const name = names.get(`${kind} ${id}`)
      return name === undefined ? [] : [{ id, name }]
    })
  return Object.fromEntries(
    (Object.keys(lists) as K[]).map((kind) => [kind, items(kind)]),
  ) as Record<K, { id: number; name: string }[]>
}

/** What the cards of some jobs need beyond the jobs: their addresses and organisations. */
async function related(db: Db, jobs: Pick<Job, 'location' | 'organization'>[]) {
  const locationIds = [...new Set(jobs.map((j) => j.location))]
  const orgIds = [
    ...new Set(jobs.flatMap((j) => (j.organization === null ? [] : [j.organization]))),
  ]
  const [locations, organizations] = await Promise.all([
    locationIds.length
      ? db.selectFrom('locations').selectAll().where('id', 'in', locationIds).execute()
      : ([] as Location[]),
    orgIds.length
      ? db
          .selectFrom('organizations')
          .select(['id', 'name_en', 'name_ne', 'slug', 'logo'])
          .where('id', 'in', orgIds)
          .execute()
      : ([] as Pick<Organization, 'id' | 'name_en' | 'name_ne' | 'slug' | 'logo'>[]),
  ])
  return {
    location: new Map(locations.map((l) => [l.id, l])),
    organization: new Map(organizations.map((o) => [o.id, o])),
  }
}

type Related = Awaited<ReturnType<typeof related>>

const placeText = (name: Text | undefined, locale: Locale) => name?.[locale]

/** Where a job is: `location_info` and `job_locations` as the wizard reads them back. */
function presentPlace(job: Job, rel: Related, locale: Locale) {
  const location = rel.location.get(job.location)
  const { city, district, province } = placeOfCity(location?.city)
  return {
    location_info: {
      province: item(province, locale),
      district: item(district, locale),
      city: item(city, locale),
    },
    job_locations: location
      ? [
          {
            address: {
              id: location.id,
              address: textIn(location, 'address', locale),
              city: location.city,
            },
          },
        ]
      : [],
  }
}

/** The organisation as a job shows it: hidden behind the alternative name when asked. */
function presentOrganization(job: Job, rel: Related, locale: Locale) {
  const org = job.organization === null ? undefined : rel.organization.get(job.organization)
  if (!org) return null
  if (!job.show_name) {
    const alt = textOrOther(job, 'org_alt_name', locale)
    return { id: null, name: alt.text, name_lang: alt.lang, slug: null, logo: null }
  }
  return { id: org.id, name: textIn(org, 'name', locale), slug: org.slug, logo: org.logo }
}

const offeredSalary = (job: Job) => ({
  currency: job.salary_currency,
  operator: job.salary_operator,
  minimum: job.salary_minimum,
  maximum: job.salary_maximum,
  unit: job.salary_unit,
})

/**
 * A job's title and description in `locale`: its own, else the other language's (never written in
 * this one) with `title_lang`/`description_lang` naming the language shown, for readers to mark.
 */
export function jobTexts(
  job: Pick<Job, 'title_en' | 'title_ne' | 'description_en' | 'description_ne'>,
  locale: Locale,
) {
  const title = textOrOther(job, 'title', locale)
  const description = textOrOther(job, 'description', locale)
  return {
    title: title.text,
    title_lang: title.lang,
    description: description.text,
    description_lang: description.lang,
  }
}

function basicInfo(job: Job, rel: Related, locale: Locale, tags: { id: number; name: string }[]) {
  const texts = jobTexts(job, locale)
  return {
    id: job.id,
    slug: job.slug,
    organization: job.organization,
    title: texts.title,
    title_lang: texts.title_lang,
    ...presentPlace(job, rel, locale),
    vacancies: job.vacancies,
    description: texts.description,
    description_lang: texts.description_lang,
    offered_salary: offeredSalary(job),
    preferred_shift: job.preferred_shift,
    job_level: job.job_level,
    available_for: job.available_for,
    tags,
    status: effectiveStatus(job),
    deadline: job.deadline,
  }
}

/** Job basic info as GET/PUT `.../basic-info-new/` answer it (docs/product.md#what-the-wizard-sends). */
export async function presentBasicInfo(db: Db, job: Job, locale: Locale) {
  const [rel, tags] = await Promise.all([
    related(db, [job]),
    lookupItems(db, 'job_tags', job.tags, locale),
  ])
  return basicInfo(job, rel, locale, tags)
}

function card(job: Job, rel: Related, locale: Locale) {
  const location = rel.location.get(job.location)
  const { city, district } = placeOfCity(location?.city)
  const title = textOrOther(job, 'title', locale)
  return {
    id: job.id,
    slug: job.slug,
    title: title.text,
    title_lang: title.lang,
    organization: presentOrganization(job, rel, locale),
    location: [placeText(city?.name, locale), placeText(district?.name, locale)]
      .filter(Boolean)
      .join(', '),
    district: item(district, locale),
    category: item(
      JOB_CATEGORIES.find((c) => c.id === job.category),
      locale,
    ),
    offered_salary: offeredSalary(job),
    job_level: job.job_level,
    available_for: job.available_for,
    vacancies: job.vacancies,
    min_experience_months: job.min_experience_months,
    status: effectiveStatus(job),
    published_at: job.published_at,
    deadline: job.deadline,
    views: job.views,
    is_featured: job.is_featured,
  }
}

/** The jobs a viewer liked, of these job ids. */
async function likedOf(
  db: Db,
  viewer: Pick<AccountRow, 'id'>,
  jobIds: number[],
): Promise<Set<number>> {
  if (jobIds.length === 0) return new Set()
  const rows = await db
    .selectFrom('likes')
    .select('job_id')
    .where('user_id', '=', viewer.id)
    .where('job_id', 'in', jobIds)
    .execute()
  return new Set(rows.map((r) => r.job_id))
}

/**
 * Jobs in lists (search, employer tabs, liked/applied), in the order given; with a viewer, each
 * card says whether the viewer liked it.
 */
export async function presentJobCards(
  db: Db,
  jobs: Job[],
  locale: Locale,
  viewer?: Pick<AccountRow, 'id'> | null,
) {
  const [rel, liked] = await Promise.all([
    related(db, jobs),
    viewer
      ? likedOf(
          db,
          viewer,
          jobs.map((j) => j.id),
        )
      : null,
  ])
  return jobs.map((job) => ({
    ...card(job, rel, locale),
    ...(liked ? { is_liked: liked.has(job.id) } : {}),
  }))
}

/** One job as a card. */
export async function presentJobCard(db: Db, job: Job, locale: Locale) {
  return card(job, await related(db, [job]), locale)
}

/** Job detail, GET `/api/v1/job/{slug}/` (docs/product.md#what-the-wizard-sends). */
export async function presentJobDetail(
  db: Db,
  job: Job,
  locale: Locale,
  viewer: Pick<AccountRow, 'id'> | null,
) {
  const [rel, lists, counts, mine] = await Promise.all([
    related(db, [job]),
    lookupLists(
      db,
      {
        job_tags: job.tags,
        education_degrees: job.education_level === null ? [] : [job.education_level],
        skills: job.skills,
        personal_qualities: job.personal_qualities,
        required_knowledge: job.required_knowledge,
        work_standards: job.work_standards,
        job_benefits: job.benefits,
        document_categories: job.document_categories,
      },
      locale,
    ),
    db
      .selectNoFrom((eb) => [
        eb
          .selectFrom('questions')
          .select((q) => q.fn.countAll<number>().as('n'))
          .where('job_id', '=', job.id)
          .as('questions'),
        eb
          .selectFrom('applications')
          .select((q) => q.fn.countAll<number>().as('n'))
          .where('job_id', '=', job.id)
          .as('applications'),
      ])
      .executeTakeFirstOrThrow(),
    viewer
      ? db
          .selectNoFrom((eb) => [
            eb
              .exists(
                eb
                  .selectFrom('applications')
                  .select('id')
                  .where('job_id', '=', job.id)
                  .where('user_id', '=', viewer.id),
              )
              .as('applied'),
            eb
              .exists(
                eb
                  .selectFrom('likes')
                  .select('job_id')
                  .where('job_id', '=', job.id)
                  .where('user_id', '=', viewer.id),
              )
              .as('liked'),
          ])
          .executeTakeFirstOrThrow()
      : null,
  ])
  return {
    ...basicInfo(job, rel, locale, lists.job_tags),
    ...card(job, rel, locale),
    organization: presentOrganization(job, rel, locale),
    education_level: lists.education_degrees[0] ?? null,
    is_education_specific: job.is_education_specific,
    is_skill_specific: job.is_skill_specific,
    skills: lists.skills,
    personal_qualities: lists.personal_qualities,
    required_knowledge: lists.required_knowledge,
    work_standards: lists.work_standards,
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
    benefits: lists.job_benefits,
    document_categories: lists.document_categories,
    is_document_required: job.is_document_required,
    show_name: job.show_name,
    org_alt_name: job.show_name ? null : textOrOther(job, 'org_alt_name', locale).text || null,
    questions_count: Number(counts.questions ?? 0),
    applications_count: Number(counts.applications ?? 0),
    is_owner: viewer?.id === job.owner,
    has_applied: !!mine?.applied,
    is_liked: !!mine?.liked,
  }
}

/** A screening question as read. */
export const presentQuestion = (question: Question) => ({
  id: question.id,
  question: question.question,
  question_type: question.question_type,
  is_required: question.is_required,
  description: question.description,
  answer_choices: question.answer_choices,
})
