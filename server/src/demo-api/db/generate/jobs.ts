import type { Insertable } from 'kysely'
import { DESIGNATION_PROFILES, LEVELS } from '../../seed/job-catalog.js'
import { describeJob } from '../../seed/job-description.js'
import { salaryFor, SHIFTS, slugify, TYPES } from '../../seed/jobs.js'
import type { Random } from '../../seed/random.js'
import type { JobStatus } from '../../store/types.js'
import { insertUnnest, reserveIds } from '../bulk-insert.js'
import type { Db } from '../database.js'
import type { Database } from '../schema.js'
import { jobSearchDoc, type SearchNames } from '../search-docs.js'
import type { GeneratedOrganization } from './organizations.js'
import { cityIn, type Item, type World } from './world.js'

const DAY = 86_400_000
type Level = keyof typeof LEVELS

/** Openings by level: most for beginners and the middle, few at the top. */
const LEVEL_MIX: Level[] = [
  'entry_level',
  'entry_level',
  'entry_level',
  'mid_level',
  'mid_level',
  'mid_level',
  'senior_level',
  'senior_level',
  'top_level',
]

/** Most jobs are open; some ran out, a few wait for review, are drafts or were refused. */
function statusOf(random: Random): JobStatus {
  const roll = random.next()
  if (roll < 0.82) return 'active'
  if (roll < 0.92) return 'expired'
  if (roll < 0.95) return 'draft'
  if (roll < 0.98) return 'pending'
  return 'denied'
}

/** The database's designations the catalog knows, by category (a job fits its organisation). */
function designationsByCategory(world: World): Map<number, Item[]> {
  const map = new Map<number, Item[]>()
  for (const item of world.lookups.designations) {
    const profile = DESIGNATION_PROFILES[item.id]
    if (profile) map.set(profile.category, [...(map.get(profile.category) ?? []), item])
  }
  return map
}

/** Dates of a job: open ones have their deadline ahead, expired ones behind. */
function datesOf(status: JobStatus, now: number, random: Random) {
  const expired = status === 'expired'
  const created = expired
    ? now - random.int(35, 180) * DAY - random.int(0, 23) * 3_600_000
    : now - random.int(0, 45) * DAY - random.int(0, 23) * 3_600_000
  const deadline = expired ? created + 30 * DAY : now + random.int(1, 60) * DAY
  return { created, deadline }
}

type JobRow = Insertable<Database['jobs']>

/** One generated job of `org` (its id reserved), every column the search and pages read. */
function jobRow(
  id: number,
  org: GeneratedOrganization,
  world: World,
  names: SearchNames,
  random: Random,
  now: number,
  byCategory: Map<number, Item[]>,
): JobRow {
  const own = byCategory.get(org.category)
  const pool = own && random.next() < 0.85 ? own : [...byCategory.values()].flat()
  const { id: designation, name: title } = random.pick(pool)
  const profile = DESIGNATION_PROFILES[designation]!
  const level = random.pick(LEVEL_MIX)
  const type = random.pick(TYPES)
  const district = random.next() < 0.7 ? org.district : world.nepal.districts[random.int(0, 76)]!.id
  const city = cityIn(world, district, random)
  const province = world.nepal.districts.find((d) => d.id === district)!.province
  const location = world.locationOf.get(city.id)!
  const status = statusOf(random)
  const { created, deadline } = datesOf(status, now, random)
  const wentLive = status === 'active' || status === 'expired'
  const months = LEVELS[level].months
  const showName = random.next() > 0.05
  const salary = salaryFor(designation, level, type, random.next() < 0.6)
  const extra = random.pick(world.lookups.skills).id
  const skills = [...new Set([...profile.skills.slice(0, 3), extra])]
  const altName = showName ? null : { en: 'A reputed company', ne: 'एक प्रतिष्ठित कम्पनी' }
  const row: JobRow = {
    id,
    slug: `${slugify(title.en)}-${id}`,
    owner: org.owner,
    organization: org.id,
    category: profile.category,
    title_en: title.en,
    title_ne: title.ne,
    location,
    district,
    province,
    vacancies: random.next() < 0.8 ? 1 : random.int(2, 10),
    description_en: '',
    description_ne: '',
    salary_currency: salary.currency,
    salary_operator: salary.operator,
    salary_minimum: salary.minimum,
    salary_maximum: salary.maximum,
    salary_unit: salary.unit,
    preferred_shift: random.pick(SHIFTS),
    job_level: level,
    available_for: [type],
    tags: random.some(world.lookups.job_tags, random.int(0, 2)).map((t) => t.id),
    is_education_specific: random.next() < 0.5,
    education_level: LEVELS[level].education,
    is_experience_required: months > 0 && random.next() < 0.7,
    min_experience_months: months || null,
    experience_operator: months ? '==' : null,
    is_skill_specific: true,
    skills,
    personal_qualities: random.some(world.lookups.personal_qualities, 2).map((q) => q.id),
    work_standards: random.some(world.lookups.work_standards, 2).map((w) => w.id),
    required_knowledge: [],
    benefits: random.some(world.lookups.job_benefits, 3).map((b) => b.id),
    document_categories: [1, 3].filter((d) =>
      world.lookups.document_categories.some((c) => c.id === d),
    ),
    show_name: showName,
    org_alt_name_en: altName?.en ?? null,
    org_alt_name_ne: altName?.ne ?? null,
    is_document_required: random.next() < 0.5,
    status,
    created_at: new Date(created).toISOString(),
    published_at: wentLive ? new Date(created).toISOString() : null,
    deadline: new Date(deadline).toISOString(),
    views: wentLive ? random.int(0, 40) * Math.max(1, Math.round((now - created) / DAY)) : 0,
    is_featured: random.next() < 0.05,
  }
  const description = describeJob(
    title,
    showName ? org.name : null,
    city.name,
    profile.category,
    months,
  )
  row.description_en = description.en
  row.description_ne = description.ne
  row.search_doc = jobSearchDoc(
    {
      title_en: title.en,
      title_ne: title.ne,
      organization: org.id,
      show_name: showName,
      org_alt_name_en: row.org_alt_name_en ?? null,
      org_alt_name_ne: row.org_alt_name_ne ?? null,
      category: profile.category,
      skills,
      location,
      district,
    },
    names,
  )
  return row
}

/** Inserts `count` jobs spread over the organisations, in one transaction. */
export async function generateJobs(
  db: Db,
  world: World,
  names: SearchNames,
  random: Random,
  input: { count: number; organizations: GeneratedOrganization[]; offset: number; now: number },
): Promise<void> {
  const byCategory = designationsByCategory(world)
  await db.transaction().execute(async (tx) => {
    const ids = await reserveIds(tx, 'jobs', input.count)
    const orgs = input.organizations
    const rows = ids.map((id, index) =>
      jobRow(
        id,
        orgs[(input.offset + index) % orgs.length]!,
        world,
        names,
        random,
        input.now,
        byCategory,
      ),
    )
    await insertUnnest(tx, 'jobs', JOB_COLUMNS, rows)
  })
}

const JOB_COLUMNS = {
  id: 'int',
  slug: 'text',
  owner: 'int',
  organization: 'int',
  category: 'int',
  title_en: 'text',
  title_ne: 'text',
  location: 'int',
  district: 'int',
  province: 'int',
  vacancies: 'int',
  description_en: 'text',
  description_ne: 'text',
  salary_currency: 'text',
  salary_operator: 'text',
  salary_minimum: 'int',
  salary_maximum: 'int',
  salary_unit: 'text',
  preferred_shift: 'text',
  job_level: 'text',
  available_for: 'text[]',
  tags: 'int[]',
  is_education_specific: 'bool',
  education_level: 'int',
  is_experience_required: 'bool',
  min_experience_months: 'int',
  experience_operator: 'text',
  is_skill_specific: 'bool',
  skills: 'int[]',
  personal_qualities: 'int[]',
  work_standards: 'int[]',
  required_knowledge: 'int[]',
  benefits: 'int[]',
  document_categories: 'int[]',
  show_name: 'bool',
  org_alt_name_en: 'text',
  org_alt_name_ne: 'text',
  is_document_required: 'bool',
  status: 'text',
  created_at: 'timestamptz',
  published_at: 'timestamptz',
  deadline: 'timestamptz',
  views: 'int',
  is_featured: 'bool',
  search_doc: 'text',
} as const
