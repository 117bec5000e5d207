import type { Insertable } from 'kysely'
import { DESIGNATION_PROFILES, LEVELS } from '../../seed/job-catalog.js'
import { slugify } from '../../seed/jobs.js'
import {
  ASKING,
  FIRST,
  GENERAL_SKILLS,
  LAST,
  LEVEL_CYCLE,
  STATUSES,
} from '../../seed/jobseekers.js'
import type { Random } from '../../seed/random.js'
import { insertUnnest, reserveIds } from '../bulk-insert.js'
import type { Db } from '../database.js'
import type { Database } from '../schema.js'
import { seekerSearchDoc, type SearchNames } from '../search-docs.js'
import { phoneFor, USER_COLUMNS } from './organizations.js'
import { cityIn, type Item, type World } from './world.js'

const LETTERS = [...'abcdefghijklmnopqrstuvwxyz0123456789']
const SECOND_LANGUAGES = ['english', 'hindi', 'maithili', 'newar', 'tamang', 'bhojpuri']
const LEVELS_OF_LANGUAGE = ['basic', 'conversational', 'fluent'] as const

/** A username as the API makes them: the name's letters, then six drawn ones, never taken. */
function usernameFor(fullName: string, world: World, random: Random): string {
  const base = slugify(fullName).slice(0, 40) || 'jobseeker'
  for (;;) {
    const suffix = Array.from({ length: 6 }, () => random.pick(LETTERS)).join('')
    const username = `${base}-${suffix}`
    if (!world.usernames.has(username)) {
      world.usernames.add(username)
      return username
    }
  }
}

export interface SeekerContext {
  world: World
  names: SearchNames
  random: Random
  now: number
  pickDistrict: (random: Random) => number
  /** The catalog's designations present in the database. */
  designations: Item[]
}

type UserRow = Insertable<Database['users']>
type SeekerRow = Insertable<Database['jobseekers']>

/** One job seeker: the account and a full profile in both languages. */
function seekerRows(userId: number, id: number, c: SeekerContext): [UserRow, SeekerRow] {
  const { random, world } = c
  const first = random.pick(FIRST)
  const last = random.pick(LAST)
  const full = { en: `${first.name[0]} ${last[0]}`, ne: `${first.name[1]} ${last[1]}` }
  const designation = random.pick(c.designations)
  const profile = DESIGNATION_PROFILES[designation.id]!
  const cycled = random.pick(LEVEL_CYCLE)
  const level =
    profile.base < 22_000 && (cycled === 'senior_level' || cycled === 'top_level')
      ? 'mid_level'
      : cycled
  const months = LEVELS[level].months + random.int(0, 3) * 12
  const years = Math.round(months / 12)
  const skills = [
    ...new Set([
      ...random.some(profile.skills, Math.max(2, profile.skills.length - random.int(0, 1))),
      random.pick(GENERAL_SKILLS),
      ...(random.next() < 0.3 ? [random.pick(world.lookups.skills).id] : []),
    ]),
  ]
  const district = c.pickDistrict(random)
  const city = cityIn(world, district, random).id
  const asking = profile.base * ASKING[level] * (0.9 + random.int(0, 6) * 0.05)
  const year = random.int(1975, 2005)
  const languages = [
    { language: 'nepali', level: 'native' },
    ...(random.next() < 0.7
      ? [{ language: random.pick(SECOND_LANGUAGES), level: random.pick(LEVELS_OF_LANGUAGE) }]
      : []),
  ]
  const user: UserRow = {
    id: userId,
    email: `${slugify(full.en).replace('-', '.')}.${userId}@example.com`,
    phone_number: phoneFor(userId),
    password: world.password,
    full_name_en: full.en,
    full_name_ne: full.ne,
    date_joined: new Date(c.now - random.int(1, 720) * 86_400_000).toISOString(),
  }
  const seeker: SeekerRow = {
    id,
    user_id: userId,
    username: usernameFor(full.en, world, random),
    is_public: random.next() < 0.9,
    preferred_locations: [...new Set([district, c.pickDistrict(random)])],
    preferred_jobs: [profile.category],
    has_filled_description_form: true,
    working_status: random.pick(STATUSES),
    headline_en: designation.name.en,
    headline_ne: designation.name.ne,
    about_en: years
      ? `${designation.name.en} with ${years} years of experience.`
      : `${designation.name.en}, starting out.`,
    about_ne: years
      ? `${years} वर्षको अनुभव भएका ${designation.name.ne}।`
      : `भर्खर काम सुरु गर्दै गरेका ${designation.name.ne}।`,
    gender: first.gender,
    marital_status: random.next() < 0.45 ? 'Married' : 'Unmarried',
    date_of_birth: `${year}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
    district,
    city,
    job_level: level,
    experience_months: months,
    expected_salary: Math.round(asking / 500) * 500,
    education_degree: LEVELS[level].education + (random.next() < 0.25 ? 1 : 0),
    skills,
    languages: JSON.stringify(languages),
    search_doc: seekerSearchDoc(
      {
        full_name_en: full.en,
        full_name_ne: full.ne,
        headline_en: designation.name.en,
        headline_ne: designation.name.ne,
        skills,
        district,
        city,
      },
      c.names,
    ),
  }
  return [user, seeker]
}

/** Inserts `count` job seekers (accounts and profiles) in one transaction. */
export async function generateSeekers(db: Db, c: SeekerContext, count: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const [userIds, seekerIds] = await Promise.all([
      reserveIds(tx, 'users', count),
      reserveIds(tx, 'jobseekers', count),
    ])
    const pairs = userIds.map((userId, index) => seekerRows(userId, seekerIds[index]!, c))
    await insertUnnest(
      tx,
      'users',
      USER_COLUMNS,
      pairs.map(([user]) => user),
    )
    await insertUnnest(
      tx,
      'jobseekers',
      SEEKER_COLUMNS,
      pairs.map(([, seeker]) => seeker),
    )
  })
}

const SEEKER_COLUMNS = {
  id: 'int',
  user_id: 'int',
  username: 'text',
  is_public: 'bool',
  preferred_locations: 'int[]',
  preferred_jobs: 'int[]',
  has_filled_description_form: 'bool',
  working_status: 'text',
  headline_en: 'text',
  headline_ne: 'text',
  about_en: 'text',
  about_ne: 'text',
  gender: 'text',
  marital_status: 'text',
  date_of_birth: 'date',
  district: 'int',
  city: 'int',
  job_level: 'text',
  experience_months: 'int',
  expected_salary: 'int',
  education_degree: 'int',
  skills: 'int[]',
  languages: 'jsonb',
  search_doc: 'text',
} as const
