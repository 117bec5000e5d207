import { SALARY_BANDS } from '@jagir/shared/rules/options'
import type { Db } from '../../db/database.js'
import { textIn, type AccountRow } from '../../db/rows.js'
import type { Jobseeker } from '../../db/schema.js'
import { accountById, withRoles } from '../../lib/auth.js'
import type { Locale } from '../../lib/locale.js'
import { JOB_CATEGORIES } from '../../seed/categories.js'
import { loadNepal } from '../../seed/nepal.js'
import { lookupItems } from '../jobs/present.js'
import { unlocksOf } from '../payment/candidates.js'

export type Seeker = AccountRow & { jobseeker: Jobseeker }

/** True when the user has a job seeker profile. */
export const isSeeker = (user: AccountRow | undefined | null): user is Seeker => !!user?.jobseeker

/**
 * The job seeker with this username. Only the username: profile ids are sequential, so reading
 * by id would let anyone walk every profile. Whether a viewer may see the seeker is
 * `./visibility.ts`'s question.
 */
export async function seekerByUsername(db: Db, username: string): Promise<Seeker | undefined> {
  const user = await db
    .selectFrom('jobseekers')
    .innerJoin('users', 'users.id', 'jobseekers.user_id')
    .selectAll('users')
    .where('jobseekers.username', '=', username)
    .executeTakeFirst()
  if (!user) return undefined
  const account = await withRoles(db, user)
  return isSeeker(account) ? account : undefined
}

/** The job seeker whose account has this id (entries kept by user id), or undefined. */
export async function seekerById(db: Db, userId: number): Promise<Seeker | undefined> {
  const account = await accountById(db, userId)
  return isSeeker(account) ? account : undefined
}

/**
 * A figure inside a salary band, which the profile keeps as a number: its lower end, or its top
 * when it is open below (the onboarding's basic information and the profile's band both save it).
 */
export function bandAmount(value: string): number {
  const band = SALARY_BANDS.find((b) => b.value === value)!
  return band.min ?? band.max!
}

/** The band of the seeker's expected salary, or null when none is given. */
export function salaryBandOf(js: Pick<Jobseeker, 'expected_salary'>): string | null {
  const salary = js.expected_salary
  if (salary === null) return null
  return (
    SALARY_BANDS.find((b) => salary >= (b.min ?? 0) && salary <= (b.max ?? Infinity))?.value ?? null
  )
}

/** The card of a seeker whose skills are already named. */
function card(
  user: Pick<AccountRow, 'full_name_en' | 'full_name_ne' | 'profile_picture'>,
  js: Jobseeker,
  locale: Locale,
  skills: { id: number; name: string }[],
) {
  const district = loadNepal().districts.find((d) => d.id === js.district)
  return {
    id: js.id,
    username: js.username,
    full_name: textIn(user, 'full_name', locale),
    profile_picture: user.profile_picture,
    headline: textIn(js, 'headline', locale),
    district: district ? { id: district.id, name: district.name[locale] } : null,
    job_level: js.job_level,
    experience_months: js.experience_months,
    expected_salary: js.expected_salary,
    expected_salary_band: salaryBandOf(js),
    working_status: js.working_status,
    skills,
    preferred_jobs: JOB_CATEGORIES.filter((c) => js.preferred_jobs.includes(c.id)).map((c) => ({
      id: c.id,
      name: c.name[locale],
    })),
  }
}

/** A job seeker in lists (search, shortlist, applicants): no contact details. */
export async function presentSeekerCard(db: Db, user: Seeker, locale: Locale) {
  return card(
    user,
    user.jobseeker,
    locale,
    await lookupItems(db, 'skills', user.jobseeker.skills, locale),
  )
}

/** Many seekers as cards, in the order given, their skills named in one query. */
export async function presentSeekerCards(
  db: Db,
  seekers: {
    user: Pick<AccountRow, 'full_name_en' | 'full_name_ne' | 'profile_picture'>
    jobseeker: Jobseeker
  }[],
  locale: Locale,
) {
  const ids = [...new Set(seekers.flatMap((s) => s.jobseeker.skills))]
  const named = await lookupItems(db, 'skills', ids, locale)
  const byId = new Map(named.map((n) => [n.id, n]))
  return seekers.map(({ user, jobseeker }) =>
    card(
      user,
      jobseeker,
      locale,
      jobseeker.skills.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])),
    ),
  )
}

/** True when the employer bought a hiring package holding this seeker. */
export async function hasBoughtContact(db: Db, employer: number, seeker: number): Promise<boolean> {
  const row = await db
    .selectFrom('package_entries')
    .innerJoin('hiring_packages', 'hiring_packages.id', 'package_entries.package_id')
    .select('package_entries.id')
    .where('hiring_packages.employer', '=', employer)
    .where('hiring_packages.status', '=', 'paid')
    .where('package_entries.seeker', '=', seeker)
    .executeTakeFirst()
  return !!row
}

/** The education entries with their degrees named, newest first. */
async function presentEducation(db: Db, js: Jobseeker, locale: Locale) {
  const entries = await db
    .selectFrom('education')
    .select(['id', 'degree', 'institution', 'calendar', 'start_year', 'end_year'])
    .where('jobseeker_id', '=', js.id)
    .execute()
  const degrees = await lookupItems(
    db,
    'education_degrees',
    [...new Set(entries.map((e) => e.degree))],
    locale,
  )
  return entries
    .sort((a, b) => (b.end_year ?? 9999) - (a.end_year ?? 9999) || b.start_year - a.start_year)
    .map((entry) => ({ ...entry, degree: degrees.find((d) => d.id === entry.degree) ?? null }))
}

/** The jobs held, current ones and then the latest first. */
async function presentExperience(db: Db, js: Jobseeker) {
  const entries = await db
    .selectFrom('experience')
    .select(['id', 'title', 'organization', 'start_date', 'end_date', 'is_current'])
    .where('jobseeker_id', '=', js.id)
    .execute()
  return entries.sort(
    (a, b) =>
      Number(b.is_current) - Number(a.is_current) ||
      (b.end_date ?? '').localeCompare(a.end_date ?? '') ||
      b.start_date.localeCompare(a.start_date),
  )
}

/**
 * What anyone may see of a public profile (a visitor, another job seeker): who they are and what
 * they can do, never how to reach them, their salary, age or history.
 */
export async function presentSeekerPublic(db: Db, user: Seeker, locale: Locale) {
  const {
    expected_salary: _salary,
    expected_salary_band: _band,
    ...rest
  } = await presentSeekerCard(db, user, locale)
  return {
    ...rest,
    about: textIn(user.jobseeker, 'about', locale),
    languages: user.jobseeker.languages,
    is_limited: true,
  }
}

/** The full profile; contact details only for the seeker and employers who bought them. */
export async function presentSeekerProfile(
  db: Db,
  user: Seeker,
  locale: Locale,
  viewer: Pick<AccountRow, 'id'>,
) {
  const js = user.jobseeker
  const nepal = loadNepal()
  const own = viewer.id === user.id
  const [cardAnswer, bought, degree, education, experience, shortlisted, unlocks] =
    await Promise.all([
      presentSeekerCard(db, user, locale),
      own ? true : hasBoughtContact(db, viewer.id, user.id),
      lookupItems(
        db,
        'education_degrees',
        js.education_degree === null ? [] : [js.education_degree],
        locale,
      ),
      presentEducation(db, js, locale),
      presentExperience(db, js),
      db
        .selectFrom('package_entries')
        .innerJoin('hiring_packages', 'hiring_packages.id', 'package_entries.package_id')
        .select('package_entries.id')
        .where('hiring_packages.employer', '=', viewer.id)
        .where('hiring_packages.status', '=', 'open')
        .where('package_entries.seeker', '=', user.id)
        .executeTakeFirst(),
      own ? new Map() : unlocksOf(db, viewer.id, [user.id]),
    ])
  return {
    ...cardAnswer,
    about: textIn(js, 'about', locale),
    gender: js.gender,
    marital_status: js.marital_status,
    date_of_birth: js.date_of_birth,
    education: degree[0] ?? null,
    education_history: education,
    work_experience: experience,
    languages: js.languages,
    social_links: js.social_links,
    preferred_locations: nepal.districts
      .filter((d) => js.preferred_locations.includes(d.id))
      .map((d) => ({ id: d.id, name: d.name[locale] })),
    is_public: js.is_public,
    is_referrer: !!user.referrer,
    is_limited: false,
    contact: bought
      ? { email: user.email, phone_number: user.phone_number, alternate_phone: js.alternate_phone }
      : null,
    is_shortlisted: !!shortlisted,
    // An employer who bought this seeker's contact details: when, and by which order.
    unlocked: unlocks.get(user.id) ?? null,
  }
}
