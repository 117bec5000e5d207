import { SALARY_BANDS } from '@jagir/shared/rules/options'
import type { Locale } from '../../lib/locale.js'
import { JOB_CATEGORIES } from '../../seed/categories.js'
import { loadNepal } from '../../seed/nepal.js'
import type { DemoStore } from '../../store/store.js'
import type { JobseekerProfile, UserRecord } from '../../store/types.js'
import { lookupItems } from '../jobs/present.js'

export type Seeker = UserRecord & { jobseeker: NonNullable<UserRecord['jobseeker']> }

/** True when the user has a job seeker profile. */
export const isSeeker = (user: UserRecord | undefined): user is Seeker => !!user?.jobseeker

/**
 * The job seeker with this username. Only the username: profile ids are sequential, so reading
 * by id would let anyone walk every profile. Whether a viewer may see the seeker is
 * `./visibility.ts`'s question.
 */
export function seekerByUsername(store: DemoStore, username: string): Seeker | undefined {
  return store.state.users.find(
    (u): u is Seeker => isSeeker(u) && u.jobseeker.username === username,
  )
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
export function salaryBandOf(js: JobseekerProfile): string | null {
  const salary = js.expected_salary
  if (salary === null) return null
  return (
    SALARY_BANDS.find((b) => salary >= (b.min ?? 0) && salary <= (b.max ?? Infinity))?.value ?? null
  )
}

/** A job seeker in lists (search, shortlist, applicants): no contact details. */
export function presentSeekerCard(store: DemoStore, user: Seeker, locale: Locale) {
  const js = user.jobseeker
  const district = loadNepal().districts.find((d) => d.id === js.district)
  return {
    id: js.id,
    username: js.username,
    full_name: user.full_name[locale],
    profile_picture: user.profile_picture,
    headline: js.headline[locale],
    district: district ? { id: district.id, name: district.name[locale] } : null,
    job_level: js.job_level,
    experience_months: js.experience_months,
    expected_salary: js.expected_salary,
    expected_salary_band: salaryBandOf(js),
    working_status: js.working_status,
    skills: lookupItems(store, 'skills', js.skills, locale),
    preferred_jobs: JOB_CATEGORIES.filter((c) => js.preferred_jobs.includes(c.id)).map((c) => ({
      id: c.id,
      name: c.name[locale],
    })),
  }
}

/** True when the employer bought a hiring package holding this seeker. */
export function hasBoughtContact(store: DemoStore, employer: number, seeker: number): boolean {
  return store.state.hiring_packages.some(
    (p) =>
      p.employer === employer && p.status === 'paid' && p.entries.some((e) => e.seeker === seeker),
  )
}

/** The education entries with their degrees named, newest first. */
function presentEducation(store: DemoStore, js: JobseekerProfile, locale: Locale) {
  const degrees = store.state.lookups.education_degrees
  return [...(js.education_history ?? [])]
    .sort((a, b) => (b.end_year ?? 9999) - (a.end_year ?? 9999) || b.start_year - a.start_year)
    .map((entry) => {
      const degree = degrees.find((d) => d.id === entry.degree)
      return { ...entry, degree: degree ? { id: degree.id, name: degree.name[locale] } : null }
    })
}

/** The jobs held, current ones and then the latest first. */
const presentExperience = (js: JobseekerProfile) =>
  [...(js.work_experience ?? [])].sort(
    (a, b) =>
      Number(b.is_current) - Number(a.is_current) ||
      (b.end_date ?? '').localeCompare(a.end_date ?? '') ||
      b.start_date.localeCompare(a.start_date),
  )

/**
 * What anyone may see of a public profile (a visitor, another job seeker): who they are and what
 * they can do, never how to reach them, their salary, age or history.
 */
export function presentSeekerPublic(store: DemoStore, user: Seeker, locale: Locale) {
  const {
    expected_salary: _salary,
    expected_salary_band: _band,
    ...card
  } = presentSeekerCard(store, user, locale)
  return {
    ...card,
    about: user.jobseeker.about[locale],
    languages: user.jobseeker.languages ?? [],
    is_limited: true,
  }
}

/** The full profile; contact details only for the seeker and employers who bought them. */
export function presentSeekerProfile(
  store: DemoStore,
  user: Seeker,
  locale: Locale,
  viewer: UserRecord,
) {
  const js = user.jobseeker
  const nepal = loadNepal()
  const own = viewer.id === user.id
  const showContact = own || hasBoughtContact(store, viewer.id, user.id)
  const degree = store.state.lookups.education_degrees.find((d) => d.id === js.education_degree)
  return {
    ...presentSeekerCard(store, user, locale),
    about: js.about[locale],
    gender: js.gender,
    marital_status: js.marital_status,
    date_of_birth: js.date_of_birth,
    education: degree ? { id: degree.id, name: degree.name[locale] } : null,
    education_history: presentEducation(store, js, locale),
    work_experience: presentExperience(js),
    languages: js.languages ?? [],
    social_links: js.social_links ?? [],
    preferred_locations: nepal.districts
      .filter((d) => js.preferred_locations.includes(d.id))
      .map((d) => ({ id: d.id, name: d.name[locale] })),
    is_public: js.is_public,
    is_referrer: !!user.referrer,
    is_limited: false,
    contact: showContact
      ? {
          email: user.email,
          phone_number: user.phone_number,
          alternate_phone: js.alternate_phone ?? '',
        }
      : null,
    is_shortlisted: store.state.hiring_packages.some(
      (p) =>
        p.employer === viewer.id &&
        p.status === 'open' &&
        p.entries.some((e) => e.seeker === user.id),
    ),
  }
}
